import { useSearchParams } from 'react-router';
import { LiveNotice } from '../../components/notice';

/** What the e-mail verification link reports when it lands on /login (`?verified=1` or `?verification=…`). */
export const verificationMessages = {
  verified: 'Email verificata! Ora puoi accedere.',
  expired:
    'Il link di verifica è scaduto. Accedi con le tue credenziali: potrai richiedere un nuovo link di verifica.',
  invalid:
    'Il link di verifica non è valido. Accedi con le tue credenziali: potrai richiedere un nuovo link di verifica.',
  used: "Questo link di verifica è già stato utilizzato. Se hai già verificato l'email puoi accedere; altrimenti accedi per richiedere un nuovo link.",
} as const;

type VerificationProblem = 'expired' | 'invalid' | 'used';

function isProblem(value: string | null): value is VerificationProblem {
  return value === 'expired' || value === 'invalid' || value === 'used';
}

/** The outcome of the verification link, read from the query string. */
export function VerificationNotice() {
  const [params] = useSearchParams();
  const verification = params.get('verification');
  if (params.get('verified') === '1') {
    return (
      <LiveNotice tone="success" live="status" testId="verification-notice">
        {verificationMessages.verified}
      </LiveNotice>
    );
  }
  if (verification !== null) {
    const problem = isProblem(verification) ? verification : 'invalid';
    return (
      <LiveNotice tone="error" testId="verification-notice">
        {verificationMessages[problem]}
      </LiveNotice>
    );
  }
  return null;
}
