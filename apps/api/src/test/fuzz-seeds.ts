// A valid body for every route that takes one, keyed "METHOD /url". The fuzz test starts from
// these and makes some fields hostile, so that requests get past the first check and reach the
// service and the database. A new route with a body needs an entry (the test says so).

const post = {
  title: 'Fuzzing the blog',
  slug: 'fuzzing-the-blog',
  summary: 'What a hostile client sends.',
  bodyMarkdown: '# Hello\n\nSome *Markdown*.',
  coverImageUrl: '/images/a.png',
  coverAlt: 'A picture',
  author: 'Ada Lovelace',
  publishedAt: '2024-02-29',
};

const news = {
  date: '2024-02-29',
  title: 'Fuzzing the news',
  summary: 'A summary.',
  paragraphs: ['First paragraph.', 'Second paragraph.'],
  images: ['/images/a.png'],
};

const course = {
  courseName: 'Fuzzing the academy',
  description: 'What a hostile editor sends.',
  courseImage: '/media/academy/images/esg-fundamentals.svg',
};

const lecture = {
  lectureName: 'A lecture',
  lectureUrl: 'https://player.vimeo.com/video/76979871',
  duration: 90,
  captionsUrl: '/media/academy/captions/carbon-scopes.vtt',
};

const academyId = '00000000-0000-4000-8000-000000000000';

const question = {
  prompt: 'Which scope covers purchased electricity?',
  kind: 'single',
  options: [
    { text: 'Scope 1', correct: false },
    { text: 'Scope 2', correct: true },
  ],
  explanation: 'Purchased electricity is Scope 2.',
};

