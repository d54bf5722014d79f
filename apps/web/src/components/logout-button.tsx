import { useState } from 'react';
import { useNavigate } from 'react-router';
import { endLocalSession, logoutOnServer } from '../lib/auth-session';
import { Dialog } from './dialog';
import { dialogPrimaryClass, dialogSecondaryClass } from './dialog-buttons';

export const LOGOUT_CONFIRM_TITLE = 'Conferma logout';
export const LOGOUT_CONFIRM_TEXT = 'Sei sicuro di voler effettuare il logout?';

interface LogoutButtonProps {
  /** Where to go afterwards: /login for users, /admin-login for admins. */
  redirectTo: string;
  /** 'Esci' in the user screens; the admin header says 'Logout' (spec 2 §2.6). */
  label?: string;
  className?: string;
  /** Runs after the session is cleared, before navigating (e.g. to close a menu). */
  onLoggedOut?: () => void;
  /**
   * Asks 'Sei sicuro di voler effettuare il logout?' (Annulla / Esci) before signing out; the case
   * strategy simulator only (spec 2 §2.8, §5).
   */
  confirm?: boolean;
}

const defaultClass =
  'inline-flex items-center gap-2 rounded-md border border-rule bg-paper-raised px-3 py-1.5 text-sm font-medium text-ink ' +
  'transition-colors hover:border-accent hover:text-accent active:translate-y-px disabled:cursor-progress disabled:opacity-70';

/**
 * Signs out (spec 1 §4 Other, spec 2 §4): POST /api/logout (a failure is ignored), clears the
 * token and the user, announces the auth change and goes to `redirectTo`.
 */
export function LogoutButton({
  redirectTo,
  label = 'Esci',
  className = defaultClass,
  onLoggedOut,
  confirm = false,
}: LogoutButtonProps) {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [asking, setAsking] = useState(false);

  async function logout() {
    setAsking(false);
    setPending(true);
    await logoutOnServer();
    endLocalSession();
    onLoggedOut?.();
    void navigate(redirectTo, { replace: true });
  }

  return (
    <>
      <button
        type="button"
        onClick={() => (confirm ? setAsking(true) : void logout())}
        disabled={pending}
        aria-busy={pending}
        className={className}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor">
          <path
            strokeWidth="1.6"
            strokeLinecap="round"
            strokeLinejoin="round"
            d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 16l4-4-4-4M14 12H4"
          />
        </svg>
        {label}
      </button>
      {confirm && (
        <Dialog
          open={asking}
          onClose={() => setAsking(false)}
          title={LOGOUT_CONFIRM_TITLE}
          describedByContent
          footer={
            <>
              <button type="button" onClick={() => setAsking(false)} className={dialogSecondaryClass}>
                Annulla
              </button>
              <button type="button" onClick={() => void logout()} className={dialogPrimaryClass}>
                Esci
              </button>
            </>
          }
        >
          <p>{LOGOUT_CONFIRM_TEXT}</p>
        </Dialog>
      )}
    </>
  );
}
