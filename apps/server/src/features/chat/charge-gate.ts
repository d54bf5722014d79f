/**
 * When a question's charge may begin. A question whose balance is foreseen to cover it
 * (PointsService.foresee) is answered before its charge commits: the charge begins once the first
 * text has been relayed, or once the answer ended without any (a failure, a client that left: then
 * charged and refunded, as any run that delivered nothing). A question given up before its stream
 * opened shuts the gate: nothing is taken.
 */
export interface ChargeGate {
  /** Resolves when the charge may begin; rejects once shut. */
  readonly opened: Promise<void>;
  open(): void;
  shut(reason: unknown): void;
}

export function createChargeGate(): ChargeGate {
  let open!: () => void;
  let shut!: (reason: unknown) => void;
  const opened = new Promise<void>((resolve, reject) => {
    open = resolve;
    shut = reject;
  });
  // A gate no charge waits on (a question charged up front) may be shut without anyone listening.
  opened.catch(() => {});
  return { opened, open, shut };
}
