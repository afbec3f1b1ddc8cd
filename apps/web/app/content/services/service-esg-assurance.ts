import type { TemplatePage } from '~/blocks/types';

/**
 * /service/esg-assurance: catalogue entry "ESG Assurance (ISAE 3000 and ISAE 3410)": two services.
 * The limited/reasonable comparison table and the engagement steps support the catalogue's
 * "explain limited vs reasonable assurance"; they carry no catalogue counts.
 */
const page = {
  path: '/service/esg-assurance',
  specRow: 'ESG Assurance (ISAE 3000 and ISAE 3410)',
  blocks: [
    {
      type: 'hero',
      eyebrow: 'ESG assurance',
      title: 'ESG assurance under ISAE 3000 and ISAE 3410',
      intro:
        'Independent limited or reasonable assurance of your sustainability information and greenhouse gas statements, so investors, lenders and regulators can rely on what you report.',
      visual: 'shield',
      badges: ['ISAE 3000 (Revised)', 'ISAE 3410', 'Limited assurance', 'Reasonable assurance'],
      actions: [
        { label: 'Get in Touch', href: '/contact', variant: 'primary' },
        { label: 'About Us', href: '/about', variant: 'secondary' },
      ],
    },
    {
      type: 'prose',
      eyebrow: 'What assurance gives you',
      heading: 'An independent conclusion your stakeholders can rely on',
      paragraphs: [
        'An assurance engagement ends with an independent practitioner’s conclusion on whether your reported information has been prepared, in all material respects, in accordance with the criteria you chose, whether those are ESRS, the GHG Protocol, GRI or your own published methodology. ISAE 3000 (Revised), issued by the International Auditing and Assurance Standards Board, governs engagements on information other than historical financial statements; ISAE 3410 adds specific requirements for greenhouse gas statements.',
        'The level of assurance decides how much work is done and how the conclusion is worded. Limited assurance is the level CSRD requires for now and the usual starting point for voluntary reports; reasonable assurance is far more demanding and suits mature processes or metrics tied to targets, financing or executive pay. We also track the move to ISSA 5000, the IAASB’s new overarching standard for sustainability assurance, so your engagement stays current.',
        'Independence is non-negotiable: we will not assure information that our own advisers helped you prepare, and we tell you at the scoping stage if that rules out any part of the work.',
      ],
    },
    {
      type: 'cards',
      eyebrow: 'Our services',
      heading: 'Two assurance services',
      columns: 2,
      cards: [
        {
          title: 'ISAE 3000 assurance of sustainability information',
          description:
            'Assurance over a sustainability statement, a full ESG report or selected KPIs, covering metrics such as workforce, health and safety, water and waste as well as narrative disclosures and the process behind your double materiality assessment.',
          icon: 'file-check',
          points: [
            'CSRD and ESRS sustainability statements',
            'Selected KPIs in annual or impact reports',
            'Metrics behind sustainability-linked loans and bonds',
          ],
        },
        {
          title: 'ISAE 3410 assurance of GHG statements',
          description:
            'Assurance of your greenhouse gas statement, testing Scope 1 and Scope 2 emissions and any Scope 3 categories you report. We examine activity data, emission factors, organisational boundaries and the estimation uncertainty inherent in emissions figures.',
          icon: 'cloud',
          points: [
            'Inventories prepared under the GHG Protocol',
            'Base-year recalculations and progress against SBTi targets',
            'Emissions data for CDP responses and lender reporting',
          ],
        },
      ],
    },
    {
      type: 'table',
      tone: 'tint',
      heading: 'Limited versus reasonable assurance',
      intro:
        'Both levels are available under ISAE 3000 and ISAE 3410. The difference lies in the depth of work and the strength of the conclusion.',
      columns: ['', 'Limited assurance', 'Reasonable assurance'],
      rows: [
        {
          label: 'Level of assurance',
          cells: [
            'Meaningful but lower; the risk that a material misstatement goes undetected is greater.',
            'High but not absolute, comparable to the level of a financial statement audit.',
          ],
        },
        {
          label: 'Procedures',
          cells: [
            'Mainly enquiries and analytical procedures, with limited testing of underlying records.',
            'Detailed testing of data and, where relied on, of controls, built on an understanding of the internal control relevant to the information.',
          ],
        },
        {
          label: 'Form of conclusion',
          cells: [
            'Worded negatively: nothing has come to the practitioner’s attention suggesting the information is materially misstated.',
            'Worded positively: the practitioner gives an opinion that the information is fairly stated against the applicable criteria in every material respect.',
          ],
        },
        {
          label: 'Typical use',
          cells: [
            'First-year engagements, the present CSRD requirement and most voluntary ESG reports.',
            'Mature reporting processes with strong controls, and metrics linked to targets, financing or incentives.',
          ],
        },
      ],
    },
    {
      type: 'steps',
      eyebrow: 'How it works',
      heading: 'The assurance engagement, step by step',
      steps: [
        {
          title: 'Scoping and acceptance',
          description:
            'We agree the subject matter, the reporting criteria and the level of assurance, and confirm our independence before signing an engagement letter.',
        },
        {
          title: 'Planning and risk assessment',
          description:
            'We set materiality, understand how the data is gathered and consolidated, and focus our procedures where misstatement is most likely.',
        },
        {
          title: 'Evidence gathering',
          description:
            'We interview data owners, visit or virtually walk through sites, recalculate figures and test records against source documents.',
        },
        {
          title: 'Reporting',
          description:
            'We issue the assurance report for publication, together with a management letter setting out findings and improvements for next year.',
        },
      ],
    },
    {
      type: 'cta',
      title: 'Prepare for assured reporting',
      text: 'Whether you need limited assurance this year or a route to reasonable assurance later, we will scope an engagement that fits your reporting cycle.',
      actions: [
        { label: 'Book a consultation', href: '/contact', variant: 'primary' },
        { label: 'Start Your Free Assessment', href: '/start-green', variant: 'secondary' },
      ],
    },
  ],
} satisfies TemplatePage;

export default page;
