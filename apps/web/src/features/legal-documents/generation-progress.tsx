import type { AiOption } from '@brocardo/shared';
import { useEffect, useState } from 'react';

const WHAT_HAPPENS: Readonly<Record<AiOption, string>> = {
  none: 'Compilazione del documento in corso…',
  basic:
    "L'AI cerca le fonti nel Database Legale, redige il testo e ne verifica i riferimenti: può richiedere fino a un minuto.",
  enhanced:
    "L'AI cerca le fonti, redige il testo, lo rivede e ne verifica i riferimenti: può richiedere un minuto o più.",
};

function useElapsedSeconds(): number {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    const started = Date.now();
    const timer = window.setInterval(() => setSeconds(Math.floor((Date.now() - started) / 1000)), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return seconds;
}

/** While a document is generated: what is happening and for how long (the AI call can take a minute). */
export function GenerationProgress({ aiOption }: { aiOption: AiOption }) {
  const seconds = useElapsedSeconds();
  return (
    <div
      data-testid="generation-progress"
      className="flex flex-col gap-2 rounded-md border border-accent/30 bg-accent-soft px-4 py-3"
    >
      <p role="status" className="text-sm font-medium text-ink">
        Generazione del documento in corso…
        <span className="mt-1 block text-xs font-normal text-ink-muted">{WHAT_HAPPENS[aiOption]}</span>
      </p>
      <progress aria-label="Generazione del documento" className="countdown-bar" />
      {/* Visible only: announcing every second would drown the status above. */}
      <p aria-hidden="true" className="text-xs text-ink-muted tabular-nums">
        Tempo trascorso: {seconds} s
      </p>
    </div>
  );
}
