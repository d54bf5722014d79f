import type { ChatActivityDay } from '@brocardo/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Answer, renderDashboard } from '../test-support/admin-server';
import { fillDays } from './chat-activity-chart';
import { pageFrom } from './test-support/admin-lists';

function renderChart(days: ChatActivityDay[]) {
  const asked: URL[] = [];
  const view = renderDashboard({ users: [], requests: [], contacts: [] }, [
    (path): Answer | undefined => {
      const url = new URL(path, 'http://localhost');
      if (url.pathname === '/api/admin/user-activities') {
        return { status: 200, body: pageFrom([], url, 15) };
      }
      if (url.pathname !== '/api/admin/usage-metrics/chat-activity') return undefined;
      asked.push(url);
      return { status: 200, body: days };
    },
  ]);
  return { ...view, asked };
}

/** 'YYYY-MM-DD' in Rome, `back` days before today. */
function romeDayBefore(back: number): string {
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Rome' });
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - back);
  return date.toISOString().slice(0, 10);
}

describe('Chat Activity chart', () => {
  it('asks for the last 30 Rome days by default and, for All Time, draws every day with its figures', async () => {
    const { user, asked } = renderChart([
      { date: '2026-11-20', standard: 3, rag: 2, websearch: 1 },
      { date: '2026-11-22', standard: 0, rag: 4, websearch: 5 },
    ]);
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(Object.fromEntries(asked[0]?.searchParams ?? [])).toEqual({
      date_from: romeDayBefore(29),
      date_to: romeDayBefore(0),
    });
    expect(screen.getByRole('button', { name: 'Last 30 Days' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'All Time' }));
    await waitFor(() => expect(asked).toHaveLength(2));
    expect([...(asked[1]?.searchParams ?? [])]).toEqual([]);

    const table = await screen.findByRole('table', { name: 'Questions per day by mode' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => Array.from(row.children, (cell) => cell.textContent));
    expect(rows).toEqual([
      ['Day', 'Standard', 'Database Legale', 'Ricerca Web'],
      ['20 nov', '3', '2', '1'],
      ['21 nov', '0', '0', '0'],
      ['22 nov', '0', '4', '5'],
    ]);
    // The drawing itself comes 200 ms after the data (spec 2 §9).
    expect(await screen.findByRole('img', { name: 'Questions per day by mode' })).toBeInTheDocument();
  });

  it('says so when the period has no questions', async () => {
    renderChart([]);
    expect(await screen.findByText('No chat activity for the selected period')).toBeInTheDocument();
  });

  it('fills the days of a closed range, and leaves a span over a year as it is', () => {
    const rows = [{ date: '2026-03-29', standard: 1, rag: 0, websearch: 0 }];
    // 29 March 2026 is the DST change in Rome: calendar days, not hours, are counted.
    expect(fillDays(rows, { date_from: '2026-03-28', date_to: '2026-03-30' }).map((day) => day.date)).toEqual(
      ['2026-03-28', '2026-03-29', '2026-03-30'],
    );
    expect(fillDays(rows, { date_from: '2024-01-01', date_to: '2026-03-30' })).toEqual(rows);
  });
});
