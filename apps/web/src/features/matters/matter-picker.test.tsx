import type { MatterResource } from '@brocardo/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubApi } from '../../test/api-stub';
import { renderWithProviders } from '../../test/render-with-providers';
import { FiledMatterPicker } from './filed-matter-picker';
import { MatterFilter, type MatterFilterValue, MatterPicker, matchesMatterFilter } from './matter-picker';

const MATTERS: MatterResource[] = [1, 2].map((id) => ({
  id,
  client_name: id === 1 ? 'Alfa S.p.A.' : 'Beta S.r.l.',
  name: id === 1 ? 'Appalto' : 'Lavoro',
  reference: null,
  court: null,
  counterparty: null,
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
  counts: { conversations: 0, documents: 0, legal_documents: 0, case_strategies: 0 },
  points_used_month: 0,
}));

function stubMatters() {
  localStorage.setItem('auth_token', 'tok-picker');
  return stubApi((path, init) => {
    if (path === '/api/matters') return jsonResponse(200, { matters: MATTERS });
    if (path === '/api/matters/filing' && init.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { kind: string; id: string; matter_id: number | null };
      return jsonResponse(200, { success: true, ...body });
    }
    throw new Error(`Unexpected request ${path}`);
  });
}

function PickerHarness() {
  const [value, setValue] = useState<number | null>(null);
  return (
    <>
      <MatterPicker value={value} onChange={setValue} label="Pratica" />
      <output data-testid="chosen">{String(value)}</output>
    </>
  );
}

describe('the matter picker', () => {
  it('offers "Nessuna pratica" and the user\'s matters, and gives back the chosen id', async () => {
    stubMatters();
    const user = userEvent.setup();
    renderWithProviders(<PickerHarness />);
    const picker = screen.getByRole('combobox', { name: 'Pratica' });
    await waitFor(() => expect(picker).toBeEnabled());
    expect([...(picker as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'Nessuna pratica',
      'Alfa S.p.A. — Appalto',
      'Beta S.r.l. — Lavoro',
    ]);
    await user.selectOptions(picker, 'Beta S.r.l. — Lavoro');
    expect(screen.getByTestId('chosen')).toHaveTextContent('2');
    await user.selectOptions(picker, 'Nessuna pratica');
    expect(screen.getByTestId('chosen')).toHaveTextContent('null');
  });

  it('files an existing item through PUT /api/matters/filing', async () => {
    const api = stubMatters();
    const user = userEvent.setup();
    renderWithProviders(<FiledMatterPicker kind="conversation" id={7} matterId={null} label="Pratica" />);
    const picker = screen.getByRole('combobox', { name: 'Pratica' });
    await waitFor(() => expect(picker).toBeEnabled());
    await user.selectOptions(picker, 'Alfa S.p.A. — Appalto');
    await waitFor(() =>
      expect(api.requests('/api/matters/filing').map((request) => request.body)).toEqual([
        { kind: 'conversation', id: '7', matter_id: 1 },
      ]),
    );
  });

  it('filters by every matter, the unfiled items, or one matter', async () => {
    stubMatters();
    const user = userEvent.setup();
    function FilterHarness() {
      const [value, setValue] = useState<MatterFilterValue>('all');
      return (
        <>
          <MatterFilter value={value} onChange={setValue} />
          <output data-testid="filter">{String(value)}</output>
        </>
      );
    }
    renderWithProviders(<FilterHarness />);
    const filter = screen.getByRole('combobox', { name: 'Filtra per pratica' });
    await screen.findByRole('option', { name: 'Alfa S.p.A. — Appalto' });
    await user.selectOptions(filter, 'Senza pratica');
    expect(screen.getByTestId('filter')).toHaveTextContent('none');
    await user.selectOptions(filter, 'Alfa S.p.A. — Appalto');
    expect(screen.getByTestId('filter')).toHaveTextContent('1');
    expect(matchesMatterFilter('all', 5)).toBe(true);
    expect(matchesMatterFilter('none', null)).toBe(true);
    expect(matchesMatterFilter('none', 5)).toBe(false);
    expect(matchesMatterFilter(5, 5)).toBe(true);
    expect(matchesMatterFilter(5, null)).toBe(false);
  });
});
