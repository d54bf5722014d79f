import { type SubscriptionPlan, UPGRADE_REQUEST_SENT_MESSAGE } from '@brocardo/shared';
import { useState } from 'react';
import { AppLayout } from '../../components/layouts';
import { LiveNotice, noticeClass } from '../../components/notice';
import { isApiError } from '../../lib/api-client';
import { PendingRequest } from './components/pending-request';
import { PlanCard } from './components/plan-card';
import { UpgradeDialog } from './components/upgrade-dialog';
import { daysText, shortPoints } from './plan-format';
import {
  BETA_EXPLANATION,
  LOAD_ERROR,
  LOADING_TEXT,
  PAGE_TITLE,
  REQUEST_ERROR,
  subscriptionErrorMessage,
  WITHDRAW_ERROR,
  WITHDRAWN_TEXT,
} from './subscription-messages';
import { useRequestUpgrade, useSubscription, useWithdrawUpgrade } from './use-subscription';

type Outcome = { tone: 'success' | 'error'; text: string } | null;

/** /subscription: the plans, the user's own, and a request for another (the target of 'Aggiorna piano'). */
export function SubscriptionPage() {
  const subscription = useSubscription();
  const requesting = useRequestUpgrade();
  const withdrawing = useWithdrawUpgrade();
  const [chosen, setChosen] = useState<SubscriptionPlan | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const data = subscription.data;
  const pending = data?.pending_request ?? null;
  const requestError = requesting.error;
  const messageError = isApiError(requestError) ? (requestError.fieldErrors?.message?.[0] ?? null) : null;
  const dialogError =
    requestError && !messageError ? subscriptionErrorMessage(requestError, REQUEST_ERROR) : null;

  function choose(plan: SubscriptionPlan) {
    requesting.reset();
    setChosen(plan);
  }

  function send(message: string) {
    if (!chosen) return;
    const trimmed = message.trim();
    requesting.mutate(
      { plan_id: chosen.id, ...(trimmed ? { message: trimmed } : {}) },
      {
        onSuccess: () => {
          setChosen(null);
          setOutcome({ tone: 'success', text: UPGRADE_REQUEST_SENT_MESSAGE });
        },
      },
    );
  }

  function withdraw() {
    if (!pending) return;
    setOutcome(null);
    withdrawing.mutate(pending.id, {
      onSuccess: () => setOutcome({ tone: 'success', text: WITHDRAWN_TEXT }),
      onError: (error) =>
        setOutcome({ tone: 'error', text: subscriptionErrorMessage(error, WITHDRAW_ERROR) }),
    });
  }

  return (
    <AppLayout title={PAGE_TITLE}>
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-5 p-3 sm:p-6 xl:p-8">
        <div role="alert" className="empty:hidden">
          {subscription.isError && !data && (
            <div className={`${noticeClass('error')} flex flex-wrap items-center justify-between gap-3`}>
              <span>{subscriptionErrorMessage(subscription.error, LOAD_ERROR)}</span>
              <button
                type="button"
                className="font-medium underline"
                onClick={() => void subscription.refetch()}
              >
                Riprova
              </button>
            </div>
          )}
        </div>
        <LiveNotice tone={outcome?.tone ?? 'success'} testId="subscription-outcome">
          {outcome?.text}
        </LiveNotice>
        {subscription.isPending && !subscription.isError && (
          <p role="status" className="py-16 text-center text-ink-muted">
            {LOADING_TEXT}
          </p>
        )}
        {data && (
          <>
            <section
              aria-label="Il tuo saldo"
              className="flex flex-wrap items-baseline gap-x-8 gap-y-2 rounded-lg border border-rule bg-paper-raised px-5 py-4"
            >
              <p className="flex items-baseline gap-2">
                <span className="text-sm text-ink-muted">Saldo attuale</span>
                <span
                  className="font-serif text-2xl font-semibold text-ink tabular-nums"
                  title={shortPoints(data.current_balance).full}
                  data-testid="subscription-balance"
                >
                  <span aria-hidden="true">{shortPoints(data.current_balance).short}</span>
                  <span className="sr-only">{shortPoints(data.current_balance).full}</span>
                </span>
              </p>
              <p className="text-sm text-ink-muted" data-testid="subscription-reset">
                I punti si rinnovano tra {daysText(data.days_until_reset)}, secondo il tuo piano.
              </p>
            </section>
            {pending && (
              <PendingRequest request={pending} withdrawing={withdrawing.isPending} onWithdraw={withdraw} />
            )}
            <p className="text-sm leading-relaxed text-ink-muted">{BETA_EXPLANATION}</p>
            <div className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {data.plans.map((plan) => (
                <PlanCard
                  key={plan.id}
                  plan={plan}
                  current={plan.id === data.current_plan_id}
                  requested={pending?.requested_plan.id === plan.id}
                  requestBlocked={pending !== null}
                  onRequest={choose}
                />
              ))}
            </div>
          </>
        )}
      </div>
      <UpgradeDialog
        key={chosen?.id ?? 0}
        plan={chosen}
        sending={requesting.isPending}
        error={dialogError}
        messageError={messageError}
        onClose={() => setChosen(null)}
        onSubmit={send}
      />
    </AppLayout>
  );
}