export const validBodies: Record<string, Record<string, unknown>> = {
  'POST /api/users/password-reset/request': { email: 'ada@example.org' },
  'POST /api/users/password-reset': { token: 'x'.repeat(43), password: 'a new password' },
  'POST /api/users/verify-email': { token: 'x'.repeat(43) },
  'PATCH /api/users/me': { userName: 'Ada Lovelace' },
  'POST /api/users/me/password': {
    currentPassword: 'not the password',
    newPassword: 'a new password',
  },
  'DELETE /api/users/me': { password: 'not the password' },
  'POST /api/academy/website/assessment/:courseId/attempts/:attemptId': {
    answers: [{ questionId: academyId, optionIds: [academyId] }],
  },
  'PUT /api/admin/courses/:courseId/assessment': {
    drawCount: 8,
    passPercent: 70,
    maxAttempts: 3,
    cooldownMinutes: 60,
  },
  'POST /api/admin/courses/:courseId/assessment/questions': question,
  'PUT /api/admin/courses/:courseId/assessment/questions/:questionId': question,
  'PUT /api/academy/website/heartbeat/:courseId/:lectureId': {
    position: 12,
    intervals: [[0, 12]],
  },
  'POST /api/addLead': { email: 'fuzz@example.org' },
  'POST /api/submit_contact_form': {
    name: 'Ada Lovelace',
    designation: 'Director',
    companyName: 'Analytical Engines Ltd',
    professionalEmail: 'ada@example.org',
    sector: 'Energy',
    phone: '+44 20 7946 0000',
    message: 'Hello,\nplease call me.',
    source: 'contact',
  },
  'POST /api/comming_soon': {
    full_name: 'Ada Lovelace',
    email: 'ada@example.org',
    sector: 'Energy',
    country: 'United Kingdom',
  },
  'POST /api/waiting-list': {
    firstName: 'Ada',
    surname: 'Lovelace',
    companyName: 'Analytical Engines',
    email: 'ada@example.org',
    message: 'Keep me a place.',
    programme: '/academy/board-leadership',
  },
  'POST /api/admin/session': { email: 'nobody@example.org', password: 'not the password' },
  'POST /api/admin/password': {
    currentPassword: 'not the password',
    newPassword: 'a much longer new password',
  },
  'POST /api/admin/session/code': { code: '123456' },
  'POST /api/admin/two-step/totp/confirm': { code: '123456' },
  'POST /api/admin/passkeys/registration/verify': {
    name: 'Work laptop',
    response: { id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: {} },
  },
  'PATCH /api/admin/passkeys/:id': { name: 'Work laptop' },
  'POST /api/admin/passkeys/sign-in/verify': {
    response: { id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: {} },
  },
  'POST /api/admin/staff/invitations': { email: 'new@example.org', role: 'editor', name: 'New' },
  'POST /api/admin/invitations/preview': { token: 'x'.repeat(43) },
  'POST /api/admin/invitations/accept': {
    token: 'x'.repeat(43),
    name: 'New Colleague',
    password: 'a long enough password',
  },
  'PATCH /api/admin/staff/:id': { role: 'editor' },
  'POST /api/admin/leads/erase': { email: 'ada@example.org' },
  'POST /api/admin/leads/:kind/:id/handled': { handled: true },
  'POST /api/admin/posts': post,
  'PUT /api/admin/posts/:id': post,
  'POST /api/admin/posts/preview': { bodyMarkdown: post.bodyMarkdown },
  'POST /api/admin/news': news,
  'PUT /api/admin/news/:id': news,
  'POST /api/explain': { query: 'Who approves the internal audit charter?' },
  'POST /api/assistant/feedback': {
    question: 'Who approves the internal audit charter?',
    sources: ['standard-6-2'],
    vote: 'down',
    reason: 'Not what I asked.',
  },
  'POST /api/admin/assistant/evaluation-cases': {
    question: 'Who approves the internal audit charter?',
    expected: ['6.2'],
  },
  'POST /api/assessments': {
    organisation: 'Analytical Engines Ltd',
    sizeBand: 'small',
    sector: 'manufacturing',
  },
  'POST /api/assessments/:id/contact': { token: 'A'.repeat(43) },
  'PUT /api/assessments/:id/answers': { answers: { 'env-footprint': 2, 'gov-board': 4 } },
  'POST /api/assessments/:id/email': { email: 'ada@example.org' },
  'POST /api/stakeholder-interactions/followUp': { intId: '1234567890123456', password: 'a-pin' },
  'POST /api/admin/trustlink/cases/:id/status': {
    status: 'closed',
    closureReason: 'duplicate',
    outcome: 'This repeats an earlier report.',
  },
  'POST /api/admin/trustlink/cases/:id/messages': { body: 'Could you tell us more?' },
  'POST /api/admin/trustlink/cases/:id/notes': { body: 'Checked the rota.' },
  'POST /api/admin/trustlink/cases/:id/assignee': { staffId: 1 },
  'POST /api/admin/trustlink/cases/:id/recusal': {},
  'POST /api/admin/trustlink/cases/:id/exclusions/:exclusionId/reinclusion': {},
  'PUT /api/admin/staff/:id/case-manager': { caseManager: true },
  'POST /api/users/sign-up': {
    userName: 'Ada Lovelace',
    email: 'ada@example.org',
    password: 'engines-42',
    organisation: 'Analytical Society',
    position: 'Analyst',
    country: 'United Kingdom',
  },
  'POST /api/users/sign-in': { email: 'ada@example.org', password: 'engines-42', remember: true },
  'PUT /api/academy/website/position/:courseId/:lectureId': { seconds: 12.5 },
  'POST /api/admin/courses': course,
  'PUT /api/admin/courses/:courseId': course,
  'PUT /api/admin/courses/:courseId/publish': { published: true },
  'POST /api/admin/courses/:courseId/sections': { sectionName: 'Getting started' },
  'PUT /api/admin/courses/:courseId/sections/order': { ids: [academyId] },
  'PUT /api/admin/courses/:courseId/sections/:sectionId': { sectionName: 'Getting started' },
  'POST /api/admin/courses/:courseId/sections/:sectionId/lectures': lecture,
  'PUT /api/admin/courses/:courseId/sections/:sectionId/lectures/order': { ids: [academyId] },
  'PUT /api/admin/courses/:courseId/sections/:sectionId/lectures/:lectureId': lecture,
  'POST /api/admin/certificates/:certificateId/revoke': { reason: 'Issued in error.' },
};

/**
 * A valid query string for list routes whose filters reach the database, keyed "METHOD /url": the
 * fuzz test keeps most of it and makes one or two values hostile, so that hostile values meet
 * valid ones in the same SQL (the case list's filters, orders and pages).
 */
export const validQueries: Record<string, Record<string, string>> = {
  'GET /api/admin/trustlink/handlers': { caseId: '1' },
  'GET /api/admin/trustlink/statistics': { from: '2026-01-01', to: '2026-12-31' },
  'GET /api/admin/trustlink/statistics.csv': { from: '2026-01-01', to: '2026-12-31' },
  'GET /api/academy/website/transcript': { year: '2026', format: 'csv' },
  'GET /api/admin/trustlink/cases': {
    status: 'new',
    interactionType: 'Social',
    priority: 'High',
    overdue: 'true',
    assigned: 'none',
    sort: 'deadline',
    q: 'TL-000001',
    page: '2',
  },
};
