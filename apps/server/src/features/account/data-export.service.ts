import { AppError, dataExportFilename } from '@brocardo/shared';
import { strToU8, type Zippable, zipSync } from 'fflate';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { ActivityService } from '../activity/activity.service';
import type { DocumentsService } from '../documents/documents.service';
import type { TabularReviewsService } from '../tabular-reviews/tabular-reviews.service';
import { createDataExportRepo } from './data-export.repo';

export interface DataExportDeps {
  db: Database;
  documents: Pick<DocumentsService, 'withFiles'>;
  reviews: Pick<TabularReviewsService, 'forAccountExport'>;
  activity: Pick<ActivityService, 'recordSafely'>;
  clock: Clock;
  /** The calendar of the dated file name (POINTS_TIME_ZONE). */
  timeZone: string;
}

/**
 * The zip is built in memory: personal documents are at most 5, but a user may hold many reviews of up
 * to 25 documents each, so their files go in while they total at most this much.
 */
const REVIEW_FILES_BUDGET_BYTES = 200 * 1024 * 1024;

/** What each file of the zip holds, in Italian: the README.txt the user reads first. */
export const DATA_EXPORT_README = `Brocardo: esportazione dei tuoi dati
=====================================

Questo archivio contiene tutti i dati personali che Brocardo conserva sul tuo account, nel
formato JSON (leggibile con qualsiasi editor di testo) e i file che hai caricato.

account.json             I dati del tuo account: nome, e-mail, piano, saldo punti, date, impostazioni
                         (la password non è inclusa: è conservata solo come impronta non reversibile).
conversazioni.json       Le tue conversazioni, ciascuna con tutti i suoi messaggi e le fonti citate.
documenti.json           I dati dei documenti che hai caricato (nome, tipo, dimensione, stato, date).
documenti/               I file dei documenti caricati, così come li hai inviati (una cartella per documento).
atti-generati.json       Gli atti creati con il generatore, ciascuno con tutte le sue versioni.
strategie.json           I casi del simulatore di strategia processuale, con le analisi.
pratiche.json            Le tue pratiche (cliente e pratica); ogni elemento qui sopra indica la sua in matter_id.
movimenti-punti.json     Il registro dei punti: ogni accredito, addebito, rimborso e azzeramento mensile.
utilizzo.json            Le richieste al modello AI fatte per te: funzione, token, costo, tempi, punti.
feedback.json            Le valutazioni che hai dato alle risposte, con i testi a cui si riferiscono.
attivita.json            Il registro delle attività del tuo account (tipo di azione, dettagli, data, indirizzo IP).
profilo-studio.json      Il profilo dello studio usato dal generatore (null se non l’hai mai compilato).
revisioni.json           Le revisioni tabellari: documenti, domande e risposte di ogni cella con il passaggio citato.
revisioni/               I file delle revisioni, una cartella per revisione e documento, fino a 200 MB in tutto
                         (revisioni-file.json dice quali sono inclusi).

Le date sono in formato ISO 8601 (UTC). Gli importi di costo sono nella valuta del fornitore del modello.
`;

/** Database columns as the stored names (snake_case), so the JSON reads like the schema. */
function snakeKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(snakeKeys);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, entry]) => [
      key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`),
      snakeKeys(entry),
    ]),
  );
}

const json = (value: unknown): Uint8Array => strToU8(`${JSON.stringify(snakeKeys(value), null, 2)}\n`);

/** A stored file name kept readable inside the zip, never a path. */
function zipEntryName(filename: string): string {
  const safe = filename.replace(/[/\\:*?"<>|]/g, '_').replace(/^\.+/, '_');
  return safe.length > 0 ? safe : 'documento';
}

/** The day in `timeZone`, YYYY-MM-DD. */
function localDay(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(date);
}

export function createDataExportService(deps: DataExportDeps) {
  const repo = createDataExportRepo(deps.db);
  return {
    /**
     * The zip of everything the user has (Art. 15 and 20 GDPR), built in memory: a user holds at most
     * 10 conversations and 5 documents, so the archive stays bounded. Recorded in the activity log.
     */
    async build(userId: number, ipAddress: string | null): Promise<{ filename: string; zip: Uint8Array }> {
      const account = await repo.account(userId);
      if (!account) throw new AppError('NOT_FOUND');
      const [
        conversations,
        legalDocuments,
        strategies,
        matters,
        ledger,
        usage,
        feedback,
        activity,
        firm,
        files,
        reviews,
      ] = await Promise.all([
        repo.conversationsWithMessages(userId),
        repo.legalDocumentsWithVersions(userId),
        repo.caseStrategies(userId),
        repo.matters(userId),
        repo.pointsLedger(userId),
        repo.usageRecords(userId),
        repo.feedback(userId),
        repo.activity(userId),
        repo.firmProfile(userId),
        deps.documents.withFiles(userId),
        deps.reviews.forAccountExport(userId, REVIEW_FILES_BUDGET_BYTES),
      ]);
      // Already compressed formats (PDF, DOCX, XLSX) are stored as they are.
      const entries: Zippable = {
        'README.txt': [strToU8(DATA_EXPORT_README), { level: 6 }],
        'account.json': json(account),
        'conversazioni.json': json(conversations),
        'documenti.json': json(
          files.map(({ document, bytes }) => ({ ...document, file_in_archive: bytes !== null })),
        ),
        'atti-generati.json': json(legalDocuments),
        'strategie.json': json(strategies),
        'pratiche.json': json(matters),
        'movimenti-punti.json': json(ledger),
        'utilizzo.json': json(usage),
        'feedback.json': json(feedback),
        'attivita.json': json(activity),
        'profilo-studio.json': json(firm),
        'revisioni.json': json(reviews.reviews),
        'revisioni-file.json': json(
          reviews.files.map(({ reviewId, documentId, filename, bytes }) => ({
            review_id: reviewId,
            document_id: documentId,
            filename,
            file_in_archive: bytes !== null,
          })),
        ),
      };
      for (const { reviewId, documentId, filename, bytes } of reviews.files) {
        if (bytes)
          entries[`revisioni/${reviewId}/${documentId}/${zipEntryName(filename)}`] = [bytes, { level: 0 }];
      }
      for (const { document, bytes } of files) {
        if (bytes)
          entries[`documenti/${document.id}/${zipEntryName(document.filename)}`] = [bytes, { level: 0 }];
      }
      const zip = zipSync(entries, { level: 6 });
      await deps.activity.recordSafely({
        userId,
        actionType: 'ACCOUNT_DATA_EXPORTED',
        details: {
          conversations: conversations.length,
          documents: files.length,
          legal_documents: legalDocuments.length,
          case_strategies: strategies.length,
          bytes: zip.byteLength,
        },
        ipAddress,
      });
      return { filename: dataExportFilename(localDay(deps.clock(), deps.timeZone)), zip };
    },
  };
}

export type DataExportService = ReturnType<typeof createDataExportService>;
