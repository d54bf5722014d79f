import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { blobText, captureDownloads } from './charts/chart-test-support';
import { type CsvColumn, ExportCsvButton, exportMessages } from './table-export';

interface Lawyer {
  name: string;
  cases: number;
}

const columns: CsvColumn<Lawyer>[] = [
  { header: 'Name', value: (row) => row.name },
  { header: 'Cases', value: (row) => row.cases },
];
const lawyers: Lawyer[] = [
  { name: 'Chiara', cases: 3 },
  { name: 'Paolo', cases: 1 },
];

/** A promise and the functions that settle it, for a loader the test answers when it chooses. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (reason: unknown) => void = () => {};
  const promise = new Promise<T>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
}

const csvLines = async (blob: Blob) => (await blobText(blob)).replace(/^\uFEFF/, '').split('\r\n');

describe('ExportCsvButton', () => {
  it('downloads the rows it is given at once, and is disabled without rows', async () => {
    const downloads = captureDownloads();
    const { rerender } = render(
      <ExportCsvButton fileName="lawyers.csv" columns={columns} rows={lawyers} description="Lawyers" />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV: Lawyers' }));
    expect(downloads.map((download) => download.name)).toEqual(['lawyers.csv']);
    expect(await csvLines((downloads[0] as { blob: Blob }).blob)).toEqual([
      'Name,Cases',
      'Chiara,3',
      'Paolo,1',
    ]);

    rerender(<ExportCsvButton fileName="lawyers.csv" columns={columns} rows={[]} description="Lawyers" />);
    expect(screen.getByRole('button', { name: 'Export CSV: Lawyers' })).toBeDisabled();
  });

  it('loads the rows on click, says so while loading, then downloads what the loader gave', async () => {
    const downloads = captureDownloads();
    const load = deferred<Lawyer[]>();
    const loadRows = vi.fn(() => load.promise);
    render(
      <ExportCsvButton fileName="all.csv" columns={columns} loadRows={loadRows} description="Lawyers" />,
    );
    expect(loadRows).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Export CSV: Lawyers' }));
    const busy = screen.getByRole('button', { name: `${exportMessages.busy}: Lawyers` });
    expect(busy).toHaveTextContent('Esportazione…');
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(downloads).toHaveLength(0);

    load.resolve(lawyers);
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(loadRows).toHaveBeenCalledTimes(1);
    expect(downloads[0]?.name).toBe('all.csv');
    expect(await csvLines((downloads[0] as { blob: Blob }).blob)).toEqual([
      'Name,Cases',
      'Chiara,3',
      'Paolo,1',
    ]);
    const idle = screen.getByRole('button', { name: 'Export CSV: Lawyers' });
    expect(idle).toBeEnabled();
    expect(idle).toHaveAttribute('aria-busy', 'false');
  });

  it('says in Italian that the export failed, downloads nothing, and a new click tries again', async () => {
    const downloads = captureDownloads();
    const loadRows = vi
      .fn<() => Promise<Lawyer[]>>()
      .mockRejectedValueOnce(new Error('503'))
      .mockResolvedValueOnce(lawyers);
    render(
      <ExportCsvButton fileName="all.csv" columns={columns} loadRows={loadRows} description="Lawyers" />,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Export CSV: Lawyers' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(exportMessages.failed);
    expect(downloads).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Export CSV: Lawyers' })).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: 'Export CSV: Lawyers' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
