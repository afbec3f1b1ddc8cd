import type { TemplatePage } from '~/blocks/types';

/**
 * /service/finance: catalogue entry "Finance Transformation" ("Static service content"; the
 * catalogue gives no counts, so the page follows the common shape: hero, description, services, steps, cta).
 */
const page = {
  path: '/service/finance',
  specRow: 'Finance Transformation',
  blocks: [
    {
      type: 'hero',
      eyebrow: 'Finance transformation',
      title: 'Finance transformation',
      intro:
        'Modernise your close, controls and reporting so that sustainability and financial data come from the same disciplined process and tell the same story.',
      visual: 'dashboard',
      badges: ['IFRS S1 and S2', 'ESRS', 'EU Taxonomy KPIs', 'GHG Protocol'],
      actions: [
        { label: 'Consult Our Experts', href: '/contact', variant: 'primary' },
        { label: 'Request a Demo', href: '/contact#contact-form', variant: 'secondary' },
      ],
    },
    {
      type: 'prose',
      eyebrow: 'Why now',
      heading: 'Sustainability data has become a finance responsibility',
      paragraphs: [
        'Sustainability reporting has moved into the annual report. IFRS S1 expects sustainability-related financial disclosures to cover the same reporting entity and period as the financial statements and to be published alongside them, while CSRD places the ESRS sustainability statement inside the management report. Both expect the narrative and metrics to connect with the figures in the accounts.',
        'That turns sustainability data into a finance matter: it needs the same cut-off, reconciliations, review and controls as revenue or payroll, and it must stand up to an assurance engagement. Yet many finance teams still run manual, spreadsheet-heavy close processes that leave little capacity for new demands.',
        'We help finance functions tackle both together: a faster, better-controlled close, and an integrated reporting process in which carbon, energy and workforce data travel alongside the general ledger.',
      ],
    },
    {
      type: 'cards',
      eyebrow: 'What we do',
      heading: 'Six ways we transform the finance function',
      columns: 3,
      cards: [
        {
          title: 'Close and consolidation redesign',
          description:
            'We map your record-to-report process, remove manual hand-offs and redundant reconciliations, and set a close calendar that leaves time for review rather than rework.',
          icon: 'calendar',
        },
        {
          title: 'Integrated financial and sustainability data',
          description:
            'We design a data model that ties emissions, energy and workforce metrics to the legal entities, cost centres and suppliers in your ledger, so both sets of numbers share the same boundaries.',
          icon: 'database',
        },
        {
          title: 'Controls over sustainability reporting',
          description:
            'We extend your financial control framework to ESG metrics, with documented processes, risk-based key controls and review evidence that an assurance provider can test.',
          icon: 'shield-check',
        },
        {
          title: 'EU Taxonomy and green finance KPIs',
          description:
            'We derive eligible and aligned turnover, CapEx and OpEx from your accounting records and document the technical screening criteria, DNSH and minimum safeguards assessments behind each figure.',
          icon: 'coins',
        },
        {
          title: 'Climate in the financial statements',
          description:
            'We help you reflect climate-related risks and transition plans consistently in impairment assumptions, asset useful lives, provisions and going-concern judgements, and in the disclosures that explain them.',
          icon: 'thermometer',
        },
        {
          title: 'Spend-based Scope 3 from procurement data',
          description:
            'We turn accounts payable and procurement records into a first Scope 3 inventory under the GHG Protocol, then show where supplier-specific data would improve accuracy the most.',
          icon: 'truck',
        },
      ],
    },
    {
      type: 'steps',
      eyebrow: 'Our approach',
      heading: 'How a finance transformation runs',
      steps: [
        {
          title: 'Diagnose',
          description:
            'We benchmark your close timetable, control maturity, systems and reporting outputs, and find where sustainability data currently sits outside finance governance.',
        },
        {
          title: 'Design',
          description:
            'We agree the target operating model, process maps, control framework and data architecture, backed by a business case and a phased roadmap.',
        },
        {
          title: 'Implement',
          description:
            'We configure processes and systems, migrate data, document controls and train teams, running old and new processes in parallel until the results agree.',
        },
        {
          title: 'Sustain',
          description:
            'We hand over procedures, performance measures and an improvement cycle, and support you through the first reporting period that is externally assured.',
        },
      ],
    },
    {
      type: 'cta',
      title: 'Make finance the engine of trusted reporting',
      text: 'Talk to us about a faster close, stronger controls or bringing sustainability data under the governance of your finance function.',
      actions: [
        { label: 'Get in Touch', href: '/contact', variant: 'primary' },
        { label: 'About Us', href: '/about', variant: 'secondary' },
      ],
    },
  ],
} satisfies TemplatePage;

export default page;
