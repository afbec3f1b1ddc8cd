/** One public page of each kind: home, pricing, forms, a template page, academy, TrustLink, tools. */
export const publicRoutes = [
  '/',
  '/pricing',
  '/contact',
  '/service/internal-audit',
  '/award',
  '/academy-page',
  '/course-1',
  '/trust-link-1',
  '/submit-interaction',
  '/ai-chatbot',
  '/start-green',
];
