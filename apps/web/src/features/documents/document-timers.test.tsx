import { DOCUMENT_REFRESH_LOCKOUT_MS } from '@brocardo/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { advance, settle } from '../../test/api-stub';
import { DOCUMENT_POLL_INTERVAL_MS } from './personal-documents';
import { fakeDocumentsApi, sampleDocument } from './test-support/fake-documents';
import { renderDocuments, rowOf } from './test-support/render-documents';

afterEach(() => {
  vi.useRealTimers();
});

async function openPanel() {
  fireEvent.click(screen.getByTestId('document-indicator'));
  await settle();
  return screen.getByTestId('document-panel');
}

describe('Document manager: polling and refresh', () => {
  it('asks the list again every 2 s while a document is processing, and stops once none is', async () => {
    vi.useFakeTimers();
    const processing = sampleDocument({ filename: 'atto.pdf', status: 'processing' });
    const api = fakeDocumentsApi({ documents: [sampleDocument(), processing] });
    renderDocuments();
    await settle();
    expect(api.listCalls()).toHaveLength(1);

    await advance(DOCUMENT_POLL_INTERVAL_MS);
    expect(api.listCalls()).toHaveLength(2);
    await advance(DOCUMENT_POLL_INTERVAL_MS);
    expect(api.listCalls()).toHaveLength(3);

    processing.status = 'completed';
    await advance(DOCUMENT_POLL_INTERVAL_MS);
    expect(api.listCalls()).toHaveLength(4);
    await openPanel();
    expect(rowOf('atto.pdf')).toHaveAttribute('data-status', 'completed');
    await advance(DOCUMENT_POLL_INTERVAL_MS * 5);
    expect(api.listCalls()).toHaveLength(4);
  });

  it('never polls when nothing is processing', async () => {
    vi.useFakeTimers();
    const api = fakeDocumentsApi({ documents: [sampleDocument()] });
    renderDocuments();
    await settle();
    await advance(DOCUMENT_POLL_INTERVAL_MS * 5);
    expect(api.listCalls()).toHaveLength(1);
  });

  it('the refresh button asks again, then rests 10 s with the seconds left', async () => {
    vi.useFakeTimers();
    const api = fakeDocumentsApi({ documents: [sampleDocument()] });
    renderDocuments();
    await settle();
    const panel = await openPanel();
    const refresh = within(panel).getByTestId('document-refresh');
    expect(refresh).toHaveTextContent('Aggiorna elenco');
    expect(api.requests('/api/user-document-preferences')).toHaveLength(1);

    fireEvent.click(refresh);
    await settle();
    expect(api.listCalls()).toHaveLength(2);
    expect(api.requests('/api/user-document-preferences')).toHaveLength(2);
    expect(refresh).toBeDisabled();
    expect(refresh).toHaveTextContent('Aggiorna elenco (10 s)');

    await advance(4000);
    expect(refresh).toHaveTextContent('Aggiorna elenco (6 s)');
    fireEvent.click(refresh);
    await settle();
    expect(api.listCalls()).toHaveLength(2);

    await advance(DOCUMENT_REFRESH_LOCKOUT_MS - 4000);
    expect(refresh).toBeEnabled();
    expect(refresh).toHaveTextContent(/^Aggiorna elenco$/);
  });
});
