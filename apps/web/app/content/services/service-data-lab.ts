import type { TemplatePage } from '~/blocks/types';

/**
 * Spec order is hero, dashboard, reasons, quote, "Ready to Shape Your Thriving Future", then
 * "Here's how we can help". The help cards move up before the quote so the page ends on its call
 * to action, as every template page does.
 */
const page = {
  path: '/service/data-lab',
  specRow: 'Data lab',
  blocks: [
    {
      type: 'hero',
      eyebrow: 'Data lab',
      title: 'Data science lab for sustainability',
      intro:
        'Our data scientists build the models, analytics and dashboards that turn your ESG and operational data into forecasts and decisions, with methods documented well enough to withstand review.',
      actions: [
        { label: 'Book a consultation', href: '/contact', variant: 'primary' },
        { label: 'About Us', href: '/about', variant: 'secondary' },
      ],
      visual: 'dashboard',
    },
    {
      type: 'prose',
      id: 'dashboard',
      eyebrow: 'Dashboards',
      heading: 'Dashboards built on models you can inspect',
      paragraphs: [
        'We start from the decisions you need to make, such as where to invest in energy efficiency, which suppliers carry the most climate risk or how a carbon price would affect margins, and work back to the data and models that answer them.',
        'The result is a live dashboard connected to your own sources, with every chart traceable to its calculation and the assumptions recorded alongside it, so analysts and auditors can reproduce what they see.',
      ],
      action: { label: 'Book a consultation', href: '/contact', variant: 'primary' },
    },
    {
      type: 'cards',
      id: 'why',
      tone: 'tint',
      heading: 'Why work with our data lab',
      columns: 4,
      cards: [
        {
          title: 'Scientific rigour',
          icon: 'microscope',
          description:
            'Hypotheses, methods and validation results are written down before findings are presented, and models are back-tested against historical data rather than judged on how plausible they look.',
        },
        {
          title: 'Expertise',
          icon: 'graduation-cap',
          description:
            'The team combines statisticians, climate scientists and ESG reporting specialists, so technical results are framed in the terms regulators, investors and boards use.',
        },
        {
          title: 'Innovation',
          icon: 'lightbulb',
          description:
            'We apply machine learning, satellite and sensor data and natural-language processing where they genuinely improve an answer, and simpler methods where they do not.',
        },
        {
          title: 'Partnership',
          icon: 'handshake',
          description:
            'We work alongside your analysts, share code and documentation, and train your team so the capability stays with you after the project ends.',
        },
      ],
    },
    {
      type: 'cards',
      id: 'help',
      heading: "Here's how we can help",
      columns: 4,
      cards: [
        {
          title: 'Carbon and energy analytics',
          icon: 'zap',
          description:
            'Break meter data down by asset and shift, find avoidable consumption and estimate the saving from each efficiency measure before work begins.',
        },
        {
          title: 'Climate risk modelling',
          icon: 'cloud',
          description:
            'Quantify how exposed your sites and supply routes are to flooding, heat stress and other physical hazards, and test transition risks such as carbon pricing under different scenarios.',
        },
        {
          title: 'Scope 3 estimation',
          icon: 'truck',
          description:
            'Combine spend, activity and supplier-specific data into a defensible value-chain inventory, and show where better data would most reduce its uncertainty.',
        },
        {
          title: 'ESG data pipelines',
          icon: 'workflow',
          description:
            'Design automated pipelines with validation rules and lineage, so indicators move from source systems to dashboards and disclosures without being re-keyed by hand.',
        },
      ],
    },
    {
      type: 'quote',
      tone: 'tint',
      quote:
        "Sustainability decisions rarely go wrong for lack of data; they go wrong because nobody can say how far to trust the numbers. Our job is to make that uncertainty visible, then reduce it step by step with the client's own team.",
      name: 'Dr Helena Okafor',
      jobTitle: 'Head of Data Science',
    },
    {
      type: 'cta',
      title: 'Ready to Shape Your Thriving Future',
      text: 'Bring us a question your current data cannot answer. In a first consultation we will scope the analysis, the data it needs and what you will have at the end.',
      actions: [{ label: 'Book a consultation', href: '/contact', variant: 'primary' }],
    },
  ],
} satisfies TemplatePage;

export default page;
