import type { TemplatePage } from '~/blocks/types';

const page = {
  path: '/solution',
  specRow: 'Solutions overview',
  blocks: [
    {
      type: 'hero',
      eyebrow: 'Our Solutions',
      title: 'Our solutions',
      intro:
        'Advisory, data and assurance support arranged by where you are: getting started, levelling up, or preparing for independent assurance.',
      actions: [
        { label: 'Consult Our Experts', href: '/contact', variant: 'primary' },
        { label: 'Start Your Free Assessment', href: '/start-green', variant: 'secondary' },
      ],
      visual: 'globe',
    },
    {
      type: 'prose',
      heading: 'Solutions that meet you where you are',
      paragraphs: [
        'Organisations at the start of the journey need a programme, an owner and a clear view of which topics are material. Those further along need governance, data controls and disclosures that stand up to scrutiny under CSRD, ISSB or GRI. Those approaching assurance need supply-chain audits and due diligence that an external practitioner can rely on.',
        'Our solutions are arranged around those three stages, and each can draw on the ESG Pulse diagnostic and on our data lab, so the advice you receive rests on evidence about your own organisation rather than generic good practice.',
      ],
    },
    {
      type: 'benefits',
      id: 'esg-pulse',
      tone: 'tint',
      eyebrow: 'ESG Pulse',
      heading: 'ESG Pulse: a regular health check of your ESG programme',
      intro:
        'ESG Pulse is a short, repeatable diagnostic that shows how your programme is performing between annual reports.',
      items: [
        {
          title: 'Early warning on gaps',
          icon: 'alert-triangle',
          description:
            'Weak controls, missing data and slipping targets surface within the quarter rather than in the year-end reporting rush.',
        },
        {
          title: 'A baseline you can repeat',
          icon: 'refresh',
          description:
            'The same questions and scoring are used each cycle, so movement in the results reflects real change rather than a change of method.',
        },
        {
          title: 'Views from across the business',
          icon: 'users',
          description:
            'Input from finance, operations, HR, procurement and legal is gathered in one exercise, exposing where teams see ESG priorities differently.',
        },
        {
          title: 'Framework coverage at a glance',
          icon: 'layers',
          description:
            'Results are mapped to ESRS, IFRS S1 and S2 and GRI, showing which disclosure requirements you can already meet and which still need work.',
        },
        {
          title: 'Prioritised next steps',
          icon: 'list-checks',
          description:
            'Findings are ranked by risk and by effort, so the leadership team can agree the few actions that matter most this quarter.',
        },
        {
          title: 'Board-ready summary',
          icon: 'presentation',
          description:
            'A concise report of scores, trends and recommendations fits straight into a board or committee pack without further editing.',
        },
        {
          title: 'Evidence for assurance',
          icon: 'file-check',
          description:
            'Because responses are supported by documents, the Pulse file doubles as preparation for a limited assurance engagement on your sustainability statement.',
        },
      ],
    },
    {
      type: 'cards',
      id: 'data-lab',
      eyebrow: 'Data lab',
      heading: 'Put our data lab to work on your ESG questions',
      intro:
        'Our data scientists turn raw ESG and operational data into forecasts, risk models and dashboards.',
      columns: 4,
      cards: [
        {
          title: 'Emissions forecasting',
          icon: 'line-chart',
          href: '/service/data-lab',
          description:
            'Time-series models project energy use and emissions by site, showing whether current plans will meet your near-term target.',
        },
        {
          title: 'Climate scenario analysis',
          icon: 'thermometer',
          href: '/service/data-lab',
          description:
            'Physical and transition risks are modelled under contrasting warming scenarios to support the resilience disclosures that TCFD and IFRS S2 call for.',
        },
        {
          title: 'Data quality diagnostics',
          icon: 'microscope',
          href: '/service/data-lab',
          description:
            'Statistical tests find outliers, gaps and inconsistencies in ESG datasets before they reach a disclosure or an assurer.',
        },
        {
          title: 'Custom dashboards',
          icon: 'bar-chart',
          href: '/service/data-lab',
          description:
            'Interactive dashboards bring operational, financial and sustainability data together for the decisions your teams take every week.',
        },
      ],
    },
    {
      type: 'cta',
      title: 'Find the right solution for your stage',
      text: 'Tell us where your ESG programme is today and what will be expected of it next year. We will suggest the mix of advisory, data and assurance support that fits.',
      actions: [
        { label: 'Consult Our Experts', href: '/contact', variant: 'primary' },
        { label: 'Start Your Free Assessment', href: '/start-green', variant: 'secondary' },
      ],
    },
  ],
} satisfies TemplatePage;

export default page;
