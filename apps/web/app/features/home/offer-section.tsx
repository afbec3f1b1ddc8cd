import { ButtonLink } from '~/ui/button';
import { SectionHeading } from '~/ui/section-heading';
import { SpriteIcon } from '~/ui/icons/sprite-icon';

const offer = {
  eyebrow: 'Our offer',
  title: 'Everything you need to move from ambition to evidence',
  lead: 'Every client gets the software, the people and the method together, not three separate contracts.',
  items: [
    {
      icon: 'people',
      title: 'A named ESG specialist',
      text: 'One expert who knows your organisation, from the first data load to your first assured report.',
    },
    {
      icon: 'clock',
      title: 'Live in weeks, not quarters',
      text: 'Ready-made connectors and templates, so your first dashboards use real data within weeks.',
    },
    {
      icon: 'check',
      title: 'Audit-ready from day one',
      text: 'Each figure keeps its source, owner and approval history, ready for your assurance provider.',
    },
    {
      icon: 'cap',
      title: 'Training for your team',
      text: 'Academy courses and workshops that leave your people confident to run the programme themselves.',
    },
  ],
  start: {
    eyebrow: 'Free to start',
    title: 'Begin with the ESG maturity assessment',
    text: 'Answer a short self-assessment in under 30 minutes. You receive a score out of 100, the medal you are on track for and the three actions that would move you furthest.',
    points: ['No account or payment needed', 'Results you can share with your board'],
    cta: 'Take the free assessment',
  },
};

export default function OfferSection() {
  const { start } = offer;
  return (
    <section aria-labelledby="offer-title" className="bg-white py-20 lg:py-28">
      <div className="container-page grid gap-12 lg:grid-cols-[1.1fr_1fr] lg:items-center">
        <div>
          <SectionHeading
            id="offer-title"
            eyebrow={offer.eyebrow}
            title={offer.title}
            lead={offer.lead}
          />
          <ul className="mt-10 grid gap-8 sm:grid-cols-2">
            {offer.items.map((item) => (
              <li key={item.title}>
                <span className="grid size-11 place-items-center rounded-xl bg-brand-50 text-brand-700">
                  <SpriteIcon sheet="home" name={item.icon} />
                </span>
                <h3 className="mt-4 font-semibold text-brand-950">{item.title}</h3>
                <p className="mt-2 text-sm text-muted">{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
        <div className="relative isolate overflow-hidden rounded-[2rem] bg-brand-950 p-8 sm:p-12">
          <div
            aria-hidden="true"
            className="absolute -top-24 -right-24 -z-10 size-72 rounded-full bg-brand-700/50 blur-3xl"
          />
          <p className="text-sm font-semibold uppercase tracking-[0.14em] text-accent-300">
            {start.eyebrow}
          </p>
          <h3 className="mt-3 text-2xl font-bold text-balance text-white sm:text-3xl">
            {start.title}
          </h3>
          <p className="mt-4 text-white/85">{start.text}</p>
          <ul className="mt-6 space-y-2 text-white">
            {start.points.map((point) => (
              <li key={point} className="flex gap-3">
                <SpriteIcon
                  sheet="home"
                  name="check"
                  className="mt-0.5 size-6 shrink-0 text-accent-400"
                />
                {point}
              </li>
            ))}
          </ul>
          <ButtonLink to="/start-green" variant="light" size="lg" className="mt-8">
            {start.cta}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
