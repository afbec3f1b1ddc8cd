/**
 * The shared navigation, as data. Groups may nest three levels deep
 * (Solutions > ESG Advisory > Getting Started > page). The Software, Solutions and Learn groups
 * are links as well as menus (on purpose: the original made them disabled entries).
 */
export interface NavItem {
  label: string;
  href?: string;
  description?: string;
  children?: NavItem[];
}

export const mainNav: NavItem[] = [
  {
    label: 'Software',
    href: '/esg-software',
    children: [
      {
        label: 'ESG Compass Suite',
        href: '/esg-software/compass',
        description: 'ESG performance insights',
      },
      { label: 'Net Zero', href: '/esg-software/net-zero', description: 'AI carbon management' },
      {
        label: 'GreenShield',
        href: '/esg-software/green-shield',
        description: 'ESG risk and anti-greenwashing',
      },
    ],
  },
  {
    label: 'Solutions',
    href: '/solution',
    children: [
      {
        label: 'ESG Advisory',
        children: [
          {
            label: 'Getting Started',
            children: [
              {
                label: 'ESG Program Establishment',
                href: '/solution/getting-started/esg-program-establishment',
              },
              {
                label: 'Materiality Assessment & Strategy',
                href: '/solution/getting-started/materiality-assessment-&-strategy',
              },
            ],
          },
          {
            label: 'Levelling-Up',
            children: [
              { label: 'ESG Governance', href: '/solution/levelling-up/esg-governance' },
              { label: 'ESG Data Management', href: '/solution/levelling-up/esg-data-management' },
              {
                label: 'Greenwashing Controls',
                href: '/solution/levelling-up/greenwashing-controls',
              },
              {
                label: 'ESG Disclosures & Reporting',
                href: '/solution/levelling-up/esg-disclosures-&-reporting',
              },
            ],
          },
        ],
      },
      {
        label: 'ESG Assurance',
        children: [
          { label: 'ESG Third-Party Assurance', href: '/services/esg-third-party-assurance' },
          { label: 'ESG Supply Chain Audits', href: '/solution/assurance/esg-supply-chain-audits' },
          { label: 'ESG Due Diligence', href: '/solution/assurance/esg-due-diligence' },
        ],
      },
      {
        label: 'Business Assurance',
        children: [
          { label: 'Internal Audit', href: '/service/internal-audit' },
          { label: 'Compliance', href: '/service/compliance' },
          { label: 'Risk Management', href: '/service/risk-management' },
        ],
      },
    ],
  },
  {
    label: 'Learn',
    href: '/academy',
    children: [
      { label: 'Academy', href: '/academy-page', description: 'Certificate courses and GreenHub' },
      { label: 'Blog', href: '/academy/blogs', description: 'Articles from our practitioners' },
      {
        label: 'Podcast & News',
        href: '/academy/news-podcast',
        description: 'Episodes and announcements',
      },
      { label: 'Award', href: '/award', description: 'Sustainability Maturity Medals' },
    ],
  },
  { label: 'Pricing', href: '/pricing' },
  { label: 'About', href: '/about' },
];
