/** A backup or restore refused or failed for a reason the operator can act on; the message is Italian. */
export class BackupError extends Error {
  override name = 'BackupError';
}
