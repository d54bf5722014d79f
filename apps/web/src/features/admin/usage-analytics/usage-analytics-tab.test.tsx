import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubApi } from '../../../test/api-stub';
import { renderRouteWithProviders } from '../../../test/render-with-providers';
import { AdminDashboardPage } from '../admin-dashboard-page';
import { blobText, captureDownloads, tableRows } from '../charts/chart-test-support';
import { type Answer, getsTo, renderDashboard } from '../test-support/admin-server';
import { CHART_TOP_USERS, usageMessages } from './usage-analytics-tab';

const UPLOADS = '/api/admin/usage-metrics/document-uploads';
const CHAT = '/api/admin/usage-metrics/chat-mode-usage';
const TOKENS = '/api/admin/usage-metrics/llm-tokens/per-user';

const uploads = [
  { user_id: 1, user_name: 'Chiara Bianchi', upload_count: 12 },
  { user_id: 2, user_name: '=HYPERLINK("http://x")', upload_count: 3 },
];
const chat = [
  {
    user_id: 1,
    user_name: 'Chiara Bianchi',
    rag_mode_count: '1500',
    simple_chat_count: '4',
    web_search_count: '0',
    web_and_rag_count: '2',
  },
];
const tokens = [
  { user_id: 1, user_name: 'Chiara Bianchi', total_prompt_tokens: 120000, total_completion_tokens: 34567 },
  { user_id: 3, user_name: 'Paolo Neri', total_prompt_tokens: 900, total_completion_tokens: 100 },
];

/** `count` users, heaviest first as the server sends them: 'User 1' has the most. */
const manyUsers = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: `User ${index + 1}`,
    amount: count - index,
  }));
const manyUploads = (count: number) =>
  manyUsers(count).map((u) => ({ user_id: u.id, user_name: u.name, upload_count: u.amount }));
const manyChat = (count: number) =>
  manyUsers(count).map((u) => ({
    user_id: u.id,
    user_name: u.name,
    rag_mode_count: String(u.amount),
    simple_chat_count: '1',
    web_search_count: '0',
    web_and_rag_count: '0',
  }));
const manyTokens = (count: number) =>
  manyUsers(count).map((u) => ({
    user_id: u.id,
    user_name: u.name,
    total_prompt_tokens: u.amount * 10,
    total_completion_tokens: u.amount,
  }));

/** The user names a chart draws, in order (the chart's hidden data table, header row left out). */
const chartLabels = (title: string) =>
  tableRows(title)
    .slice(1)
    .map(([name]) => name);
const chartCard = (title: string) => screen.getByRole('figure', { name: title });
const cutNote = /^Nel grafico i /;

type Bodies = { uploads?: unknown; chat?: unknown; tokens?: unknown };

function openUsage(bodies: Bodies = {}, answer?: (path: string) => Answer | undefined) {
  const view = renderDashboard({ users: [], requests: [], contacts: [] }, [
    (path) => answer?.(path),
    (path) => {
      if (path.startsWith(UPLOADS)) return { status: 200, body: bodies.uploads ?? uploads };
      if (path.startsWith(CHAT)) return { status: 200, body: bodies.chat ?? chat };
      if (path.startsWith(TOKENS)) return { status: 200, body: bodies.tokens ?? tokens };
      return undefined;
    },
  ]);
  return view;
}

async function showTab(user: ReturnType<typeof openUsage>['user']) {
  await user.click(screen.getByRole('tab', { name: 'Usage Analytics' }));
}

const queryOf = (call: unknown[]) => new URL(String(call[0]), 'http://localhost').searchParams;

afterEach(() => {
  vi.useRealTimers();
});

