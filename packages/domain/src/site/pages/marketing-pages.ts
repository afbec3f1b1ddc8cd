import { page, type SitePage } from './page.ts';

/** The home page, the company, pricing, award, books, the academy and legal pages. */
export const marketingPages: readonly SitePage[] = [
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
];
