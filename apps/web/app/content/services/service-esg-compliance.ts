import type { TemplatePage } from '~/blocks/types';

/** ESG compliance: catalogue entry "ESG Compliance service" (eight benefits). */
const page = {
  path: '/service/esg-compliance',
  specRow: 'ESG Compliance service',
  blocks: [
    {
      type: 'hero',
      eyebrow: 'Regulatory compliance',
      title: 'ESG compliance',
      intro:
        'ESG regulation now reaches well beyond an annual sustainability report, into marketing claims, supply chains and how activities are classified. We build a compliance programme that shows which obligations apply to you, who owns each one and how you will evidence it.',
      actions: [
        { label: 'Get in Touch', href: '/contact', variant: 'primary' },
        { label: 'Start Your Free Assessment', href: '/start-green', variant: 'secondary' },
      ],
      visual: 'audit',
      badges: [
        'CSRD',
        'ISSB',
        'EU Taxonomy',
        'FCA Anti-Greenwashing Rule',
        'CMA Green Claims Code',
      ],
    },
    {
      type: 'prose',
      eyebrow: 'What we do',
      heading: 'A compliance programme sized to your obligations',
      paragraphs: [
        'We begin with an obligations register: a structured inventory of the ESG rules that apply to your entities and markets. Depending on your profile that can include sustainability reporting under CSRD and the ESRS, ISSB-based disclosure requirements as jurisdictions adopt IFRS S1 and S2, EU Taxonomy reporting, UK Streamlined Energy and Carbon Reporting, modern slavery statements and climate disclosures required of UK listed companies.',
        'Claims deserve equal attention. The FCA’s Anti-Greenwashing Rule, in force since 31 May 2024, requires authorised firms to make sure sustainability references are fair, clear and not misleading, and the CMA’s Green Claims Code sets out how businesses should substantiate environmental claims to consumers. We design the review, approval and evidence steps that keep marketing, product and investor communications within those expectations.',
        'Each obligation is then assigned an owner, a control and a monitoring routine, and a horizon-scanning process keeps the register current as rules are amended or their timetables change.',
      ],
    },
    {
      type: 'benefits',
      eyebrow: 'Why it matters',
      heading: 'Eight benefits of a structured ESG compliance programme',
      items: [
        {
          title: 'Certainty about what applies',
          description:
            'A maintained obligations register replaces guesswork about which ESG reporting, due diligence and claims rules reach each entity in the group.',
          icon: 'list-checks',
        },
        {
          title: 'Early warning of regulatory change',
          description:
            'Regular horizon scanning flags new and amended requirements, giving teams time to adapt processes before deadlines arrive.',
          icon: 'alert-triangle',
        },
        {
          title: 'Green claims you can defend',
          description:
            'Substantiation checks against the Anti-Greenwashing Rule and the Green Claims Code reduce the risk of enforcement, complaints and reputational damage.',
          icon: 'megaphone',
        },
        {
          title: 'Accurate Taxonomy reporting',
          description:
            'Eligible activities are tested against the technical screening criteria, do no significant harm (DNSH) criteria and minimum safeguards before being reported as aligned.',
          icon: 'check-circle',
        },
        {
          title: 'Clear accountability',
          description:
            'Every obligation has a named owner and a documented control, so responsibility does not fall between sustainability, legal and finance teams.',
          icon: 'user-check',
        },
        {
          title: 'Lower cost of compliance',
          description:
            'Data collected once is mapped to several regimes, avoiding duplicate requests to business units and repeated calculations.',
          icon: 'coins',
        },
        {
          title: 'Evidence on demand',
          description:
            'Organised evidence files let you respond quickly to regulators, assurance providers and customer questionnaires without a scramble.',
          icon: 'file-check',
        },
        {
          title: 'Stronger stakeholder trust',
          description:
            'Consistent, compliant disclosures reassure investors, lenders and customers that your sustainability information can be relied upon.',
          icon: 'handshake',
        },
      ],
    },
    {
      type: 'cta',
      title: 'Stay ahead of ESG regulation',
      text: 'Ask us for an obligations review of your group, or begin with the free maturity assessment to see how prepared you are today.',
      actions: [
        { label: 'Contact Us', href: '/contact', variant: 'primary' },
        { label: 'Start Your Free Assessment', href: '/start-green', variant: 'secondary' },
      ],
    },
  ],
} satisfies TemplatePage;

export default page;
