import { Link } from 'react-router';
import { Sparkles } from 'lucide-react';

export function PromoStrip() {
  return (
    <div className="flex h-(--promo-h) items-center justify-center gap-3 bg-brand-950 px-4 text-xs text-white sm:text-sm">
      <Sparkles className="hidden size-4 shrink-0 text-accent-400 sm:block" aria-hidden="true" />
      <p className="truncate">Assess your ESG maturity and gain deep insights with AI</p>
      <Link
        to="/start-green"
        className="shrink-0 rounded-full bg-accent-400 px-3 py-0.5 font-semibold text-brand-950 hover:bg-accent-300"
      >
        Free Tool
      </Link>
      <Link to="/contact" className="hidden shrink-0 font-semibold underline underline-offset-4 hover:text-accent-300 sm:inline">
        SIGN UP
      </Link>
    </div>
  );
}
