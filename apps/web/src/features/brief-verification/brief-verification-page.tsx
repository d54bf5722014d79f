import { BRIEF_MAX_CHARACTERS, type BriefVerificationResponse } from '@brocardo/shared';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { FileChooser } from '../../components/file-chooser';
import { AppLayout } from '../../components/layouts';
import { LiveNotice } from '../../components/notice';
import { isApiError } from '../../lib/api-client';
import { saveFile } from '../../lib/save-file';
import { BriefReport } from './brief-report';
import { PAGE_TITLE } from './brief-report-labels';
import { verifyBriefFile, verifyBriefText } from './brief-verification-api';
import { type CheckedBrief, reportFileName } from './report-name';

type Input = { text: string } | { file: File };

const GENERIC_ERROR = 'Verifica non riuscita. Riprova tra poco.';
const RATE_LIMITED = 'Hai raggiunto il numero massimo di verifiche per quest’ora. Riprova più tardi.';

function errorMessage(error: unknown): string {
  if (!isApiError(error)) return GENERIC_ERROR;
  const field = error.fieldErrors?.text?.[0] ?? error.fieldErrors?.file?.[0];
  if (field) return field;
  if (error.status === 429) return RATE_LIMITED;
  // The server's Italian message says what is wrong with the file (type, size, unreadable).
  if (error.status === 413 || error.status === 422) return error.message;
  return GENERIC_ERROR;
}

/** The report, and the uploaded file it checked (null: a pasted text), which names it. */
function Downloads({ report, brief }: { report: BriefVerificationResponse; brief: CheckedBrief }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  async function download(format: 'pdf' | 'docx') {
    setBusy(true);
    setFailed(false);
    try {
      // jsPDF and docx are loaded on the first download, not with the page.
      const files = await import('./report-files');
      saveFile(
        format === 'pdf' ? files.reportPdf(report, brief) : await files.reportDocx(report, brief),
        reportFileName(format, brief),
      );
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }
  const buttonClass =
    'rounded-md border border-rule px-3 py-1.5 text-sm font-semibold text-ink hover:bg-accent-soft disabled:opacity-60';
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-sm font-semibold">Scarica il report</span>
      <button type="button" className={buttonClass} disabled={busy} onClick={() => void download('pdf')}>
        PDF
      </button>
      <button type="button" className={buttonClass} disabled={busy} onClick={() => void download('docx')}>
        Word
      </button>
      {failed && <span className="text-sm text-critical">Download non riuscito.</span>}
    </div>
  );
}

const checkedFileName = (input: Input | undefined): CheckedBrief =>
  input && 'file' in input ? input.file.name : null;

/** /verifica-atto: a brief's references, quotations and judgments checked against the Database Legale. */
export function BriefVerificationPage() {
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const textId = useId();
  const fileId = useId();
  const verification = useMutation({
    mutationFn: (input: Input) =>
      'file' in input ? verifyBriefFile(input.file) : verifyBriefText(input.text),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    verification.mutate(file ? { file } : { text });
  }

  const canSubmit = !verification.isPending && (file !== null || text.trim().length > 0);
  return (
    <AppLayout title={PAGE_TITLE}>
      <div className="flex flex-col gap-6 p-3 sm:p-6 xl:p-8">
        <form onSubmit={submit} className="flex flex-col gap-3" aria-label="Atto da verificare">
          <p className="text-sm text-ink-muted">
            Incolla il testo di un atto o carica un file PDF o Word: ogni riferimento normativo, citazione
            testuale e sentenza viene controllato sulla banca dati. Il file non viene conservato.
          </p>
          <label htmlFor={textId} className="text-sm font-semibold">
            Testo dell’atto
          </label>
          <textarea
            id={textId}
            value={text}
            onChange={(event) => setText(event.target.value)}
            disabled={file !== null}
            maxLength={BRIEF_MAX_CHARACTERS}
            rows={10}
            className="w-full rounded-md border border-rule bg-paper p-2 text-sm disabled:opacity-60"
          />
          <div className="flex flex-wrap items-center gap-3">
            <label htmlFor={fileId} className="text-sm font-semibold">
              Oppure carica un file (PDF, DOCX)
            </label>
            <FileChooser
              id={fileId}
              accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
              onFiles={([chosen]) => setFile(chosen ?? null)}
              status={file ? file.name : 'Nessun file scelto'}
            />
            {file && (
              <button type="button" className="text-sm text-accent underline" onClick={() => setFile(null)}>
                Rimuovi il file
              </button>
            )}
          </div>
          <div>
            <button
              type="submit"
              disabled={!canSubmit}
              className="rounded-md bg-accent px-4 py-2 text-sm font-semibold text-paper disabled:opacity-60"
            >
              {verification.isPending ? 'Verifica in corso…' : 'Verifica'}
            </button>
          </div>
        </form>
        <LiveNotice tone="error">{verification.isError ? errorMessage(verification.error) : null}</LiveNotice>
        {verification.data && (
          <>
            {/* The input the report answers, not the one chosen since. */}
            <Downloads report={verification.data} brief={checkedFileName(verification.variables)} />
            <BriefReport report={verification.data} />
          </>
        )}
      </div>
    </AppLayout>
  );
}
