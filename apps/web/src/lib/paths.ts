/** Route paths (spec 2 §2.1), so links and redirects never spell them by hand. */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  discover: '/discover',
  privacyPolicy: '/privacy-policy',
  adminLogin: '/admin-login',
  adminDashboard: '/admin/dashboard',
  legalDocuments: '/legal-documents',
  caseStrategy: '/case-strategy',
  userDetails: '/user-details',
  subscription: '/subscription',
  search: '/search',
  matters: '/matters',
  briefVerification: '/verifica-atto',
  tabularReview: '/revisione-tabellare',
} as const;

/** The query parameter that opens one item of a page (a matter's page links its items so). */
export const openItemParam = { legalDocument: 'documento', caseStrategy: 'caso' } as const;
