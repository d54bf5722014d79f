import { createBrowserRouter, type RouteObject } from 'react-router';
import { setSessionEndedHandler } from '../lib/api-client';
import { paths } from '../lib/paths';
import { RequireAdmin, RequireAuth } from './guards';
import { NotFoundPage } from './not-found-page';
import { RouteErrorPage } from './route-error-page';

/**
 * The route table of spec 2 §2.1, plus /subscription and a catch-all. Each page is its own chunk,
 * loaded on the first visit to its route (so /login does not download the chat and its Markdown
 * renderer). While a chunk loads on a navigation the current page stays; a chunk that fails to
 * load is an error of its route, shown by RouteErrorPage.
 */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    // The first page's chunk is loading: nothing, as before any script ran (no spinner, no jump).
    HydrateFallback: () => null,
    children: [
      {
        path: paths.login,
        lazy: () => import('../features/auth/login-page').then((m) => ({ Component: m.LoginPage })),
      },
      {
        path: paths.register,
        lazy: () => import('../features/auth/register-page').then((m) => ({ Component: m.RegisterPage })),
      },
      {
        path: paths.discover,
        lazy: () => import('../features/landing/discover-page').then((m) => ({ Component: m.DiscoverPage })),
      },
      {
        path: paths.privacyPolicy,
        lazy: () =>
          import('../features/privacy/privacy-policy-page').then((m) => ({ Component: m.PrivacyPolicyPage })),
      },
      {
        path: paths.adminLogin,
        lazy: () =>
          import('../features/admin/admin-login-page').then((m) => ({ Component: m.AdminLoginPage })),
      },
      {
        element: <RequireAuth />,
        children: [
          {
            path: paths.home,
            lazy: () => import('../features/chat/chat-page').then((m) => ({ Component: m.ChatPage })),
          },
          {
            path: paths.legalDocuments,
            lazy: () =>
              import('../features/legal-documents/legal-documents-page').then((m) => ({
                Component: m.LegalDocumentsPage,
              })),
          },
          {
            path: paths.caseStrategy,
            lazy: () =>
              import('../features/case-strategies/case-strategy-page').then((m) => ({
                Component: m.CaseStrategyPage,
              })),
          },
          {
            path: paths.briefVerification,
            lazy: () =>
              import('../features/brief-verification/brief-verification-page').then((m) => ({
                Component: m.BriefVerificationPage,
              })),
          },
          {
            path: paths.tabularReview,
            lazy: () =>
              import('../features/tabular-reviews/tabular-review-page').then((m) => ({
                Component: m.TabularReviewPage,
              })),
          },
          {
            path: paths.userDetails,
            lazy: () =>
              import('../features/account/user-details-page').then((m) => ({ Component: m.UserDetailsPage })),
          },
          {
            path: paths.subscription,
            lazy: () =>
              import('../features/subscription/subscription-page').then((m) => ({
                Component: m.SubscriptionPage,
              })),
          },
          {
            path: paths.matters,
            lazy: () =>
              import('../features/matters/matters-page').then((m) => ({ Component: m.MattersPage })),
          },
          {
            path: `${paths.matters}/:matterId`,
            lazy: () =>
              import('../features/matters/matters-page').then((m) => ({ Component: m.MattersPage })),
          },
          {
            path: paths.search,
            lazy: () =>
              import('../features/conversations/search/search-page').then((m) => ({
                Component: m.SearchPage,
              })),
          },
        ],
      },
      {
        element: <RequireAdmin />,
        children: [
          {
            path: paths.adminDashboard,
            lazy: () =>
              import('../features/admin/admin-dashboard-page').then((m) => ({
                Component: m.AdminDashboardPage,
              })),
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The browser router; also lets the API client send an ended session to /login without a reload. */
export function createAppRouter() {
  const router = createBrowserRouter(routes);
  setSessionEndedHandler(() => {
    void router.navigate(paths.login, { replace: true });
  });
  return router;
}
