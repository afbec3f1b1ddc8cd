import type { TemplatePage } from '~/blocks/types';

/**
 * /service/esg-ia-program: catalogue entries "ESG IA Program" (four services) and
 * "ESG Internal Audit comparison" (table: Environment, Social, Governance against Data Collection,
 * Compliance and Reporting, Risk Identification, ESG IA's Unique Emphasis).
 */
const page = {
  path: '/service/esg-ia-program',
  specRow: 'ESG IA Program; ESG Internal Audit comparison',
  blocks: [
    {
      type: 'hero',
      eyebrow: 'ESG IA Program',
      title: 'ESG internal audit programme',
      intro:
        'Bring environmental, social and governance risks into your internal audit plan, with audit programmes and committee reporting designed for sustainability data and disclosures.',
      visual: 'audit',
      badges: ['CSRD and ESRS', 'IFRS S1 and S2', 'Global Internal Audit Standards'],
      actions: [
        { label: 'Consult Our Experts', href: '/contact', variant: 'primary' },
        { label: 'Request a Demo', href: '/contact#contact-form', variant: 'secondary' },
      ],
    },
    {
      type: 'prose',
      heading: 'Why internal audit needs an ESG lens',
      paragraphs: [
        'Sustainability information now carries legal weight comparable to financial reporting in many jurisdictions. CSRD requires external limited assurance of the sustainability statement, ISSB-based standards are being adopted for investor reporting, and regulators are acting against misleading green claims. Audit committees want to know whether the processes behind those disclosures are ready.',
        'Internal audit is well placed to tell them. It already understands the organisation’s governance, risk management and control processes, and the 2024 Global Internal Audit Standards expect it to look wherever the organisation’s objectives are exposed, including climate, human rights and supply chain risk. An ESG internal audit programme gives that work structure, so it is planned, resourced and reported like the rest of the audit plan.',
      ],
    },
    {
      type: 'cards',
      eyebrow: 'Our services',
      heading: 'Four services to build ESG into internal audit',
      columns: 4,
      cards: [
        {
          title: 'ESG risk assessment and audit universe',
          description:
            'We draw ESG risks from your double materiality assessment, risk register and published disclosures, add them to the audit universe and rate them alongside financial and operational risks.',
          icon: 'search',
        },
        {
          title: 'ESG audit plan and work programmes',
          description:
            'We prepare a risk-based ESG audit plan and detailed work programmes for areas such as emissions data, supplier due diligence, diversity metrics and sustainability governance.',
          icon: 'list-checks',
        },
        {
          title: 'Pre-assurance readiness reviews',
          description:
            'Before external assurance begins, we test the processes and controls behind reported metrics, trace figures back to source and give management time to fix issues.',
          icon: 'file-check',
          href: '/service/esg-assurance',
        },
        {
          title: 'Audit committee reporting and upskilling',
          description:
            'We report ESG audit results in a form the audit committee can use, and train your auditors in sustainability frameworks, metrics and data so the capability stays in house.',
          icon: 'presentation',
        },
      ],
    },
    {
      type: 'table',
      tone: 'tint',
      heading: 'How ESG internal audit differs across E, S and G',
      intro:
        'Each pillar draws on different evidence, answers to different reporting requirements and carries different risks. This is how our audit approach adapts.',
      columns: ['Focus area', 'Environment', 'Social', 'Governance'],
      rows: [
        {
          label: 'Data Collection',
          cells: [
            'Energy, fuel and refrigerant records, utility invoices, emission factors and supplier data for Scope 1, 2 and 3 inventories.',
            'HR and payroll records, health and safety incident logs, training data and the results of supplier labour audits.',
            'Board and committee minutes, policies, delegations of authority, remuneration data and whistleblowing case logs.',
          ],
        },
        {
          label: 'Compliance and Reporting',
          cells: [
            'ESRS E1 to E5, IFRS S2 climate disclosures, EU Taxonomy KPIs and the conditions of environmental permits.',
            'ESRS S1 to S4, modern slavery statements, gender pay gap reporting and human rights due diligence duties.',
            'ESRS G1 on business conduct, corporate governance codes, anti-bribery law and the governance disclosures required by IFRS S1.',
          ],
        },
        {
          label: 'Risk Identification',
          cells: [
            'Physical and transition climate risks, pollution incidents, resource scarcity and overstated environmental claims.',
            'Forced labour in supply chains, workplace safety, community opposition and weak diversity and inclusion practice.',
            'Weak board oversight of sustainability, incentives that reward the wrong outcomes, bribery and gaps in speak-up arrangements.',
          ],
        },
        {
          label: 'ESG IA’s Unique Emphasis',
          cells: [
            'Estimation methods, emission factor choices, organisational boundaries and the completeness of reported Scope 3 categories.',
            'Evidence from beyond the organisation’s own walls, in suppliers and communities, where data is hardest to verify.',
            'Whether ESG targets, incentives and disclosures are consistent with each other and with what the board actually oversees.',
          ],
        },
      ],
    },
    {
      type: 'cta',
      title: 'Put ESG on your audit plan',
      text: 'Talk to us about an ESG audit universe, a readiness review ahead of external assurance or sustainability training for your audit team.',
      actions: [
        { label: 'Book a consultation', href: '/contact', variant: 'primary' },
        { label: 'About Us', href: '/about', variant: 'secondary' },
      ],
    },
  ],
} satisfies TemplatePage;

export default page;
