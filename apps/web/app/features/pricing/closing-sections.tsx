import Check from 'lucide-react/icons/check';
import Handshake from 'lucide-react/icons/handshake';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { benefitCards, innovation } from '~/content/pricing';
import { keyBenefits } from '~/content/key-benefits';
import { KeyBenefits } from '~/ui/key-benefits';

const benefitIcons = { support: Handshake, guarantee: ShieldCheck };

/** Below the comparison: two benefit cards, the innovation message, key benefits and the CTA. */
export default function ClosingSections() {
  return (
    <>
      <section aria-label="Why our plans" className="container-page">
        <ul className="grid gap-6 md:grid-cols-2">
          {benefitCards.map((card) => {
            const Icon = benefitIcons[card.icon];
            return (
              <li
                key={card.title}
                className="flex flex-col gap-5 rounded-3xl bg-brand-50 p-8 ring-1 ring-brand-100 sm:flex-row sm:p-10"
              >
                <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-brand-700 text-white">
                  <Icon className="size-7" aria-hidden="true" />
                </span>
                <div>
                  <h2 className="text-2xl font-bold text-brand-950">{card.title}</h2>
                  <p className="mt-3 text-lg text-muted">{card.text}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby="innovation-title" className="container-page pt-20 lg:pt-28">
        <div className="grid gap-10 overflow-hidden rounded-[2rem] bg-[linear-gradient(135deg,#0d443d,#0f6959)] p-8 text-white sm:p-12 lg:grid-cols-[1.3fr_1fr] lg:items-center lg:p-16">
          <div>
            <p className="text-sm font-semibold tracking-[0.14em] text-accent-300 uppercase">
              {innovation.eyebrow}
            </p>
            <h2
              id="innovation-title"
              className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl"
            >
              {innovation.title}
            </h2>
            <p className="mt-5 text-lg text-white/85">{innovation.text}</p>
          </div>
          <ul className="grid gap-4">
            {innovation.points.map((point) => (
              <li
                key={point}
                className="flex items-start gap-3 rounded-2xl bg-white/10 p-5 ring-1 ring-white/15"
              >
                <span className="grid size-7 shrink-0 place-items-center rounded-full bg-accent-400 text-brand-950">
                  <Check className="size-4" strokeWidth={3} aria-hidden="true" />
                </span>
                <span className="font-medium">{point}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <KeyBenefits content={keyBenefits} />
    </>
  );
}
