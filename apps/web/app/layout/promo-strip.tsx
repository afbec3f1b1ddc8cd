import { Link } from 'react-router';
import { SparkleIcon as Sparkles } from '~/ui/icons/chrome-icons';

export function PromoStrip() {
  return (
    <div className="flex h-(--promo-h) items-center justify-center gap-3 bg-brand-950 px-4 text-white">
      <Sparkles className="hidden size-4 shrink-0 text-accent-400 sm:block" />
      <p className="min-w-0 text-xs leading-snug sm:truncate sm:text-sm">
        Assess your ESG maturity and gain deep insights with AI
      </p>
      <div className="flex shrink-0 items-center gap-3 text-xs sm:text-sm">
        <Link
          to="/start-green"
          className="rounded-full bg-accent-400 px-3 py-1 font-semibold text-brand-950 hover:bg-accent-300"
        >
          Free Tool
        </Link>
        <Link
          to="/contact"
          className="font-semibold underline underline-offset-4 hover:text-accent-300"
        >
          SIGN UP
        </Link>
      </div>
    </div>
  );
}
