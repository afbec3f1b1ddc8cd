import type { TemplatePage } from '~/blocks/types';

/**
 * ESG governance and reporting excellence: catalogue entry "ESG Governance and
 * Reporting Excellence (CSRD, ISSB, IFRS, SASB, GRI)": a tabbed panel of five services. The tab
 * behaviour (one tab at a time, starting at the first, auto-advance every 10 s wrapping to the
 * first, at most six tabs) is shared by every tabbed panel, so it lives in the tabs component.
 */
const page = {
  path: '/service/esg-governance',
  specRow: 'ESG Governance and Reporting Excellence (CSRD, ISSB, IFRS, SASB, GRI)',
  blocks: [
    {
      type: 'hero',
      eyebrow: 'Governance and reporting',
      title: 'ESG governance and reporting excellence',
      intro:
        'Sustainability reporting is now judged like financial reporting: on its completeness, consistency and the controls behind it. We help you report confidently under CSRD, ISSB, IFRS S1 and S2, SASB and GRI, with governance that stands up to assurance.',
      actions: [
        { label: 'Contact Us', href: '/contact', variant: 'primary' },
        { label: 'Start Your Free Assessment', href: '/start-green', variant: 'secondary' },
      ],
      visual: 'audit',
      badges: ['CSRD', 'ESRS', 'ISSB', 'IFRS S1', 'IFRS S2', 'SASB', 'GRI'],
    },
    {
      type: 'prose',
      eyebrow: 'Many frameworks, one reporting process',
      heading: 'Report once, satisfy several audiences',
      paragraphs: [
        'The frameworks serve different readers. ESRS under CSRD and the GRI Standards address impacts on people and the planet as well as financial effects; IFRS S1 and S2 and the SASB Standards focus on information that matters to investors. Much of the underlying data is shared, and the ISSB and EFRAG have published guidance on interoperability between IFRS S2 and ESRS climate disclosures, so we design a single data model and close process that feeds each report instead of running parallel projects.',
        'Good reporting rests on good governance. Alongside the disclosures we set clear ownership for every metric, documented calculation methods and review controls, so the numbers you publish can be traced, explained and assured.',
      ],
    },
    {
      type: 'tabs',
      id: 'reporting-services',
      tone: 'tint',
      heading: 'Five reporting services, one governed approach',
      intro: 'Choose a service to see what it involves.',
      tabs: [
        {
          title: 'CSRD and ESRS reporting',
          description:
            'Sustainability statements prepared to the European Sustainability Reporting Standards, from double materiality to final tagging.',
          icon: 'file-text',
          detail: {
            title: 'From double materiality to a compliant sustainability statement',
            description:
              'We run or review your double materiality assessment, map the material impacts, risks and opportunities to ESRS disclosure requirements and datapoints, and draft the sustainability statement within the management report.',
            points: [
              'Double materiality assessment with documented thresholds',
              'Datapoint mapping across ESRS 2 and the topical standards',
              'Value-chain information and estimation approach',
              'Preparation for limited assurance by the statutory assurer',
            ],
          },
        },
        {
          title: 'ISSB readiness: IFRS S1 and S2',
          description:
            'Investor-focused disclosures on sustainability-related and climate-related risks and opportunities under the ISSB standards.',
          icon: 'globe',
          detail: {
            title: 'Disclosures built on the IFRS Sustainability Disclosure Standards',
            description:
              'IFRS S1 sets the general requirements for disclosing sustainability-related financial information, and IFRS S2 the specific climate requirements. We assess your readiness against both and plan a first report using the transition reliefs available.',
            points: [
              'Governance, strategy, risk management, metrics and targets content',
              'Climate resilience and scenario analysis for IFRS S2',
              'Scope 1, 2 and 3 emissions measured under the GHG Protocol',
              'Connection between sustainability and financial statements',
            ],
          },
        },
        {
          title: 'SASB industry metrics',
          description:
            'Industry-specific topics and metrics that investors use to compare companies within a sector.',
          icon: 'factory',
          detail: {
            title: 'Sector metrics investors can compare',
            description:
              'The SASB Standards, now maintained by the ISSB, define disclosure topics and metrics for 77 industries, and IFRS S1 requires companies to refer to them when identifying risks and opportunities. We identify your applicable industry standards and build the metric definitions and data flows behind them.',
            points: [
              'Industry classification and applicable standards',
              'Metric definitions, boundaries and calculation notes',
              'Activity metrics that give context to performance data',
            ],
          },
        },
        {
          title: 'GRI impact reporting',
          description:
            'Reporting on your most significant impacts on the economy, environment and people under the GRI Standards.',
          icon: 'users',
          detail: {
            title: 'Transparent impact reporting with the GRI Standards',
            description:
              'We apply the Universal Standards, including the material topics process in GRI 3, then the relevant Sector and Topic Standards, producing a report and content index prepared in accordance with GRI.',
            points: [
              'Impact-based material topics assessment under GRI 3',
              'Sector Standard applicability review',
              'GRI content index and reasons for omission',
              'Reuse of GRI data in ESRS impact disclosures',
            ],
          },
        },
        {
          title: 'Governance and controls over reporting',
          description:
            'Roles, policies and internal controls that make sustainability figures reliable, repeatable and ready for assurance.',
          icon: 'shield-check',
          detail: {
            title: 'Controls that make sustainability data assurable',
            description:
              'We define accountabilities from the board down to data owners, document processes and key controls for each material metric, and prepare evidence files that an assurance provider working to ISAE 3000 (Revised) or ISAE 3410 can test.',
            points: [
              'Reporting governance charter and RACI for each metric',
              'Risk and control matrix for sustainability data',
              'Management review and sign-off before publication',
            ],
          },
        },
      ],
    },
    {
      type: 'cta',
      title: 'Raise the standard of your ESG reporting',
      text: 'Tell us which frameworks apply to you and when your next report is due, and we will show how one governed process can meet them all.',
      actions: [
        { label: 'Consult Our Experts', href: '/contact', variant: 'primary' },
        { label: 'About Us', href: '/about', variant: 'secondary' },
      ],
    },
  ],
} satisfies TemplatePage;

export default page;
