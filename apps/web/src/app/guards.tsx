import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { paths } from '../lib/paths';
import { getAuthToken, isStoredUserAdmin, setRedirectMessage } from '../lib/storage';

/** Spec 2 §2.2: stored under auth_redirect_message and shown on the login page. */
export const guardMessages = {
  loginRequired: 'Please login to access this page.',
  adminLoginRequired: 'Please login as an admin to access this page.',
  adminPermissionDenied: 'You do not have permission to access this page.',
} as const;

interface RedirectWithMessageProps {
  to: string;
  message: string;
}

// The message is stored before navigating so the destination page finds it when it mounts.
function RedirectWithMessage({ to, message }: RedirectWithMessageProps) {
  const navigate = useNavigate();
  useEffect(() => {
    setRedirectMessage(message);
    void navigate(to, { replace: true });
  }, [navigate, to, message]);
  return null;
}

/**
 * Layout route for pages that need a signed-in user. The check is client-side only (UX); the
 * server enforces authentication. useLocation() re-runs it on every navigation, not only on mount.
 */
export function RequireAuth() {
  useLocation();
  if (!getAuthToken()) return <RedirectWithMessage to={paths.login} message={guardMessages.loginRequired} />;
  return <Outlet />;
}

/** Layout route for the admin dashboard: a token and a stored user with is_admin. */
export function RequireAdmin() {
  useLocation();
  if (!getAuthToken()) {
    return <RedirectWithMessage to={paths.adminLogin} message={guardMessages.adminLoginRequired} />;
  }
  if (!isStoredUserAdmin()) {
    return <RedirectWithMessage to={paths.home} message={guardMessages.adminPermissionDenied} />;
  }
  return <Outlet />;
}
