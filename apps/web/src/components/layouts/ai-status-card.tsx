import { EXTRACTIVE_ANSWER_LABEL } from '@brocardo/shared';
import { useId } from 'react';
import { isStoredUserAdmin } from '../../lib/storage';
import { useAiStatus } from './use-ai-status';

export const AI_BUSY_TEXT = "L'assistente sta elaborando…";

function ThinkingDots() {
  return (
    <span aria-hidden="true" className="inline-flex gap-1">
      <span className="size-1.5 rounded-full bg-accent motion-safe:animate-pulse" />
      <span className="size-1.5 rounded-full bg-accent motion-safe:animate-pulse motion-safe:[animation-delay:150ms]" />
      <span className="size-1.5 rounded-full bg-accent motion-safe:animate-pulse motion-safe:[animation-delay:300ms]" />
    </span>
  );
}

const codeClass = 'rounded bg-paper-raised px-1 font-mono text-[0.8125rem] text-ink';

/**
 * For an administrator only, when no model is configured: how to turn one on (docs/DEPLOYMENT.md).
 * A regular user cannot change the server's configuration, so the card does not tell them to.
 */
function EnableModelHint() {
  return (
    <p className="mt-2 text-xs leading-snug text-ink-muted" data-testid="ai-enable-hint">
      Per attivare un modello AI imposta sul server <code className={codeClass}>LLM_BASE_URL</code>,{' '}
      <code className={codeClass}>LLM_API_KEY</code> e <code className={codeClass}>LLM_MODEL</code>, poi
      riavvia il server (vedi <code className={codeClass}>docs/DEPLOYMENT.md</code>).
    </p>
  );
}

function ProviderStatus() {
  const { data, isPending, isError } = useAiStatus();
  if (isPending) return <p className="mt-1 leading-snug text-ink-muted">Verifica del modello…</p>;
  if (isError) return <p className="mt-1 leading-snug text-ink-muted">Stato del modello non disponibile</p>;
  if (data.provider === 'extractive') {
    return (
      <>
        <p className="mt-1 leading-snug text-ink">{data.extractive_label ?? EXTRACTIVE_ANSWER_LABEL}</p>
        {isStoredUserAdmin() && <EnableModelHint />}
      </>
    );
  }
  return (
    <p className="mt-1 leading-snug text-ink">
      Modello: <span className="font-medium break-all">{data.model ?? 'non indicato'}</span>
    </p>
  );
}

interface AiStatusCardProps {
  /** True while the assistant is answering. */
  busy: boolean;
  /**
   * Whether this card's status is the live region that announces the busy state. Off when the
   * card sits in a closed drawer, where the top bar announces it instead.
   */
  announce?: boolean;
}

/** The sidebar's AI status card (spec 1 §2): who answers, and a thinking state while it does. */
export function AiStatusCard({ busy, announce = true }: AiStatusCardProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={busy}
      className="rounded-lg border border-rule bg-paper px-4 py-3 text-sm"
      data-testid="ai-status-card"
    >
      <h2 id={headingId} className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
        Assistente AI
      </h2>
      <ProviderStatus />
      <p
        role={announce ? 'status' : undefined}
        className="mt-2 flex min-h-5 items-center gap-2 text-accent"
        data-testid="ai-busy-status"
      >
        {busy ? (
          <>
            <ThinkingDots />
            <span>{AI_BUSY_TEXT}</span>
          </>
        ) : (
          <span className="text-ink-muted">Pronto</span>
        )}
      </p>
    </section>
  );
}

/** The top bar's compact thinking state below 1620 px; the live region when the drawer is closed. */
export function AiBusyIndicator({ busy }: { busy: boolean }) {
  return (
    <p role="status" className="flex items-center text-accent" data-testid="ai-busy-indicator">
      {busy && (
        <>
          <ThinkingDots />
          <span className="sr-only">{AI_BUSY_TEXT}</span>
        </>
      )}
    </p>
  );
}
