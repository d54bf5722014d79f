import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubApi } from '../../test/api-stub';
import { renderRouteWithProviders } from '../../test/render-with-providers';
import { ACCOUNT_DATA_TEXTS, AccountDataCard } from './components/account-data-card';
import { RETENTION_TEXTS } from './components/conversation-retention-form';
import { DELETE_ACCOUNT_TEXTS } from './components/delete-account-dialog';

const RIGHT_PASSWORD = 'Password123';

function renderCard(retention: number | null = null) {
  localStorage.setItem('auth_token', 'tok-gdpr');
  const api = stubApi((path, init) => {
    if (path === '/api/account/conversation-retention') {
      if (init.method === 'PUT')
        return jsonResponse(200, { success: true, ...JSON.parse(String(init.body)) });
      return jsonResponse(200, { success: true, conversation_retention_days: retention });
    }
    if (path === '/api/account' && init.method === 'DELETE') {
      const { password } = JSON.parse(String(init.body)) as { password: string };
      if (password === RIGHT_PASSWORD) return jsonResponse(200, { success: true, message: 'Eliminato.' });
      return jsonResponse(422, {
        message: 'La password non è corretta.',
        errors: { password: ['La password non è corretta.'] },
      });
    }
    if (path === '/api/account/data-export') {
      return new Response(new Uint8Array([80, 75, 5, 6]), {
        status: 200,
        headers: {
          'Content-Type': 'application/zip',
          'Content-Disposition': 'attachment; filename="brocardo-dati-2026-11-26.zip"',
        },
      });
    }
    return jsonResponse(404, { message: 'Risorsa non trovata.', error_code: 'NOT_FOUND' });
  });
  const view = renderRouteWithProviders('/user-details', <AccountDataCard />, { '/login': 'Accesso' });
  return { api, user: userEvent.setup(), ...view };
}

async function openDeleteDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: DELETE_ACCOUNT_TEXTS.title }));
  return screen.findByRole('dialog', { name: DELETE_ACCOUNT_TEXTS.title });
}

describe('the «I tuoi dati» card', () => {
  it('asks for the password, shows the server’s Italian error on it, and keeps the session', async () => {
    const { api, user } = renderCard();
    const dialog = await openDeleteDialog(user);
    await user.click(within(dialog).getByRole('button', { name: DELETE_ACCOUNT_TEXTS.confirm }));
    expect(await within(dialog).findByText(DELETE_ACCOUNT_TEXTS.missingPassword)).toBeInTheDocument();
    expect(api.requests('/api/account')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(DELETE_ACCOUNT_TEXTS.password), 'Sbagliata1');
    await user.click(within(dialog).getByRole('button', { name: DELETE_ACCOUNT_TEXTS.confirm }));
    expect(await within(dialog).findByText('La password non è corretta.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(DELETE_ACCOUNT_TEXTS.password)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(api.requests('/api/account')[0]!.body).toEqual({ password: 'Sbagliata1' });
    expect(localStorage.getItem('auth_token')).toBe('tok-gdpr');
  });

  it('erases with the right password, ends the session and lands on /login with a message', async () => {
    const { user, router } = renderCard();
    const dialog = await openDeleteDialog(user);
    await user.type(within(dialog).getByLabelText(DELETE_ACCOUNT_TEXTS.password), RIGHT_PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: DELETE_ACCOUNT_TEXTS.confirm }));
    expect(await screen.findByRole('heading', { name: 'Accesso' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem('auth_redirect_message')).toBe(DELETE_ACCOUNT_TEXTS.done);
  });

  it('cancelling closes the dialog without calling the server', async () => {
    const { api, user } = renderCard();
    const dialog = await openDeleteDialog(user);
    await user.click(within(dialog).getByRole('button', { name: DELETE_ACCOUNT_TEXTS.cancel }));
    expect(screen.queryByRole('dialog', { name: DELETE_ACCOUNT_TEXTS.title })).toBeNull();
    expect(api.requests('/api/account')).toHaveLength(0);
  });

  it('downloads the zip under the server’s dated name', async () => {
    const createObjectURL = vi.fn(() => 'blob:zip');
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = createObjectURL;
        static override revokeObjectURL = vi.fn();
      },
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderCard();
    await user.click(screen.getByRole('button', { name: ACCOUNT_DATA_TEXTS.download }));
    expect(await screen.findByText(ACCOUNT_DATA_TEXTS.downloaded)).toBeInTheDocument();
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('brocardo-dati-2026-11-26.zip');
    click.mockRestore();
  });

  it('offers the copy of the data in the erasure dialog itself', async () => {
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = vi.fn(() => 'blob:zip');
        static override revokeObjectURL = vi.fn();
      },
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { api, user } = renderCard();
    const dialog = await openDeleteDialog(user);
    await user.click(within(dialog).getByRole('button', { name: ACCOUNT_DATA_TEXTS.download }));
    expect(await within(dialog).findByText(ACCOUNT_DATA_TEXTS.downloaded)).toBeInTheDocument();
    expect(api.requests('/api/account/data-export')).toHaveLength(1);
    expect(api.requests('/api/account')).toHaveLength(0);
    click.mockRestore();
  });

  it('saves the conversation retention, and refuses days out of bounds before asking the server', async () => {
    const { api, user } = renderCard(null);
    const toggle = await screen.findByRole('checkbox', { name: RETENTION_TEXTS.toggle });
    await vi.waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    const days = screen.getByLabelText(RETENTION_TEXTS.days);
    await user.clear(days);
    await user.type(days, '3');
    await user.click(screen.getByRole('button', { name: RETENTION_TEXTS.save }));
    expect(await screen.findByText(/almeno 7/)).toBeInTheDocument();
    expect(
      api.requests('/api/account/conversation-retention').filter((r) => r.init.method === 'PUT'),
    ).toHaveLength(0);
    await user.clear(days);
    await user.type(days, '30');
    await user.click(screen.getByRole('button', { name: RETENTION_TEXTS.save }));
    expect(await screen.findByText(RETENTION_TEXTS.saved)).toBeInTheDocument();
    const puts = api.requests('/api/account/conversation-retention').filter((r) => r.init.method === 'PUT');
    expect(puts.map((r) => r.body)).toEqual([{ conversation_retention_days: 30 }]);
  });
});
