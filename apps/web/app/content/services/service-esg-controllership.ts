import type { TemplatePage } from '~/blocks/types';

/** ESG controllership: catalogue entry "ESG Controllership" (four services). */
const page = {
  path: '/service/esg-controllership',
  specRow: 'ESG Controllership',
  blocks: [
    {
      type: 'hero',
      eyebrow: 'Finance-grade ESG data',
      title: 'ESG controllership',
      intro:
        'Sustainability figures now sit beside the financial statements and face the same scrutiny. We bring the disciplines of the controller’s office to ESG data: defined ownership, a reporting calendar, documented controls and a clean audit trail.',
      actions: [
        { label: 'Consult Our Experts', href: '/contact', variant: 'primary' },
        { label: 'About Us', href: '/about', variant: 'secondary' },
      ],
      visual: 'chart',
      badges: ['COSO ICSR', 'ISAE 3000 (Revised)', 'ISAE 3410', 'GHG Protocol'],
    },
    {
      type: 'prose',
      eyebrow: 'Why controllership',
      heading: 'Treat ESG numbers with the rigour of the ledger',
      paragraphs: [
        'Emissions, energy, workforce and supply-chain metrics are often compiled in spreadsheets by a few specialists shortly before publication. That works until an assurance provider asks how a figure was derived, who reviewed it and what would have caught an error. Controllership answers those questions in advance.',
        'We draw on COSO’s 2023 supplemental guidance on achieving effective internal control over sustainability reporting (ICSR), which applies the familiar Internal Control – Integrated Framework to sustainability information. For companies applying the 2024 UK Corporate Governance Code, Provision 29 adds a board declaration on the effectiveness of material internal controls for financial years beginning on or after 1 January 2026, covering reporting and compliance controls as well as financial ones.',
      ],
    },
    {
      type: 'cards',
      eyebrow: 'Our controllership services',
      heading: 'Four services that make ESG data reliable',
      columns: 2,
      cards: [
        {
          title: 'Data ownership and definitions',
          description:
            'Every reported metric gets an owner, a written definition, a reporting boundary and a calculation method, held in a single ESG accounting policy manual.',
          icon: 'database',
        },
        {
          title: 'Process and control design',
          description:
            'We document how each metric flows from source system to disclosure and design preventive and detective controls at the points where errors are most likely.',
          icon: 'workflow',
          points: [
            'Process narratives and flowcharts',
            'Risk and control matrix',
            'Segregation of preparer and reviewer',
          ],
        },
        {
          title: 'ESG close and consolidation',
          description:
            'Sustainability reporting joins the financial close calendar, with consolidation rules and organisational boundaries kept consistent between the two sets of figures.',
          icon: 'calendar',
        },
        {
          title: 'Assurance readiness testing',
          description:
            'Before external assurance under ISAE 3000 (Revised) or ISAE 3410, we walk through and test your controls, so that findings are fixed internally rather than reported by the assurer.',
          icon: 'clipboard-check',
        },
      ],
    },
    {
      type: 'cta',
      title: 'Bring control to your ESG reporting',
      text: 'Talk to our controllership team about the metrics you report today and the assurance you expect to face in the years ahead.',
      actions: [
        { label: 'Book a consultation', href: '/contact', variant: 'primary' },
        { label: 'Start Your Free Assessment', href: '/start-green', variant: 'secondary' },
      ],
    },
  ],
} satisfies TemplatePage;

export default page;
