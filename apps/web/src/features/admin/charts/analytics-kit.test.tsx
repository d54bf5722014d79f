import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatCost, formatCount, formatPercent, formatTokens } from '../analytics-format';
import { periodRange, romeDay } from '../period-filter';
import { toCsv } from '../table-export';
import { CHART_RENDER_DELAY_MS, DoughnutChart, StackedBarChart } from './admin-charts';
import { tableRows } from './chart-test-support';

describe('analytics formats (spec 2 §9)', () => {
  it('abbreviates tokens from 1,000 as K and from 1,000,000 as M with one decimal', () => {
    expect(formatTokens(999)).toBe('999');
    expect(formatTokens(1000)).toBe('1,0K');
    expect(formatTokens(1550)).toBe('1,6K');
    expect(formatTokens(999_949)).toBe('999,9K');
    expect(formatTokens(1_000_000)).toBe('1,0M');
    expect(formatTokens(2_345_678)).toBe('2,3M');
  });

  it('writes costs in dollars with the given decimals, percents and counts the Italian way', () => {
    expect(formatCost(1.23456, 4)).toBe('$1.2346');
    expect(formatCost(2.2555, 2)).toBe('$2.26');
    expect(formatCost(0, 4)).toBe('$0.0000');
    expect(formatCost(12345.6, 2)).toBe('$12,345.60');
    expect(formatPercent(42.35)).toBe('42,4%');
    expect(formatPercent(75, 0)).toBe('75%');
    expect(formatCount(1234567)).toBe('1.234.567');
    expect(formatCount(2.289)).toBe('2,29');
  });
});

describe('periodRange', () => {
  it('counts Rome calendar days, inclusive, across midnight and the DST change', () => {
    // 22:30 UTC on 24 Oct 2026 is 00:30 on the 25th in Rome (summer time ends that night).
    const now = new Date('2026-10-24T22:30:00Z');
    expect(romeDay(now)).toBe('2026-10-25');
    expect(periodRange({ preset: 'all' }, now)).toEqual({});
    expect(periodRange({ preset: 'today' }, now)).toEqual({ date_from: '2026-10-25', date_to: '2026-10-25' });
    expect(periodRange({ preset: 'last7' }, now)).toEqual({ date_from: '2026-10-19', date_to: '2026-10-25' });
    // 23:30 UTC on the 25th is 00:30 on the 26th in winter time.
    const after = new Date('2026-10-25T23:30:00Z');
    expect(periodRange({ preset: 'last30' }, after)).toEqual({
      date_from: '2026-09-27',
      date_to: '2026-10-26',
    });
    expect(periodRange({ preset: 'last90' }, after)).toEqual({
      date_from: '2026-07-29',
      date_to: '2026-10-26',
    });
    expect(periodRange({ preset: 'custom', from: '2026-01-01', to: '2026-01-31' }, after)).toEqual({
      date_from: '2026-01-01',
      date_to: '2026-01-31',
    });
  });
});

describe('toCsv', () => {
  it('neutralises text cells starting with = + - @, keeps numbers and quotes what needs it', () => {
    const rows = [
      { name: '=1+1', note: '+39 06', value: -5 },
      { name: '-2', note: '@home', value: 1.5 },
      { name: 'Rossi, "Studio"', note: '', value: 0 },
    ];
    const csv = toCsv(
      [
        { header: 'Name', value: (row: (typeof rows)[number]) => row.name },
        { header: 'Note', value: (row) => row.note || null },
        { header: 'Value', value: (row) => row.value },
      ],
      rows,
    );
    expect(csv.split('\r\n')).toEqual([
      'Name,Note,Value',
      `"'=1+1","'+39 06",-5`,
      `"'-2","'@home",1.5`,
      '"Rossi, ""Studio""",,0',
    ]);
  });
});

describe('admin charts', () => {
  it('names the chart, lists its figures in a hidden table and draws it 200 ms after its data', async () => {
    render(
      <StackedBarChart
        title="Chat Mode Usage"
        categoryLabel="User"
        labels={['Chiara', 'Paolo']}
        datasets={[
          { label: 'RAG Chat', data: [3, 1000] },
          { label: 'Simple Chat', data: [0, 2] },
        ]}
      />,
    );
    expect(screen.getByRole('figure', { name: 'Chat Mode Usage' })).toBeInTheDocument();
    expect(tableRows('Chat Mode Usage')).toEqual([
      ['User', 'RAG Chat', 'Simple Chat'],
      ['Chiara', '3', '0'],
      ['Paolo', '1.000', '2'],
    ]);
    expect(screen.queryByRole('img', { name: 'Chat Mode Usage' })).toBeNull();
    expect(
      await screen.findByRole('img', { name: 'Chat Mode Usage' }, { timeout: CHART_RENDER_DELAY_MS * 5 }),
    ).toBeInTheDocument();
  });

  it('formats the table with formatValue', () => {
    render(
      <DoughnutChart
        title="Cost"
        labels={['A']}
        datasets={[{ label: 'Cost', data: [0.12345] }]}
        formatValue={(value) => formatCost(value, 4)}
      />,
    );
    expect(tableRows('Cost')).toEqual([
      ['', 'Cost'],
      ['A', '$0.1235'],
    ]);
  });
});
