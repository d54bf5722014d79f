import { createBrowserRouter, type RouteObject } from 'react-router';
import { UserDetailsPage } from '../features/account/user-details-page';
import { AdminDashboardPage } from '../features/admin/admin-dashboard-page';
import { AdminLoginPage } from '../features/admin/admin-login-page';
import { LoginPage } from '../features/auth/login-page';
import { RegisterPage } from '../features/auth/register-page';
import { CaseStrategyPage } from '../features/case-strategies/case-strategy-page';
import { ChatPage } from '../features/chat/chat-page';
import { DiscoverPage } from '../features/landing/discover-page';
import { LegalDocumentsPage } from '../features/legal-documents/legal-documents-page';
import { PrivacyPolicyPage } from '../features/privacy/privacy-policy-page';
import { SubscriptionPage } from '../features/subscription/subscription-page';
import { setSessionEndedHandler } from '../lib/api-client';
import { paths } from '../lib/paths';
import { RequireAdmin, RequireAuth } from './guards';
import { NotFoundPage } from './not-found-page';
import { RouteErrorPage } from './route-error-page';

/** The route table of spec 2 §2.1, plus /subscription and a catch-all. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    children: [
      { path: paths.login, element: <LoginPage /> },
      { path: paths.register, element: <RegisterPage /> },
      { path: paths.discover, element: <DiscoverPage /> },
      { path: paths.privacyPolicy, element: <PrivacyPolicyPage /> },
      { path: paths.adminLogin, element: <AdminLoginPage /> },
      {
        element: <RequireAuth />,
        children: [
          { path: paths.home, element: <ChatPage /> },
          { path: paths.legalDocuments, element: <LegalDocumentsPage /> },
          { path: paths.caseStrategy, element: <CaseStrategyPage /> },
          { path: paths.userDetails, element: <UserDetailsPage /> },
          { path: paths.subscription, element: <SubscriptionPage /> },
        ],
      },
      {
        element: <RequireAdmin />,
        children: [{ path: paths.adminDashboard, element: <AdminDashboardPage /> }],
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
