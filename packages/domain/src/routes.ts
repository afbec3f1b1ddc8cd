/**
 * Every URL of the site in one table. The web route table, the prerender list, the sitemap and
 * the placeholder pages all read it, so a page can never be linked without existing.
 *
 * - `public` pages are prerendered to HTML and listed in the sitemap.
 * - `client` pages are personal or interactive (academy, back-office, TrustLink follow-up):
 *   served by the SPA fallback and never indexed.
 */
export type PageBackground = 'grey' | 'white' | 'teal';
export type RenderMode = 'public' | 'client';

export interface SitePage {
  path: string;
  title: string;
  /** Meta description, 70-160 characters. */
  description: string;
  mode: RenderMode;
  background: PageBackground;
}

const page = (
  path: string,
  title: string,
  description: string,
  background: PageBackground = 'grey',
  mode: RenderMode = 'public',
): SitePage => ({ path, title, description, mode, background });

export const sitePages: readonly SitePage[] = [
  page(
    '/',
    'The ERP for sustainability',
    'Unify ESG insights, risk management and decarbonisation in one AI-powered platform, with advisory, assurance and training from one team.',
  ),
  page(
    '/about',
    'About us',
    'Who we are, why we started, and how our software, advisory, assurance and training teams help organisations lead on sustainability.',
    'white',
  ),
  page(
    '/contact',
    'Contact us',
    'Book a meeting, send us a message or ask for a demo of our ESG platform. Answers to common questions are on this page too.',
    'white',
  ),
  page(
    '/pricing',
    'Pricing plans',
    'Compare the ESG Activator, Net Zero Strategist and Sustainability Leader plans, with a 100% money back guarantee.',
    'white',
  ),
  page(
    '/award',
    'Sustainability Maturity Medals',
    'How the Green Starter, Eco Innovator, Sustainability Leader and Climate Champion medals are scored, verified and renewed.',
    'teal',
  ),
  page(
    '/start-green',
    'Free ESG maturity assessment',
    'Answer a short self-assessment, get a maturity score out of 100 and see which sustainability medal your organisation is ready for.',
    'teal',
  ),
  page(
    '/ai-chatbot',
    'Internal Audit Standards assistant',
    'Ask questions about the 2024 Global Internal Audit Standards and get plain-English answers with the standards they come from.',
    'white',
  ),
  page(
    '/coming-soon',
    'Early access',
    'Register for early access to our next ESG tools and be among the first organisations to try them.',
    'white',
  ),
  page(
    '/waiting-list',
    'Join the waiting list',
    'Our newest programme is in private beta. Join the waiting list and we will contact you as soon as a place opens.',
    'white',
  ),
  page(
    '/books',
    'Books',
    'Handpicked books on sustainability, ESG reporting, governance and climate strategy for leaders and practitioners.',
    'white',
  ),
  page(
    '/principles',
    'The 15 principles of internal auditing',
    'The fifteen principles of the 2024 Global Internal Audit Standards, numbered and explained in plain English.',
    'white',
  ),
  page(
    '/academy',
    'Training and workshops',
    'Hands-on ESG workshops and training from experienced practitioners: reporting, assurance, climate risk and governance.',
    'white',
  ),
  page(
    '/academy/news-podcast',
    'Podcast and news',
    'Our latest podcast episodes and news on ESG regulation, reporting, assurance and sustainable business.',
  ),
  page(
    '/academy/blogs',
    'Blog',
    'Articles on ESG reporting, assurance, internal audit, climate risk and sustainable business from our practitioners.',
  ),
  page(
    '/academy/corporate-workshops',
    'Corporate workshops',
    'Tailored ESG workshops for teams are in private beta. Join the waiting list to be offered a place.',
    'white',
  ),
  page(
    '/academy/board-leadership',
    'Board leadership programme',
    'ESG leadership sessions for boards and directors are in private beta. Join the waiting list to be offered a place.',
    'white',
  ),
  page(
    '/academy/coaching-mentoring',
    'Coaching and mentoring',
    'One-to-one ESG coaching and mentoring is in private beta. Join the waiting list to be offered a place.',
    'white',
  ),
  page(
    '/legal/privacy-policy',
    'Privacy policy',
    'How we collect, use and protect personal data under UK data protection law, and how to exercise your rights.',
    'white',
  ),
  page(
    '/legal/Cookies',
    'Cookie policy',
    'Which cookies and browser storage this website uses, why, and how you can change your choice.',
    'white',
  ),
  page(
    '/legal/terms-of-service',
    'Terms of service',
    'The terms that apply when you use this website and our online services.',
    'white',
  ),

  page(
    '/esg-software',
    'ESG software',
    'Software for ESG insight, carbon accounting and anti-greenwashing controls: measure, reduce and report in one place.',
    'white',
  ),
  page(
    '/esg-software/compass',
    'ESG Compass Suite',
    'ESG performance insights: maturity scoring, AI roadmaps aligned with CSRD and ISSB, and dashboards your board will read.',
    'white',
  ),
  page(
    '/esg-software/net-zero',
    'Net Zero',
    'AI carbon management: measure Scope 1, 2 and 3 emissions, predict trends and connect energy meters, IoT devices and ERPs.',
    'white',
  ),
  page(
    '/esg-software/green-shield',
    'GreenShield',
    'ESG risk management and anti-greenwashing controls aligned with the UK Anti-Greenwashing Rule, Green Claims Code and EU Taxonomy.',
    'white',
  ),
  page(
    '/solution',
    'Our solutions',
    'ESG advisory, data and assurance solutions that take an organisation from first steps to confident disclosure.',
    'white',
  ),
  page(
    '/solution/getting-started/esg-program-establishment',
    'ESG programme establishment',
    'Set up an ESG programme with clear ownership, policies, targets and reporting from day one.',
    'teal',
  ),
  page(
    '/solution/getting-started/materiality-assessment-&-strategy',
    'Materiality assessment and strategy',
    'Find the ESG topics that matter most to your business and stakeholders, and build a strategy around them.',
    'teal',
  ),
  page(
    '/solution/levelling-up/esg-governance',
    'ESG governance advisory',
    'Board oversight, charters, roles and committees that make ESG accountability real across the organisation.',
    'teal',
  ),
  page(
    '/solution/levelling-up/esg-data-management',
    'ESG data management',
    'One platform, one data set, one source of truth: ESG data quality and governance you can put in front of an assurer.',
    'teal',
  ),
  page(
    '/solution/levelling-up/greenwashing-controls',
    'Anti-greenwashing controls',
    'Review claims, evidence and language so every sustainability statement you make stands up to regulators and customers.',
    'teal',
  ),
  page(
    '/solution/levelling-up/esg-disclosures-&-reporting',
    'ESG data quality and disclosures',
    'Disclosures under CSRD, ESRS and ISSB built on data that has been assessed, validated and made ready for assurance.',
    'teal',
  ),
  page(
    '/solution/assurance/esg-supply-chain-audits',
    'ESG supply chain audits',
    'Audit suppliers against environmental, social and governance expectations and strengthen your Scope 3 picture.',
    'teal',
  ),
  page(
    '/solution/assurance/esg-due-diligence',
    'ESG due diligence',
    'ESG due diligence for investments, acquisitions and suppliers, with findings decision-makers can act on.',
    'teal',
  ),

  page(
    '/service/internal-audit',
    'Internal audit',
    'Risk-based internal audit aligned with the 2024 Global Internal Audit Standards and your corporate purpose.',
    'white',
  ),
  page(
    '/service/compliance',
    'Governance, risk and compliance',
    'Practical GRC: map obligations, design controls and monitor compliance without slowing the business.',
    'white',
  ),
  page(
    '/service/risk-management',
    'Risk management and business continuity',
    'Identify, assess and respond to risk, and keep operating when disruption hits.',
    'white',
  ),
  page(
    '/service/esg-diagnostic',
    'ESG diagnostic assessment',
    'A rapid, evidence-based diagnosis of your ESG maturity with priorities for the next twelve months.',
    'white',
  ),
  page(
    '/service/esg-strategy',
    'ESG strategy',
    'An ESG strategy tied to your business model, material topics and targets, with a roadmap to deliver it.',
    'white',
  ),
  page(
    '/service/board-level',
    'Board-level ESG consulting',
    'Help for boards to oversee ESG risks and opportunities, set direction and meet their disclosure duties.',
    'white',
  ),
  page(
    '/service/esg-assurance',
    'ESG assurance',
    'Limited and reasonable assurance of sustainability information under ISAE 3000 and ISAE 3410.',
    'white',
  ),
  page(
    '/service/esg-ia-program',
    'ESG internal audit programme',
    'Bring ESG into the internal audit plan: risk assessment, audit programmes and reporting to the audit committee.',
    'white',
  ),
  page(
    '/service/erm-program',
    'ESG in ERM programme',
    'Integrate ESG and climate risk into enterprise risk management, appetite and reporting.',
    'white',
  ),
  page(
    '/service/esg-governance',
    'ESG governance and reporting excellence',
    'Governance and reporting aligned with CSRD, ISSB, IFRS S1 and S2, SASB and GRI.',
    'white',
  ),
  page(
    '/service/business',
    'Business assurance services',
    'Internal audit, compliance and risk management services that help you navigate success with confidence.',
    'white',
  ),
  page(
    '/service/data-lab',
    'Data science lab',
    'Data science for sustainability: models, analytics and dashboards built with scientific rigour.',
    'white',
  ),
  page(
    '/service/esg',
    'ESG services',
    'ESG excellence unlocked: diagnostics, strategy, governance, assurance and reporting services.',
    'white',
  ),
  page(
    '/service/esg-compliance',
    'ESG compliance',
    'Stay ahead of CSRD, ISSB and other ESG obligations with a compliance programme that fits your business.',
    'white',
  ),
  page(
    '/service/esg-controllership',
    'ESG controllership',
    'Controls, processes and accountability for ESG data, run with the discipline of financial reporting.',
    'white',
  ),
  page(
    '/service/esg-erm-resilience',
    'ESG ERM and resilience',
    'Build resilience by managing ESG and climate risks within enterprise risk management.',
    'white',
  ),
  page(
    '/service/finance',
    'Finance transformation',
    'Modernise finance processes, controls and reporting so sustainability and financial data work together.',
    'white',
  ),
  page(
    '/service/strategic-stakeholder',
    'Strategic stakeholder management programme',
    'Identify, engage and report to the stakeholders who shape your sustainability agenda.',
    'white',
  ),
  page(
    '/services/esg-gap-assessment-&-benchmarking',
    'ESG gap assessment and benchmarking',
    'Measure your ESG practice against frameworks and peers and see exactly where the gaps are.',
    'white',
  ),
  page(
    '/services/sustainability-managed-services',
    'ESG and sustainability managed services',
    'An outsourced ESG team: data collection, reporting and programme management handled for you.',
    'white',
  ),
  page(
    '/services/esg-third-party-assurance',
    'ESG third-party assurance',
    'Independent third-party assurance of ESG data and reports that investors and regulators can rely on.',
    'white',
  ),
  page(
    '/parteners',
    'Partner with us',
    'A partner programme for accounting and consulting firms building ESG advisory and assurance practices.',
    'teal',
  ),

  page(
    '/trust-link-1',
    'TrustLink',
    'TrustLink: a confidential channel to raise concerns or share feedback, with follow-up by interaction ID and PIN.',
    'white',
  ),
  page(
    '/trust-link-2',
    'TrustLink online',
    'Raise a concern or share feedback online through TrustLink, confidentially, and follow it up later.',
    'white',
  ),
  page(
    '/submit-interaction',
    'Submit a new interaction',
    'Submit a confidential report or stakeholder interaction through TrustLink.',
    'white',
  ),
  page(
    '/academy-page',
    'ESG Academy',
    'The ESG Academy: certificate courses, a peer community and GreenHub resources for sustainability professionals.',
    'white',
  ),
  page(
    '/course-1',
    'Certificate of Practice in Sustainability Reporting and Assurance',
    'A live certificate course on sustainability reporting and assurance, taught in half-day sessions with a team assessment.',
    'white',
  ),
  page(
    '/course-2',
    'Certificate of Practice in ESG and Climate Risk Management',
    'A live certificate course on ESG and climate risk management, taught in half-day sessions with a team assessment.',
    'white',
  ),

  page(
    '/academy-sign-in',
    'Sign in to the academy',
    'Sign in to your ESG Academy account to continue your courses.',
    'white',
    'client',
  ),
  page(
    '/academy-sign-up',
    'Create your academy account',
    'Create an ESG Academy account to enrol in courses and earn certificates.',
    'white',
    'client',
  ),
  page(
    '/all-courses',
    'My courses',
    'Your enrolled courses and progress, and the courses you can enrol in next.',
    'white',
    'client',
  ),
  page(
    '/esg-course/:id',
    'Course',
    'Watch the lectures of your course, track progress and download your certificate.',
    'white',
    'client',
  ),
  page(
    '/academy/blogs/:slug',
    'Blog post',
    'An article from our practitioners on ESG reporting, assurance and sustainable business.',
    'grey',
    'client',
  ),
  page(
    '/dashboards/blog-dashboard',
    'Blog dashboard',
    'Write, preview, publish and unpublish the articles of the blog.',
    'white',
    'client',
  ),
  page(
    '/admin',
    'Back-office',
    'The staff back-office: leads, TrustLink cases, blog, news and courses.',
    'white',
    'client',
  ),
  page(
    '/admin/leads',
    'Leads inbox',
    'Contact messages, information requests and sign-ups in one inbox, with filters, export and erasure.',
    'white',
    'client',
  ),
  page(
    '/admin/leads/:kind/:id',
    'Lead',
    'The full details of one lead, with the option to mark it as handled.',
    'white',
    'client',
  ),
  page(
    '/admin/posts',
    'Blog posts',
    'Write, preview, publish and unpublish the articles of the blog.',
    'white',
    'client',
  ),
  page(
    '/admin/posts/new',
    'New post',
    'Write a new blog post: it stays a draft until you publish it.',
    'white',
    'client',
  ),
  page(
    '/admin/posts/:id',
    'Edit post',
    'Edit one blog post, with a preview rendered as the post page will show it.',
    'white',
    'client',
  ),
  page(
    '/admin/news',
    'News',
    'The news articles of the Podcast & News page: publish, unpublish, edit and delete.',
    'white',
    'client',
  ),
  page(
    '/admin/news/new',
    'New news article',
    'Write a news article for the Podcast & News page.',
    'white',
    'client',
  ),
  page(
    '/admin/news/:id',
    'Edit news article',
    'Edit one news article of the Podcast & News page.',
    'white',
    'client',
  ),
  page(
    '/admin/outbox',
    'Outbox',
    'Every e-mail the site sends, with its delivery status, attempts and last error.',
    'white',
    'client',
  ),
  page(
    '/admin/staff',
    'Staff',
    'Invite staff, change their roles and remove their access to the back-office.',
    'white',
    'client',
  ),
  page(
    '/admin/audit',
    'Audit log',
    'Who did what and when in the back-office: sign-ins, role changes, exports and erasures.',
    'white',
    'client',
  ),
  page(
    '/admin/account',
    'Your account',
    'Change your back-office password or sign out of the staff back-office.',
    'white',
    'client',
  ),
  page(
    '/admin/accept-invitation',
    'Accept your invitation',
    'Set your name and password to join the staff back-office you were invited to.',
    'white',
    'client',
  ),
];

/** Pages prerendered to static HTML (and listed in the sitemap). */
export const prerenderedPaths = sitePages.filter((p) => p.mode === 'public').map((p) => p.path);

export function findSitePage(pathname: string): SitePage | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (
    sitePages.find((p) => p.path === clean) ??
    sitePages.find((p) => p.path.includes(':') && matchesPattern(p.path, clean))
  );
}

function matchesPattern(pattern: string, pathname: string): boolean {
  const a = pattern.split('/');
  const b = pathname.split('/');
  return a.length === b.length && a.every((seg, i) => seg.startsWith(':') || seg === b[i]);
}
