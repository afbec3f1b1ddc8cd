import type { TemplatePage } from '~/blocks/types';

/**
 * /services/esg-third-party-assurance: catalogue entry "Third-party assurance landing"
 * (seven-card slider). The slider walks through an engagement under ISAE 3000 (Revised) and
 * ISAE 3410; a table sets limited against reasonable assurance.
 */
const page = {
  path: '/services/esg-third-party-assurance',
  specRow: 'Third-party assurance landing',
  blocks: [
    {
      type: 'hero',
      eyebrow: 'Assurance services',
      title: 'ESG Third-Party Assurance',
      intro:
        'Independent ISAE 3000 (Revised) and ISAE 3410 engagements over your ESG metrics and GHG inventory, ending in a published conclusion that investors and regulators can rely on.',
      visual: 'audit',
      badges: ['ISAE 3000 (Revised)', 'ISAE 3410', 'Limited assurance', 'Reasonable assurance'],
      actions: [
        { label: 'Get in Touch', href: '/contact', variant: 'primary' },
        { label: 'About Us', href: '/about', variant: 'secondary' },
      ],
    },
    {
      type: 'prose',
      eyebrow: 'Why independent assurance',
      heading: 'Confidence that comes from independence',
      paragraphs: [
        'Assurance tells readers that a qualified, independent practitioner has examined your sustainability information against stated criteria and reached a conclusion on it. The CSRD requires limited assurance of the sustainability statement, lenders and investors increasingly ask for assured greenhouse gas figures, and many companies seek assurance over their first reports under IFRS S2.',
        'We perform engagements under ISAE 3000 (Revised), the international standard for assurance on non-financial information, and ISAE 3410 for greenhouse gas statements, at a limited or reasonable level depending on what your users need and how ready your data is.',
      ],
    },
    {
      type: 'slider',
      eyebrow: 'The engagement',
      heading: 'Seven stages of a third-party assurance engagement',
      numbered: true,
      cards: [
        {
          title: 'Scoping and acceptance',
          description:
            'We agree the subject matter, reporting criteria, level of assurance and period covered, and confirm our independence before the engagement letter is signed.',
          icon: 'target',
        },
        {
          title: 'Understanding your reporting',
          description:
            'We learn how your data is gathered, calculated and reviewed, and identify where a material misstatement is most likely to arise.',
          icon: 'search',
        },
        {
          title: 'Risk assessment and planning',
          description:
            'Materiality is set and an assurance plan drawn up, with procedures weighted towards the riskiest metrics, sites and emission sources.',
          icon: 'list-checks',
        },
        {
          title: 'Evidence gathering',
          description:
            'We carry out inquiries, analytical procedures, recalculations and sample tests back to source records; reasonable assurance adds testing of controls and more extensive substantive work.',
          icon: 'file-check',
        },
        {
          title: 'GHG statement procedures',
          description:
            'On ISAE 3410 engagements we examine organisational and operational boundaries, activity data, emission factors and the Scope 1, 2 and 3 calculations against the GHG Protocol.',
          icon: 'cloud',
        },
        {
          title: 'Findings and management letter',
          description:
            'Misstatements and control observations are discussed as they arise, and a management letter sets out improvements for the next reporting period.',
          icon: 'message-circle',
        },
        {
          title: 'Assurance report',
          description:
            'We issue an independent assurance report containing a limited assurance conclusion in negative form or a reasonable assurance opinion in positive form, ready to publish with your disclosures.',
          icon: 'award',
        },
      ],
      // Does not loop. Like the other assessment and partner carousels: 2 on wide screens, 1 at
      // 1024, 800 and 480 or below, scroll 1, no dots, starting at slide 1.
      slider: {
        loop: false,
        slidesPerView: { base: 1, 1025: 2 },
        dots: false,
        startIndex: 1,
      },
    },
    {
      type: 'table',
      heading: 'Limited or reasonable assurance?',
      intro:
        'Both levels are available under ISAE 3000 (Revised) and ISAE 3410. The right choice depends on how heavily readers rely on the figures and how mature your controls are.',
      columns: ['Aspect', 'Limited assurance', 'Reasonable assurance'],
      rows: [
        {
          label: 'Level of assurance',
          cells: [
            'Meaningful, but lower than reasonable assurance',
            'High, though not absolute; comparable in depth to a financial statement audit',
          ],
        },
        {
          label: 'Typical procedures',
          cells: [
            'Mostly enquiries of management and analytical review, with only targeted checks back to source records',
            'Testing of controls, detailed substantive testing and far more evidence from source records',
          ],
        },
        {
          label: 'Form of conclusion',
          cells: [
            'Negative form: no matter has come to our notice indicating the information is materially misstated',
            'Positive form: an opinion that the information is prepared, in all material respects, in line with the criteria',
          ],
        },
        {
          label: 'Common uses',
          cells: [
            'The starting level under the CSRD and a typical first step for voluntary ESG reports',
            'Figures users rely on heavily, such as GHG data underpinning targets, financing terms or regulatory filings',
          ],
        },
        {
          label: 'What you need in place',
          cells: [
            'Documented processes and reconciled data for the metrics in scope',
            'Designed and operating internal controls, complete audit trails and robust evidence for every figure',
          ],
        },
      ],
    },
    {
      type: 'cta',
      title: 'Prepare for independent assurance',
      text: 'Whether you need limited assurance over your first CSRD sustainability statement or reasonable assurance over a greenhouse gas statement, we will scope an engagement around your reporting timetable.',
      actions: [
        { label: 'Talk to Us', href: '/contact', variant: 'primary' },
        { label: 'Start Your Free Assessment', href: '/start-green', variant: 'secondary' },
      ],
    },
  ],
} satisfies TemplatePage;

export default page;
