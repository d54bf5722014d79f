import { existsSync } from 'node:fs';
import { type Config, ConfigError, loadConfig } from '../../config';
import { type BackupSummary, createBackup } from './backup.service';
import { BackupError } from './backup-error';
import { DumpRequestError } from './backup-requests';
import { PostgresToolError } from './postgres-dump';
import { type RestoreSummary, restoreBackup } from './restore.service';

const USAGE = [
  'Uso:',
  '  npm run backup [-- <archivio.tar.gz>]   (predefinito: DATA_DIR/backups/brocardo-backup-<data>.tar.gz)',
  '  npm run restore -- <archivio.tar.gz>',
].join('\n');

/**
 * `node dist/main.js backup [archive]` and `node dist/main.js restore <archive>`: the configuration
 * comes from the environment (and .env) exactly as for the server. Returns the exit code.
 */
export async function runBackupCommand(name: 'backup' | 'restore', args: string[]): Promise<number> {
  const out = (line: string) => process.stdout.write(`${line}\n`);
  const failed = name === 'backup' ? 'Backup non riuscito' : 'Ripristino non riuscito';
  if (args.includes('--help') || args.includes('-h') || args.length > 1 || (name === 'restore' && !args[0])) {
    process.stderr.write(`${USAGE}\n`);
    return args.includes('--help') || args.includes('-h') ? 0 : 2;
  }
  let config: Config;
  try {
    if (existsSync('.env')) process.loadEnvFile('.env');
    config = loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${failed}: configurazione non valida\n${error.message}\n`);
    return 1;
  }
  try {
    if (name === 'backup') printBackup(await createBackup({ config, output: args[0], progress: out }), out);
    else printRestore(await restoreBackup({ config, archive: args[0]!, progress: out }), config, out);
    return 0;
  } catch (error) {
    process.stderr.write(`${failed}: ${describe(error, config)}\n`);
    return 1;
  }
}

/** The message an operator reads: ours as they are, anything else with its text, never a password. */
function describe(error: unknown, config: Config): string {
  const known =
    error instanceof BackupError || error instanceof DumpRequestError || error instanceof PostgresToolError;
  let text = error instanceof Error ? error.message : String(error);
  if (!known) text = `errore inatteso: ${text}`;
  const password = config.DATABASE_URL ? decodeURIComponent(new URL(config.DATABASE_URL).password) : '';
  return password ? text.split(password).join('***') : text;
}

function megabytes(bytes: number): string {
  return `${(bytes / 1_048_576).toFixed(1)} MB`;
}

function printBackup(summary: BackupSummary, out: (line: string) => void): void {
  const { manifest, uploads } = summary;
  if (manifest.uploads.storage === 's3') {
    out(
      `File caricati: nel bucket S3 "${manifest.uploads.bucket}", non nell'archivio. ${manifest.uploads.note}`,
    );
  } else {
    out(`File caricati copiati: ${uploads.files} (${megabytes(uploads.bytes)}).`);
  }
  if (uploads.documentsWithoutFile.length > 0) {
    out(
      `Attenzione: ${uploads.documentsWithoutFile.length} documenti sono stati eliminati durante il backup; ` +
        'al ripristino risulteranno non disponibili.',
    );
  }
  out(`Backup completato: ${summary.archive} (${megabytes(summary.bytes)}).`);
  out("Conserva l'archivio fuori da questo disco: contiene dati personali, proteggilo come il database.");
}

function printRestore(summary: RestoreSummary, config: Config, out: (line: string) => void): void {
  const { rows } = summary;
  out(
    `Ripristinati: ${rows.users} utenti, ${rows.conversations} conversazioni (${rows.messages} messaggi), ` +
      `${rows.points_ledger} movimenti punti, ${rows.user_documents} documenti, ${summary.uploadsRestored} file.`,
  );
  if (summary.manifest.uploads.storage === 's3') out(summary.manifest.uploads.note);
  if (summary.documentsMarkedFailed.length > 0) {
    out(
      `${summary.documentsMarkedFailed.length} documenti non avevano il file nell'archivio: ` +
        "segnati come non elaborati, con l'invito a caricarli di nuovo.",
    );
  }
  if (summary.pendingMigrations > 0) {
    out(
      `Al prossimo avvio il server applicherà ${summary.pendingMigrations} migrazioni più recenti dell'archivio.`,
    );
  }
  out(
    `Ripristino completato${config.DATABASE_URL ? '' : ` in ${config.DATA_DIR}`}: ora puoi avviare il server.`,
  );
}
