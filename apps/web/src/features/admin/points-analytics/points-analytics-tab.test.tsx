import type { PointsAnalytics } from '@brocardo/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { blobText, captureDownloads, tableRows } from '../charts/chart-test-support';
import { type Answer, getsTo, renderDashboard } from '../test-support/admin-server';
import { pointsMessages, pointsShareTooltip } from './points-analytics-tab';

const POINTS = '/api/admin/analytics/points';

// 1,500 + 900 = 2,400 points; 1,500 / 2,400 = 62.5 %.
const analytics: PointsAnalytics = {
  total_points_used: 2400,
  points_by_action: [
    {
      action_type: 'rag_interrogation',
      total_points: 1500,
      usage_count: 150,
      average_points: 10,
      percentage: 62.5,
    },
    { action_type: 'chat_message', total_points: 900, usage_count: 900, average_points: 1, percentage: 37.5 },
  ],
  user_points_distribution: [
    { balance_range: '100+', user_count: 4, percentage: 40 },
    { balance_range: '0', user_count: 3, percentage: 30 },
    { balance_range: '1-19', user_count: 2, percentage: 20 },
    { balance_range: '20-49', user_count: 1, percentage: 10 },
    { balance_range: '50-99', user_count: 0, percentage: 0 },
  ],
  monthly_points_trend: [
    { year: 2026, month: 1, total_points: 400 },
    { year: 2025, month: 11, total_points: 1200 },
    { year: 2025, month: 12, total_points: 800 },
  ],
  most_used_feature: { action_type: 'rag_interrogation', total_points: 1500 },
  average_points_per_action: 2.29,
  active_users: 7,
};

function openPoints(fail?: () => Answer | undefined) {
  return renderDashboard({ users: [], requests: [], contacts: [] }, [
    (path) => (path.startsWith(POINTS) ? (fail?.() ?? { status: 200, body: analytics }) : undefined),
  ]);
}

async function showTab(user: ReturnType<typeof openPoints>['user']) {
  await user.click(screen.getByRole('tab', { name: 'Points Analytics' }));
}

const card = (label: string) =>
  within(screen.getByLabelText('Points summary')).getByText(label).parentElement;