describe('Usage Analytics', () => {
  it('draws the three charts per user with their badges and figures, from three parallel calls', async () => {
    const { user, api } = openUsage();
    await showTab(user);
    expect(await screen.findByRole('table', { name: 'Document Uploads' })).toBeInTheDocument();
    expect(tableRows('Document Uploads')).toEqual([
      ['User', 'Documents'],
      ['Chiara Bianchi', '12'],
      ['=HYPERLINK("http://x")', '3'],
    ]);
    // The chat modes arrive as numeric strings; 1500 reads 1.500 (Italian grouping).
    expect(tableRows('Chat Mode Usage')).toEqual([
      ['User', 'RAG Chat', 'Simple Chat', 'Web Search', 'Web + RAG'],
      ['Chiara Bianchi', '1.500', '4', '0', '2'],
    ]);
    expect(tableRows('LLM Token Usage')).toEqual([
      ['User', 'Prompt Tokens', 'Completion Tokens'],
      ['Chiara Bianchi', '120.000', '34.567'],
      ['Paolo Neri', '900', '100'],
    ]);
    expect(screen.getAllByText('2 users')).toHaveLength(2);
    expect(screen.getByText('1 user')).toBeInTheDocument();
    // All Time: no dates; one call each.
    for (const path of [UPLOADS, CHAT, TOKENS]) {
      const calls = getsTo(api, path);
      expect(calls).toHaveLength(1);
      expect([...queryOf(calls[0] as unknown[]).keys()]).toEqual([]);
    }
    // Each chart is drawn 200 ms after its data: the canvas, named by the title, then appears.
    expect(await screen.findByRole('img', { name: 'Chat Mode Usage' })).toBeInTheDocument();
  });

  it('sends Rome calendar days for the presets and the custom range, and clears the custom dates on a preset', async () => {
    // 23:30 UTC on 29 March 2026 is already 30 March in Rome (01:30, summer time since 01:00 UTC).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-29T23:30:00Z'));
    const { user, api } = openUsage();
    await showTab(user);
    await screen.findByRole('table', { name: 'Document Uploads' });
    const lastUploadQuery = () => {
      const calls = getsTo(api, UPLOADS);
      const params = queryOf(calls[calls.length - 1] as unknown[]);
      return [params.get('date_from'), params.get('date_to')];
    };

    await user.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(lastUploadQuery()).toEqual(['2026-03-30', '2026-03-30']));
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Last 7 Days' }));
    await waitFor(() => expect(lastUploadQuery()).toEqual(['2026-03-24', '2026-03-30']));
    await user.click(screen.getByRole('button', { name: 'Last 30 Days' }));
    await waitFor(() => expect(lastUploadQuery()).toEqual(['2026-03-01', '2026-03-30']));
    await user.click(screen.getByRole('button', { name: 'Last 90 Days' }));
    await waitFor(() => expect(lastUploadQuery()).toEqual(['2025-12-31', '2026-03-30']));
    const tokenCalls = getsTo(api, TOKENS);
    expect(queryOf(tokenCalls[tokenCalls.length - 1] as unknown[]).get('date_from')).toBe('2025-12-31');

    // Custom: nothing is sent until both dates are set and applied.
    await user.click(screen.getByRole('button', { name: 'Custom Range' }));
    const apply = screen.getByRole('button', { name: 'Apply Custom Range' });
    const before = getsTo(api, UPLOADS).length;
    await user.type(screen.getByLabelText('From Date'), '2026-02-01');
    expect(apply).toBeDisabled();
    await user.type(screen.getByLabelText('To Date'), '2026-02-28');
    expect(getsTo(api, UPLOADS)).toHaveLength(before);
    await user.click(apply);
    await waitFor(() => expect(lastUploadQuery()).toEqual(['2026-02-01', '2026-02-28']));

    // A preset reloads at once and clears the custom dates.
    await user.click(screen.getByRole('button', { name: 'All Time' }));
    await waitFor(() => expect(lastUploadQuery()).toEqual([null, null]));
    expect(screen.queryByLabelText('From Date')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Custom Range' }));
    expect(screen.getByLabelText('From Date')).toHaveValue('');
  });

  it('says it is loading until all three calls have answered', async () => {
    localStorage.setItem('auth_token', 'tok-admin');
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    stubApi(async (path) => {
      if (path.startsWith(UPLOADS)) return jsonResponse(200, uploads);
      if (path.startsWith(CHAT)) return jsonResponse(200, chat);
      if (path.startsWith(TOKENS)) {
        await gate;
        return jsonResponse(200, tokens);
      }
      return jsonResponse(404, { message: 'Risorsa non trovata.' });
    });
    renderRouteWithProviders('/admin/dashboard?tab=usage', <AdminDashboardPage />);
    expect(await screen.findByText(usageMessages.loading)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Document Uploads' })).toBeNull();
    release();
    expect(await screen.findByRole('table', { name: 'LLM Token Usage' })).toBeInTheDocument();
    expect(screen.queryByText(usageMessages.loading)).toBeNull();
  });

  it('shows each chart’s empty text', async () => {
    const { user } = openUsage({ uploads: [], chat: [], tokens: [] });
    await showTab(user);
    expect(await screen.findByText(usageMessages.uploadsEmpty)).toBeInTheDocument();
    expect(screen.getByText('No chat usage data available for the selected period')).toBeInTheDocument();
    expect(screen.getByText('No token usage data available for the selected period')).toBeInTheDocument();
    expect(screen.getAllByText('0 users')).toHaveLength(3);
  });

  it('shows the server’s message or the fallback, and Try Again reloads', async () => {
    let failures = 2;
    const { user, api } = openUsage({}, (path) => {
      if (!path.startsWith(CHAT) || failures === 0) return undefined;
      failures -= 1;
      return failures === 1
        ? { status: 500, body: { message: 'Database non raggiungibile.', error_code: 'INTERNAL' } }
        : { status: 500, body: {} };
    });
    await showTab(user);
    expect(await screen.findByText('Error Loading Data')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Database non raggiungibile.');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to load chart data'));
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('table', { name: 'Chat Mode Usage' })).toBeInTheDocument();
    expect(getsTo(api, CHAT)).toHaveLength(3);
    // Only the failed call is asked again.
    expect(getsTo(api, UPLOADS)).toHaveLength(1);
  });

  it('draws only the heaviest 50 users of a long list, says so, and still counts and exports them all', async () => {
    expect(CHART_TOP_USERS).toBe(50);
    const downloads = captureDownloads();
    const { user } = openUsage({ uploads: manyUploads(120), chat: manyChat(50), tokens: manyTokens(1200) });
    await showTab(user);
    await screen.findByRole('table', { name: 'Document Uploads' });

    const first50 = Array.from({ length: 50 }, (_, index) => `User ${index + 1}`);
    expect(chartLabels('Document Uploads')).toEqual(first50);
    expect(tableRows('Document Uploads')[50]).toEqual(['User 50', '71']);
    expect(within(chartCard('Document Uploads')).getByText(cutNote)).toHaveTextContent(
      "Nel grafico i 50 utenti con più attività su 120; tutti nell'export CSV.",
    );
    expect(within(chartCard('Document Uploads')).getByText('120 users')).toBeInTheDocument();
    // The total is written the Italian way.
    expect(chartLabels('LLM Token Usage')).toEqual(first50);
    expect(within(chartCard('LLM Token Usage')).getByText(cutNote)).toHaveTextContent(
      "Nel grafico i 50 utenti con più attività su 1.200; tutti nell'export CSV.",
    );
    expect(within(chartCard('LLM Token Usage')).getByText('1200 users')).toBeInTheDocument();
    // Exactly 50: nothing left out, nothing to say.
    expect(chartLabels('Chat Mode Usage')).toEqual(first50);
    expect(within(chartCard('Chat Mode Usage')).queryByText(cutNote)).toBeNull();
    expect(within(chartCard('Chat Mode Usage')).getByText('50 users')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Export CSV: Document Uploads' }));
    const [download] = downloads as [{ name: string; blob: Blob }];
    const lines = (await blobText(download.blob)).split('\r\n');
    expect(lines).toHaveLength(121);
    expect(lines[0]).toBe('\uFEFFUser,Documents');
    expect(lines.slice(1)).toEqual(manyUploads(120).map((row) => `${row.user_name},${row.upload_count}`));
  });

  it('draws every user of a short list without a note', async () => {
    const { user } = openUsage({ uploads: manyUploads(10), chat: manyChat(10), tokens: manyTokens(10) });
    await showTab(user);
    await screen.findByRole('table', { name: 'Document Uploads' });
    const all10 = Array.from({ length: 10 }, (_, index) => `User ${index + 1}`);
    for (const title of ['Document Uploads', 'Chat Mode Usage', 'LLM Token Usage']) {
      expect(chartLabels(title)).toEqual(all10);
      expect(within(chartCard(title)).getByText('10 users')).toBeInTheDocument();
    }
    expect(screen.queryByText(cutNote)).toBeNull();
  });

  it('exports a chart’s table as CSV with a BOM, neutralising a formula in a name', async () => {
    const downloads = captureDownloads();
    const { user } = openUsage();
    await showTab(user);
    await user.click(await screen.findByRole('button', { name: 'Export CSV: Document Uploads' }));
    expect(downloads).toHaveLength(1);
    const [download] = downloads as [{ name: string; blob: Blob }];
    expect(download.name).toMatch(/^brocardo-document-uploads-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(download.blob.type).toBe('text/csv;charset=utf-8');
    expect(await blobText(download.blob)).toBe(
      '\uFEFFUser,Documents\r\nChiara Bianchi,12\r\n"\'=HYPERLINK(""http://x"")",3',
    );
  });
});
