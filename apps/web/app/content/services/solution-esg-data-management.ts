import type { TemplatePage } from '~/blocks/types';

/**
 * /solution/levelling-up/esg-data-management: catalogue entry "ESG Data Management" (hero
 * "One Platform, One Data, One Source of Truth"; intro; slider of 8 cards on Data Quality and
 * Governance; call "Master Your ESG Data"; section "Start Your ESG Data Excellence Journey Today"
 * with Request a Demo to /contact). The catalogue title "ESG data management" is the eyebrow.
 */
const page = {
  path: '/solution/levelling-up/esg-data-management',
  specRow: 'ESG Data Management',
  blocks: [
    {
      type: 'hero',
      eyebrow: 'ESG Data Management',
      title: 'One Platform, One Data, One Source of Truth',
      intro:
        'Bring ESG data from every site, system and supplier into one governed data set, with the quality checks and audit trail an assurance provider will expect to see.',
      visual: 'dashboard',
      badges: ['ESRS data points', 'IFRS S2', 'GHG Protocol', 'Assurance-ready'],
      actions: [
        { label: 'Request a Demo', href: '/contact#contact-form', variant: 'primary' },
        { label: 'Contact Us', href: '/contact', variant: 'secondary' },
      ],
    },
    {
      type: 'prose',
      eyebrow: 'Why it matters',
      heading: 'ESG data deserves the rigour of financial data',
      paragraphs: [
        'Sustainability figures now sit alongside the financial statements and, under the CSRD, must be externally assured. Yet they are often assembled from emails, spreadsheets and supplier portals with no record of who changed what, or why. We help you build one controlled source for every metric you disclose.',
        'Together we define the data model, connect the source systems, set the quality rules and assign ownership, so any number in your report can be traced back to its origin in a few clicks.',
      ],
    },
    {
      type: 'slider',
      eyebrow: 'Eight disciplines',
      heading: 'Data Quality and Governance',
      intro: 'What it takes to turn raw ESG inputs into figures you can sign off and defend.',
      cards: [
        {
          title: 'Data inventory and mapping',
          description:
            'Every metric you report or plan to report is listed, mapped to ESRS data points or ISSB requirements, and recorded with its source system, owner and collection frequency.',
          icon: 'layers',
        },
        {
          title: 'Standard definitions',
          description:
            'Each metric receives a written definition, organisational boundary, unit and calculation method, so a figure means the same thing in every business unit and every year.',
          icon: 'book-open',
        },
        {
          title: 'Automated collection',
          description:
            'Connectors and structured templates replace manual re-keying from energy invoices, HR systems, ERPs and supplier responses, cutting transcription errors at the point of entry.',
          icon: 'workflow',
        },
        {
          title: 'Validation rules',
          description:
            'Range, completeness, consistency and year-on-year variance checks flag anomalies before they reach a report, and every exception is explained and resolved by its owner.',
          icon: 'check-circle',
        },
        {
          title: 'Lineage and audit trail',
          description:
            'Each figure keeps a history of its source, transformations, approvals and manual adjustments, giving your assurance provider the evidence trail it needs without a document hunt.',
          icon: 'git-branch',
        },
        {
          title: 'Roles, access and approvals',
          description:
            'Data owners, reviewers and approvers are set up in the platform with segregation of duties and sign-off steps modelled on the financial close.',
          icon: 'key',
        },
        {
          title: 'Internal controls over reporting',
          description:
            'Key controls across the sustainability reporting process are designed, documented and tested, supporting the ESRS 2 disclosure on risk management and internal controls over sustainability reporting.',
          icon: 'lock',
        },
        {
          title: 'Digital reporting',
          description:
            'Approved data flows into dashboards and disclosure templates and is structured for the digital tagging the CSRD requires of sustainability statements.',
          icon: 'file-check',
        },
      ],
      // Two per view on wide screens, one at or below 1024 px, looping, like the other
      // due-diligence and supply-chain sliders; this one starts at index 1.
      slider: {
        loop: true,
        slidesPerView: { base: 1, 1025: 2 },
        startIndex: 1,
      },
    },
    {
      type: 'prose',
      tone: 'dark',
      eyebrow: 'See it working',
      heading: 'Master Your ESG Data',
      paragraphs: [
        'See how a governed ESG data platform replaces the year-end scramble with a calm monthly routine: data arrives on schedule, checks run automatically and each exception lands with the right owner.',
      ],
      action: { label: 'Book a Demo', href: '/contact' },
    },
    {
      type: 'cta',
      title: 'Start Your ESG Data Excellence Journey Today',
      text: 'Tell us which frameworks you report under and where your data lives today, and we will show you the platform and a practical route to assurance-ready figures.',
      actions: [
        { label: 'Request a Demo', href: '/contact', variant: 'primary' },
        { label: 'About Us', href: '/about', variant: 'secondary' },
      ],
    },
  ],
} satisfies TemplatePage;

export default page;