describe('Points Analytics', () => {
  it('shows the cards, the three charts’ figures and the two tables', async () => {
    const { user } = openPoints();
    await showTab(user);
    await screen.findByLabelText('Points summary');
    expect(card('Total Points Used')).toHaveTextContent('2.400');
    expect(card('Most Used Feature')).toHaveTextContent('RAG Interrogation');
    expect(card('Most Used Feature')).toHaveTextContent('1.500 points');
    expect(card('Active Users')).toHaveTextContent('7');
    expect(card('Avg Points/Action')).toHaveTextContent('2,29');

    expect(tableRows('Points Usage by Feature')).toEqual([
      ['Action', 'Points'],
      ['RAG Interrogation', '1.500'],
      ['Chat Message', '900'],
    ]);
    // The spec's range order, whatever the server's.
    expect(tableRows('User Points Balance Distribution')).toEqual([
      ['Balance Range', 'Users'],
      ['0', '3'],
      ['1-19', '2'],
      ['20-49', '1'],
      ['50-99', '0'],
      ['100+', '4'],
    ]);
    // 'YYYY-MM', ascending.
    expect(tableRows('Monthly Points Usage Trend')).toEqual([
      ['Month', 'Points'],
      ['2025-11', '1.200'],
      ['2025-12', '800'],
      ['2026-01', '400'],
    ]);
    expect(tableRows('Points Usage by Action Type')).toEqual([
      ['Action', 'Total Points', 'Usage Count', 'Average', 'Percentage'],
      ['RAG Interrogation rag_interrogation', '1.500', '150', '10', '62,5%'],
      ['Chat Message chat_message', '900', '900', '1', '37,5%'],
    ]);
    expect(tableRows('User Points Balance Distribution table')).toEqual([
      ['Balance Range', 'Users', 'Percent'],
      ['100+', '4', '40,0%'],
      ['0', '3', '30,0%'],
      ['1-19', '2', '20,0%'],
      ['20-49', '1', '10,0%'],
      ['50-99', '0', '0,0%'],
    ]);
  });

  it('gives the doughnut’s tooltip the share of the whole', () => {
    expect(pointsShareTooltip(1500, 'RAG Interrogation', 'Points', 2400)).toBe(
      'RAG Interrogation: 1.500 points (62,5%)',
    );
    expect(pointsShareTooltip(0, 'Chat Message', 'Points', 0)).toBe('Chat Message: 0 points (0,0%)');
  });

  it('reloads on a date change only while a date is set; Clear Filters and Refresh reload', async () => {
    const { user, api } = openPoints();
    await showTab(user);
    await screen.findByLabelText('Points summary');
    const calls = () =>
      getsTo(api, POINTS).map(([input]) => new URL(String(input), 'http://localhost').search);
    expect(calls()).toEqual(['']);

    await user.type(screen.getByLabelText('From'), '2026-01-01');
    await waitFor(() => expect(calls()).toEqual(['', '?date_from=2026-01-01']));
    await user.type(screen.getByLabelText('To'), '2026-01-31');
    await waitFor(() => expect(calls()).toHaveLength(3));
    expect(calls()[2]).toBe('?date_from=2026-01-01&date_to=2026-01-31');

    // Emptying both fields by hand changes no figures (spec 2 §4)...
    await user.clear(screen.getByLabelText('To'));
    await waitFor(() => expect(calls()).toHaveLength(4));
    expect(calls()[3]).toBe('?date_from=2026-01-01');
    await user.clear(screen.getByLabelText('From'));
    expect(calls()).toHaveLength(4);
    // ...Refresh then reads with the dates shown (none).
    await user.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(calls()).toHaveLength(5));
    expect(calls()[4]).toBe('');

    await user.type(screen.getByLabelText('From'), '2025-12-01');
    await waitFor(() => expect(calls()).toHaveLength(6));
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(calls()).toHaveLength(7));
    expect(calls()[6]).toBe('');
    expect(screen.getByLabelText('From')).toHaveValue('');

    // Refresh with unchanged dates asks again.
    await user.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(calls()).toHaveLength(8));
  });

  it('shows the server’s message or “Failed to load points analytics”', async () => {
    let answers: Answer[] = [
      { status: 422, body: { message: 'Data non valida (AAAA-MM-GG)', error_code: 'VALIDATION' } },
      { status: 500, body: {} },
    ];
    const { user } = openPoints(() => answers.shift());
    await showTab(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Data non valida (AAAA-MM-GG)');
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(pointsMessages.error));
    answers = [];
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByLabelText('Points summary')).toBeInTheDocument();
  });

  it('exports both tables as CSV with the raw action names', async () => {
    const downloads = captureDownloads();
    const { user } = openPoints();
    await showTab(user);
    await user.click(await screen.findByRole('button', { name: 'Export CSV: Points Usage by Action Type' }));
    await user.click(screen.getByRole('button', { name: 'Export CSV: User Points Balance Distribution' }));
    const [byAction, ranges] = downloads as [{ name: string; blob: Blob }, { name: string; blob: Blob }];
    expect((await blobText(byAction.blob)).split('\r\n')).toEqual([
      '\uFEFFAction,Action Type,Total Points,Usage Count,Average,Percentage',
      'RAG Interrogation,rag_interrogation,1500,150,10,62.5',
      'Chat Message,chat_message,900,900,1,37.5',
    ]);
    // '1-19' is a text cell starting with a digit; '100+' too: neither is touched.
    expect((await blobText(ranges.blob)).split('\r\n')).toEqual([
      '\uFEFFBalance Range,Users,Percent',
      '100+,4,40',
      '0,3,30',
      '1-19,2,20',
      '20-49,1,10',
      '50-99,0,0',
    ]);
    expect(ranges.name).toMatch(/^brocardo-points-balance-distribution-/);
  });
});
