import type { Database } from '../client.ts';
import { newsArticles } from '../schema/index.ts';

type NewArticle = typeof newsArticles.$inferInsert;

/**
 * The four built-in articles of "Latest News" (13/11/2024, 13/09/2024, 13/07/2024,
 * 15/01/2024). Company news written for this site; the back-office edits them afterwards.
 */
export const builtInNews: readonly NewArticle[] = [
  {
    slug: 'net-zero-supplier-engagement',
    date: '2024-11-13',
    title: 'Net Zero now brings suppliers into the Scope 3 picture',
    summary:
      'Net Zero customers can now invite suppliers to share activity data through a secure portal, turning Scope 3 estimates into measured figures over time.',
    paragraphs: [
      'Today we are releasing supplier engagement in Net Zero, our carbon management software. Organisations can now invite suppliers to share activity data and emission factors through a secure portal, instead of chasing them by e-mail and reconciling spreadsheets at the end of the year.',
      'For most of the companies we work with, Scope 3 makes up the greater part of their footprint, yet it rests on the weakest data. The portal asks each supplier only for what matters to their category of spend, explains why, and shows how their figures feed into their customer’s reporting. Where a supplier cannot yet provide primary data, Net Zero falls back to spend-based estimates and labels them clearly, so nobody mistakes an estimate for a measurement.',
      'Sustainability teams see a hotspot view that ranks suppliers by estimated emissions and by data quality, which helps them decide where engagement will make the biggest difference. Progress is tracked over time, and every figure keeps its source, its date and the name of the person who supplied it, ready for an assurance provider to review.',
      'Supplier engagement is included in the Net Zero Strategist and Sustainability Leader plans from today. Existing customers will find it under the Supply Chain menu, and our team is running short onboarding sessions throughout December for anyone who would like a guided start.',
    ],
    images: [
      '/images/news/supplier-portal.svg',
      '/images/news/scope3-hotspots.svg',
      '/images/news/supplier-progress.svg',
    ],
  },
  {
    slug: 'smaller-business-partnership',
    date: '2024-09-13',
    title: 'A new partnership to bring ESG readiness to smaller businesses',
    summary:
      'We are partnering with a network of independent accountancy practices to help small and medium-sized businesses measure and improve their ESG maturity.',
    paragraphs: [
      'We have signed a partnership agreement with a network of independent accountancy practices that together advise several thousand small and medium-sized businesses across the Midlands and the North of England. From October, their clients can take our ESG maturity assessment with guidance from an adviser they already know.',
      'Smaller businesses are increasingly asked about their environmental and social performance by larger customers, lenders and public-sector buyers, often through long questionnaires. Many have good practices in place but little time to document them. The partnership gives them a structured starting point: a maturity score, a short list of priorities, and help turning those priorities into a plan that fits their size.',
      'Advisers in the network are completing a two-day programme with our Academy on carbon footprint basics, supply chain questionnaires and how to avoid overstating sustainability claims. Our advisory team supports them on more complex engagements, such as preparing for third-party assurance.',
      'In line with our commitment to the third sector and micro businesses, organisations with fewer than ten employees referred through the partnership receive the ESG Activator plan at a reduced rate for their first year.',
    ],
    images: ['/images/news/partnership.svg'],
  },
  {
    slug: 'webinar-internal-audit-standards',
    date: '2024-07-13',
    title: 'Webinar recap: what the 2024 Global Internal Audit Standards mean for ESG',
    summary:
      'Highlights from our July webinar on the 2024 Global Internal Audit Standards and how internal audit teams are preparing to cover sustainability.',
    paragraphs: [
      'More than four hundred internal auditors, risk managers and audit committee members joined our July webinar on the 2024 Global Internal Audit Standards, which take effect in January 2025. The session looked at what the new structure of five domains and fifteen principles means for teams that are starting to audit sustainability information.',
      'The panel focused on three themes. The weight the standards give to the internal audit mandate and to the board makes this a good moment to agree whether ESG data, controls and claims fall within internal audit’s remit. The requirements on planning strategically encourage functions to build the skills they will need before an engagement starts, not during it. And the emphasis on communicating results that lead to action fits reporting on greenwashing and data-quality risks well.',
      'A live poll showed that just under a third of attendees already include ESG topics in their annual audit plan, while most expect to within two years. The obstacle named most often was a lack of reliable data, followed by uncertainty over who owns ESG controls.',
      'The recording and slides are available on request through our contact page. Our plain-English overview of the fifteen principles is now published on this website, and our Internal Audit Standards assistant answers questions on specific standards.',
    ],
    images: ['/images/news/webinar-panel.svg', '/images/news/webinar-poll.svg'],
  },
  {
    slug: 'greenshield-award-shortlist',
    date: '2024-01-15',
    title: 'GreenShield shortlisted for a sustainability technology award',
    summary:
      'Our anti-greenwashing software GreenShield has been shortlisted in the compliance technology category of a UK sustainability awards programme.',
    paragraphs: [
      'GreenShield, our ESG risk and anti-greenwashing software, has been shortlisted in the compliance technology category of a UK sustainability awards programme. The judging panel of sustainability practitioners and investors will announce the winners in March.',
      'GreenShield helps organisations check environmental claims before they are published. It compares the wording of a claim with the evidence behind it, highlights vague or absolute terms such as “carbon neutral” or “eco-friendly”, and records each review so that marketing, legal and sustainability teams share one trail of decisions. Its checks follow the UK Anti-Greenwashing Rule, the Green Claims Code and the EU Taxonomy.',
      'Our entry described how customers use GreenShield to review product packaging, investor materials and website copy, and how reviews that used to take weeks now take days without lowering the bar for evidence.',
      'We are grateful to the customers who shared their experience for the entry. Whatever the outcome, we will keep developing GreenShield with them, starting with reviews of claims in languages other than English later this year.',
    ],
    images: ['/images/news/greenshield-shortlist.svg'],
  },
];

/** Inserts the built-in articles; an article whose slug exists already is left as it is. */
export async function seedNews(db: Database): Promise<void> {
  await db
    .insert(newsArticles)
    .values([...builtInNews])
    .onConflictDoNothing();
}
