import type { TemplatePage } from '~/blocks/types';

const page = {
  path: '/esg-software',
  specRow: 'Software overview',
  blocks: [
    {
      type: 'hero',
      eyebrow: 'ESG software',
      title: 'ESG software to measure, reduce and report',
      intro:
        'Three connected tools give sustainability, finance and risk teams one governed record of ESG performance, carbon and public claims. Request access and we will set up a workspace around your reporting year.',
      actions: [{ label: 'Request Access', href: '/contact', variant: 'primary' }],
      visual: 'dashboard',
      badges: ['CSRD', 'ISSB', 'GHG Protocol'],
    },
    {
      type: 'cards',
      id: 'software',
      eyebrow: 'Our software',
      heading: 'Three suites, one data model',
      intro:
        'Each suite works on its own and shares data with the others, so an emissions figure entered once feeds your maturity score, your disclosures and your claims register.',
      columns: 3,
      cards: [
        {
          title: 'ESG Compass Suite',
          icon: 'compass',
          href: '/esg-software/compass',
          description:
            'Scores your ESG maturity, turns the gaps into an AI-drafted roadmap mapped to CSRD and ISSB, and tracks progress on dashboards built for board packs.',
        },
        {
          title: 'Net Zero',
          icon: 'leaf',
          href: '/esg-software/net-zero',
          description:
            'Calculates Scope 1, 2 and 3 emissions under the GHG Protocol from meter, ERP and supplier data, then models reduction pathways against your targets.',
        },
        {
          title: 'GreenShield',
          icon: 'shield',
          href: '/esg-software/green-shield',
          description:
            'Keeps a register of every sustainability claim you publish, with its evidence, and tests each one against the FCA Anti-Greenwashing Rule, the CMA Green Claims Code and the EU Taxonomy.',
        },
      ],
    },
    {
      type: 'prose',
      id: 'carbon-calculator',
      tone: 'tint',
      eyebrow: 'Carbon calculator',
      heading: 'The challenge: carbon data that nobody fully trusts',
      paragraphs: [
        'Most organisations assemble their footprint once a year from utility invoices, fuel cards, travel bookings and supplier questionnaires kept in separate spreadsheets. Emission factors go out of date, estimates are not labelled as estimates, and by the time the total reaches the board nobody can say which numbers moved or why.',
        'Scope 3 makes it harder still. Purchased goods, logistics and the use of sold products often dwarf direct emissions, yet they depend on supplier data you do not control. ESRS E1 and IFRS S2 both ask for value-chain emissions with the methods and assumptions explained, and CSRD brings that information within the scope of external assurance.',
      ],
    },
    {
      type: 'cards',
      tone: 'tint',
      eyebrow: 'The solution',
      heading: 'Measure, reduce, report',
      columns: 3,
      numbered: true,
      cards: [
        {
          number: 1,
          title: 'Measure',
          icon: 'calculator',
          description:
            'Activity data is pulled from invoices, meters and your ERP and converted with dated, sourced emission factors. Every figure keeps a trail back to its source document, with estimates flagged as such.',
        },
        {
          number: 2,
          title: 'Reduce',
          icon: 'trending-down',
          description:
            'Hotspot analysis ranks sites, suppliers and activities by their share of the footprint. Model options such as renewable tariffs or fleet changes and see their effect on the trajectory before committing budget.',
        },
        {
          number: 3,
          title: 'Report',
          icon: 'file-check',
          description:
            'Outputs are laid out for ESRS E1, IFRS S2, GRI 305 and CDP questionnaires, with location-based and market-based Scope 2 side by side and a methodology note an assurer can test.',
        },
      ],
    },
    {
      type: 'benefits',
      heading: 'What the carbon calculator changes',
      items: [
        {
          title: 'Numbers you can defend',
          icon: 'badge-check',
          description:
            'Because each total traces back to its source data and emission factor, questions from auditors, lenders or customers can be answered in minutes instead of by rebuilding the spreadsheet.',
        },
        {
          title: 'Less manual collection',
          icon: 'clock',
          description:
            'Connected sources and reusable supplier requests replace the annual scramble for invoices, so the sustainability team spends its time on analysis rather than chasing data.',
        },
        {
          title: 'Decisions tied to targets',
          icon: 'target',
          description:
            'Reduction options are costed and compared against your near-term target, which makes it easier to agree a decarbonisation plan with finance and operations.',
        },
      ],
    },
    {
      type: 'steps',
      id: 'tracker',
      tone: 'tint',
      eyebrow: 'Sustainability tracker',
      heading: 'Get the sustainability tracker running in three steps',
      intro:
        'The tracker follows every ESG indicator from collection to disclosure, with an owner and a due date for each.',
      steps: [
        {
          title: 'Start',
          description:
            'Choose the frameworks you report against and the indicators that are material to you. The tracker builds a collection calendar and assigns each metric to a named owner.',
        },
        {
          title: 'Connect',
          description:
            'Link the systems that already hold your data, such as finance, HR, facilities and procurement, or invite colleagues and suppliers to submit figures and evidence through guided forms.',
        },
        {
          title: 'Track & Report',
          description:
            'Watch completion and data quality by site and by topic, resolve exceptions as they appear, and export framework-ready tables once the reporting period closes.',
        },
      ],
    },
    {
      type: 'cta',
      title: 'See the software working on your own data',
      text: 'Request access and we will configure a workspace around your reporting boundary, frameworks and deadlines, so you can judge the tools on real figures.',
      actions: [
        { label: 'Request Access', href: '/contact', variant: 'primary' },
        { label: 'Start Your Free Assessment', href: '/start-green', variant: 'secondary' },
      ],
    },
  ],
} satisfies TemplatePage;

export default page;
