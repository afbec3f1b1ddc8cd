// The footer's link columns: their own module, so only the footer's code (loaded where a page
// was not prerendered) carries them, not every page's first load.

export interface FooterColumn {
  heading: string;
  links: { label: string; href: string }[];
}

export const footerColumns: FooterColumn[] = [
  {
    heading: 'Software',
    links: [
      { label: 'ESG Compass Suite', href: '/esg-software/compass' },
      { label: 'Net Zero', href: '/esg-software/net-zero' },
      { label: 'GreenShield', href: '/esg-software/green-shield' },
      { label: 'Pricing', href: '/pricing' },
    ],
  },
  {
    heading: 'ESG Advisory',
    links: [
      {
        label: 'Programme establishment',
        href: '/solution/getting-started/esg-program-establishment',
      },
      {
        label: 'Materiality & strategy',
        href: '/solution/getting-started/materiality-assessment-&-strategy',
      },
      { label: 'ESG governance', href: '/solution/levelling-up/esg-governance' },
      { label: 'ESG data management', href: '/solution/levelling-up/esg-data-management' },
      { label: 'Greenwashing controls', href: '/solution/levelling-up/greenwashing-controls' },
      {
        label: 'Disclosures & reporting',
        href: '/solution/levelling-up/esg-disclosures-&-reporting',
      },
    ],
  },
  {
    heading: 'Assurance',
    links: [
      { label: 'Third-party assurance', href: '/services/esg-third-party-assurance' },
      { label: 'Supply chain audits', href: '/solution/assurance/esg-supply-chain-audits' },
      { label: 'ESG due diligence', href: '/solution/assurance/esg-due-diligence' },
      { label: 'Business assurance', href: '/service/business' },
      { label: 'Internal audit', href: '/service/internal-audit' },
      { label: 'Compliance', href: '/service/compliance' },
      { label: 'Risk management', href: '/service/risk-management' },
      { label: 'Finance transformation', href: '/service/finance' },
      { label: 'Stakeholder management', href: '/service/strategic-stakeholder' },
      { label: 'Data lab', href: '/service/data-lab' },
    ],
  },
  {
    heading: 'ESG services',
    links: [
      { label: 'All ESG services', href: '/service/esg' },
      { label: 'ESG diagnostic', href: '/service/esg-diagnostic' },
      { label: 'ESG strategy', href: '/service/esg-strategy' },
      { label: 'Board-level consulting', href: '/service/board-level' },
      { label: 'Governance & reporting', href: '/service/esg-governance' },
      { label: 'ESG internal audit', href: '/service/esg-ia-program' },
      { label: 'ESG in ERM', href: '/service/erm-program' },
      { label: 'ERM & resilience', href: '/service/esg-erm-resilience' },
      { label: 'ESG compliance', href: '/service/esg-compliance' },
      { label: 'ESG controllership', href: '/service/esg-controllership' },
      { label: 'Gap assessment', href: '/services/esg-gap-assessment-&-benchmarking' },
      { label: 'Managed services', href: '/services/sustainability-managed-services' },
    ],
  },
  {
    heading: 'Learn',
    links: [
      { label: 'Academy', href: '/academy-page' },
      { label: 'Reporting & assurance course', href: '/course-1' },
      { label: 'Climate risk course', href: '/course-2' },
      { label: 'Blog', href: '/academy/blogs' },
      { label: 'Podcast & News', href: '/academy/news-podcast' },
      { label: 'Books', href: '/books' },
      { label: 'Standards assistant', href: '/ai-chatbot' },
      { label: 'Maturity medals', href: '/award' },
      { label: 'Programme waiting list', href: '/waiting-list' },
    ],
  },
  {
    heading: 'Company',
    links: [
      { label: 'About', href: '/about' },
      { label: 'Contact', href: '/contact' },
      { label: 'Our principles', href: '/principles' },
      { label: 'Partners', href: '/parteners' },
      { label: 'Early access', href: '/coming-soon' },
      { label: 'TrustLink', href: '/trust-link-1' },
      { label: 'Report a concern online', href: '/trust-link-2' },
      { label: 'Submit an interaction', href: '/submit-interaction' },
      { label: 'Privacy policy', href: '/legal/privacy-policy' },
      { label: 'Cookie policy', href: '/legal/Cookies' },
      { label: 'Terms of service', href: '/legal/terms-of-service' },
    ],
  },
];
