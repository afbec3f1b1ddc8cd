import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';
import { sitePages, type SitePage } from '@verdantia/domain/site/routes';
import { reporterPaths } from '@verdantia/domain/trustlink/languages';

// Service, solution, software and partner pages: typed content (app/content/services) rendered
// by one template. Each path here needs a content module with the same path (content.test.ts).
const template = 'routes/template-page.tsx';

/**
 * The route table: every URL comes from the shared page catalogue (packages/domain/src/routes.ts).
 * A page without its own module yet renders the placeholder section with its real title, so no
 * link is ever a dead end; issues replace entries here as pages are built.
 */
const modules: Record<string, string> = {
  '/': 'routes/home.tsx',
  '/about': 'routes/about.tsx',
  '/academy/news-podcast': 'routes/news-podcast.tsx',
  '/legal/Cookies': 'routes/legal-page.tsx',
  '/legal/privacy-policy': 'routes/legal-page.tsx',
  '/legal/terms-of-service': 'routes/legal-page.tsx',
  '/principles': 'routes/principles.tsx',
  '/academy': 'routes/academy.tsx',
  '/academy/blogs': 'routes/blog-list.tsx',
  '/academy/blogs/:slug': 'routes/blog-post.tsx',
  '/dashboards/blog-dashboard': 'routes/blog-dashboard.tsx',
  '/award': 'routes/award.tsx',
  '/start-green': 'routes/start-green.tsx',
  '/start-green/:id': 'routes/start-green-assessment.tsx',
  '/books': 'routes/books.tsx',
  '/pricing': 'routes/pricing.tsx',
  '/academy/board-leadership': 'routes/waiting-list.tsx',
  '/academy/coaching-mentoring': 'routes/waiting-list.tsx',
  '/academy/corporate-workshops': 'routes/waiting-list.tsx',
  '/coming-soon': 'routes/coming-soon.tsx',
  '/contact': 'routes/contact.tsx',
  '/waiting-list': 'routes/waiting-list.tsx',
  '/ai-chatbot': 'routes/ai-chatbot.tsx',
  '/ai-chatbot/checklist/:number': 'routes/assistant-checklist.tsx',
  '/trust-link-1': 'routes/trust-link.tsx',
  '/trust-link-2': 'routes/trust-link.tsx',
  '/submit-interaction': 'routes/submit-interaction.tsx',
  '/academy-page': 'routes/academy-page.tsx',
  '/course-1': 'routes/academy-course.tsx',
  '/course-2': 'routes/academy-course.tsx',
  '/academy-sign-up': 'routes/academy-sign-up.tsx',
  '/academy-sign-in': 'routes/academy-sign-in.tsx',
  '/academy-forgot-password': 'routes/academy-forgot-password.tsx',
  '/academy-reset-password': 'routes/academy-reset-password.tsx',
  '/academy-verify-email': 'routes/academy-verify-email.tsx',
  '/all-courses': 'routes/all-courses.tsx',
  '/academy-account': 'routes/academy-account.tsx',
  '/esg-course/:id': 'routes/esg-course.tsx',
  '/certificates/:certificateId': 'routes/certificate.tsx',
  '/esg-software': template,
  '/esg-software/compass': template,
  '/esg-software/green-shield': template,
  '/esg-software/net-zero': template,
  '/parteners': template,
  '/service/board-level': template,
  '/service/business': template,
  '/service/compliance': template,
  '/service/data-lab': template,
  '/service/erm-program': template,
  '/service/esg': template,
  '/service/esg-assurance': template,
  '/service/esg-compliance': template,
  '/service/esg-controllership': template,
  '/service/esg-diagnostic': template,
  '/service/esg-erm-resilience': template,
  '/service/esg-governance': template,
  '/service/esg-ia-program': template,
  '/service/esg-strategy': template,
  '/service/finance': template,
  '/service/internal-audit': template,
  '/service/risk-management': template,
  '/service/strategic-stakeholder': template,
  '/services/esg-gap-assessment-&-benchmarking': template,
  '/services/esg-third-party-assurance': template,
  '/services/sustainability-managed-services': template,
  '/solution': template,
  '/solution/assurance/esg-due-diligence': template,
  '/solution/assurance/esg-supply-chain-audits': template,
  '/solution/getting-started/esg-program-establishment': template,
  '/solution/getting-started/materiality-assessment-&-strategy': template,
  '/solution/levelling-up/esg-data-management': template,
  '/solution/levelling-up/esg-disclosures-&-reporting': template,
  '/solution/levelling-up/esg-governance': template,
  '/solution/levelling-up/greenwashing-controls': template,
};

// The back-office: one layout holds its providers; every page but the invitation sits behind the
// staff sign-in, in the shell's frame.
const adminModules: Record<string, string> = {
  '/admin': 'dashboard',
  '/admin/leads': 'leads',
  '/admin/leads/:kind/:id': 'lead',
  '/admin/outbox': 'outbox',
  '/admin/staff': 'staff',
  '/admin/audit': 'audit',
  '/admin/account': 'account',
  '/admin/assistant': 'assistant',
  '/admin/assessments': 'assessments',
  // ':id' is "new" for a new post, then the saved post's id.
  '/admin/posts/:id': 'post',
  '/admin/news/:id': 'news-article',
  '/admin/cases': 'cases',
  '/admin/cases/statistics': 'case-statistics',
  '/admin/cases/:id': 'case',
  '/admin/courses': 'courses',
  // ':id' is "new" for a new course, then the saved course's id.
  '/admin/courses/:id': 'course',
};
// The two content lists share a room with tabs.
const contentModules: Record<string, string> = {
  '/admin/posts': 'posts',
  '/admin/news': 'news',
};
const admin = (modules: Record<string, string>) => (path: string) =>
  route(path.slice(1), `routes/admin/${modules[path]}.tsx`);

/**
 * The reporter's TrustLink pages also exist in Welsh and Polish under /cy and /pl: one route with
 * an optional language segment, so switching language keeps the page (and what was typed).
 */
const inReporterLanguages = (path: string) =>
  (reporterPaths as readonly string[]).includes(path) ? `:lang?${path}` : path.slice(1);

function pageRoute(page: SitePage) {
  return page.path === '/'
    ? index(modules['/']!)
    : route(inReporterLanguages(page.path), modules[page.path] ?? 'routes/placeholder.tsx', {
        id: `page${page.path}`,
      });
}

export default [
  // Pages drawn in the browser share a layout whose client loader carries each page's head data.
  layout('routes/client-page.tsx', [
    layout('routes/admin/layout.tsx', [
      route('admin/accept-invitation', 'routes/admin/accept-invitation.tsx'),
      layout('routes/admin/shell.tsx', [
        ...Object.keys(adminModules).map(admin(adminModules)),
        layout('routes/admin/content.tsx', Object.keys(contentModules).map(admin(contentModules))),
      ]),
    ]),
    ...sitePages
      .filter((page) => page.mode === 'client' && !page.path.startsWith('/admin'))
      .map(pageRoute),
  ]),
  // Prerendered pages share a layout whose build-time loader carries each page's head data.
  layout(
    'routes/public-page.tsx',
    sitePages.filter((page) => page.mode === 'public').map(pageRoute),
  ),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
