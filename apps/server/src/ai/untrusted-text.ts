import { randomBytes } from 'node:crypto';

/**
 * Text that reaches a prompt from outside (the user's facts, a web page, a draft to review) is
 * fenced so the model reads it as data. The fence carries a random marker the text cannot know in
 * advance, so a text holding "…>>>" or "Ignora le istruzioni precedenti" cannot close it early.
 */
export interface UntrustedFence {
  /** The opening line, e.g. `<<<CASO-1a2b3c4d5e6f`. */
  open: string;
  /** The closing line, e.g. `CASO-1a2b3c4d5e6f>>>`. */
  close: string;
  wrap(body: string): string;
}

export function untrustedFence(label: string): UntrustedFence {
  const marker = `${label}-${randomBytes(6).toString('hex')}`;
  const open = `<<<${marker}`;
  const close = `${marker}>>>`;
  return { open, close, wrap: (body) => `${open}\n${body.trim()}\n${close}` };
}

/** `body` fenced with a fresh marker labelled `label`. */
export const fenceUntrusted = (label: string, body: string): string => untrustedFence(label).wrap(body);
