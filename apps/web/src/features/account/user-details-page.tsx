import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { AppLayout } from '../../components/layouts';
import { noticeClass } from '../../components/notice';
import { paths } from '../../lib/paths';
import { getAuthToken, setRedirectMessage } from '../../lib/storage';
import { MatterPointsCard } from '../matters';
import {
  accountErrorMessage,
  LOADING_TEXT,
  NO_TOKEN_MESSAGE,
  PAGE_TITLE,
  SESSION_EXPIRED_MESSAGE,
  SESSION_EXPIRED_REDIRECT_MS,
} from './account-messages';
import { AccountDataCard } from './components/account-data-card';
import { FirmProfileCard } from './components/firm-profile-card';
import { PersonalInfoCard, PlanCard, PointsCard } from './components/profile-cards';
import { DocumentsCard, StrategiesCard, TransactionsCard } from './components/recent-cards';
import { RefreshButton } from './components/refresh-button';
import { UsageCard } from './components/usage-card';
import { DetectionScoresToggle } from './detection-scores-toggle';
import { useAccountSummary } from './use-account-summary';

/**
 * Where the user goes to /login (spec 2 §8): at once without a token, 2 s after a 401. The API
 * client has usually already sent an expired session there; this covers the page staying open.
 */
function useLoginRedirect(tokenMissing: boolean, sessionExpired: boolean) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!tokenMissing) return;
    setRedirectMessage(NO_TOKEN_MESSAGE);
    void navigate(paths.login, { replace: true });
  }, [tokenMissing, navigate]);
  useEffect(() => {
    if (!sessionExpired) return;
    const timer = window.setTimeout(() => {
      void navigate(paths.login, { replace: true });
    }, SESSION_EXPIRED_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [sessionExpired, navigate]);
}

/** /user-details: the account page (spec 2 §2.9); its sidebar holds the settings, not the chat list. */
export function UserDetailsPage() {
  // Read once: after a 401 the API client clears the token, and that is the expired case, not this one.
  const [tokenMissing] = useState(() => getAuthToken() === null);
  const summary = useAccountSummary();
  useLoginRedirect(tokenMissing, summary.sessionExpired);
  const data = summary.data;

  let failure: string | null = null;
  if (tokenMissing) failure = NO_TOKEN_MESSAGE;
  else if (summary.sessionExpired) failure = SESSION_EXPIRED_MESSAGE;
  else if (summary.isError) failure = accountErrorMessage(summary.error);
  const canRetry = failure !== null && !tokenMissing && !summary.sessionExpired;
  const refreshing = summary.isFetching && !summary.isPending;

  return (
    <AppLayout
      title={PAGE_TITLE}
      settingsSection={<DetectionScoresToggle />}
      headerActions={
        tokenMissing || summary.sessionExpired ? undefined : (
          <RefreshButton
            refreshing={refreshing}
            disabled={summary.isPending && !summary.isError}
            onRefresh={() => void summary.refetch()}
          />
        )
      }
    >
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-4 p-3 sm:p-6 xl:p-8">
        <div role="alert" className="empty:hidden">
          {failure && (
            <div
              className={`${noticeClass('error')} flex flex-wrap items-center justify-between gap-3`}
              data-testid="account-error"
            >
              <span>{failure}</span>
              {canRetry && (
                <button
                  type="button"
                  className="font-medium underline"
                  disabled={summary.isFetching}
                  aria-busy={summary.isFetching}
                  onClick={() => void summary.refetch()}
                >
                  Riprova
                </button>
              )}
            </div>
          )}
        </div>
        {summary.isPending && failure === null && (
          <p role="status" className="py-16 text-center text-ink-muted">
            {LOADING_TEXT}
          </p>
        )}
        {data && !summary.sessionExpired && (
          <div className="grid grid-cols-[minmax(0,1fr)] gap-4 md:grid-cols-2 xl:grid-cols-3">
            <PersonalInfoCard user={data.user} />
            <PointsCard points={data.points} />
            <PlanCard plan={data.plan} pending={data.pending_upgrade_request} />
            <UsageCard usage={data.usage} />
            <MatterPointsCard />
            <TransactionsCard transactions={data.points.recent_transactions} />
            {/* The recent documents and strategies share the last row, side by side, across the grid. */}
            <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-4 md:col-span-2 md:grid-cols-2 xl:col-span-3">
              <DocumentsCard documents={data.recent_legal_documents} />
              <StrategiesCard strategies={data.recent_case_strategies} />
            </div>
          </div>
        )}
        {data && !summary.sessionExpired && <FirmProfileCard />}
        {data && !summary.sessionExpired && <AccountDataCard />}
      </div>
    </AppLayout>
  );
}
