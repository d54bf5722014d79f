import { ADMIN_POINTS_UPDATED_MESSAGE, type AdminUser } from '@brocardo/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type AdminServerState, plans, renderDashboard, userBody } from '../test-support/admin-server';

const state = (users: AdminUser[]): AdminServerState => ({ users, requests: [], contacts: [] });
const is = (method: string, path: string) => (p: string, init: RequestInit) =>
  p === path && init.method === method;
const toast = () => screen.findByTestId('toast');

describe('User Management', () => {
  it('shows no Delete on the signed-in administrator’s own row (the server refuses it), only on the others', async () => {
    const admin = userBody(1, { name: 'Capo Studio', email: 'capo@studio.it', is_admin: true });
    const anna = userBody(2, { name: 'Anna Verdi', email: 'anna@studio.it' });
    localStorage.setItem('user', JSON.stringify({ id: 1, name: 'Capo Studio', is_admin: true }));
    renderDashboard(state([admin, anna]), [], 'users');
    await screen.findByRole('button', { name: 'Delete Anna Verdi' });
    expect(screen.queryByRole('button', { name: 'Delete Capo Studio' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Capo Studio' })).toBeInTheDocument();
  });

  it('creates a user, showing the 422 field error under its field, then succeeds', async () => {
    const server = state([]);
    let attempts = 0;
    const { api, user } = renderDashboard(
      server,
      [
        (path, init) => {
          if (!is('POST', '/api/admin/users')(path, init)) return undefined;
          attempts += 1;
          if (attempts === 1) {
            return {
              status: 422,
              body: {
                message: 'I dati inseriti non sono validi.',
                error_code: 'VALIDATION_FAILED',
                errors: { email: ['Questa email è già registrata'] },
              },
            };
          }
          const created = userBody(9, { name: 'Nuovo Utente', email: 'nuovo@studio.it' });
          server.users = [created];
          return {
            status: 201,
            body: { success: true, message: 'Utente creato con successo.', user: created },
          };
        },
      ],
      'users',
    );
    await screen.findByText('No users found');
    await user.click(screen.getByRole('button', { name: 'Add New User' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New User' });
    await user.type(within(dialog).getByLabelText('Name'), 'Nuovo Utente');
    await user.type(within(dialog).getByLabelText('Email'), 'nuovo@studio.it');
    await user.type(within(dialog).getByLabelText('Password', { selector: 'input' }), 'Password123');
    await user.selectOptions(within(dialog).getByLabelText('Subscription plan'), 'Professional');
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }));

    const email = within(dialog).getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAccessibleDescription('Questa email è già registrata'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Error saving user: I dati inseriti non sono validi.',
    );
    expect(api.requests('/api/admin/users').find((r) => r.init.method === 'POST')?.body).toEqual({
      name: 'Nuovo Utente',
      email: 'nuovo@studio.it',
      password: 'Password123',
      is_admin: false,
      subscription_plan_id: 2,
    });

    await user.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(await toast()).toHaveTextContent('Utente creato con successo.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('Nuovo Utente')).toBeInTheDocument();
  });

  it('checks the form before sending: a short password is refused without a call', async () => {
    const { api, user } = renderDashboard(state([]), [], 'users');
    await screen.findByText('No users found');
    await user.click(screen.getByRole('button', { name: 'Add New User' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New User' });
    await user.type(within(dialog).getByLabelText('Name'), 'Nuovo Utente');
    await user.type(within(dialog).getByLabelText('Email'), 'nuovo@studio.it');
    await user.type(within(dialog).getByLabelText('Password', { selector: 'input' }), 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(within(dialog).getByLabelText('Password', { selector: 'input' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(api.requests('/api/admin/users').filter((r) => r.init.method === 'POST')).toHaveLength(0);
  });

  it('edits a user without a password: the field is left out of the PUT body', async () => {
    const server = state([userBody(3, { name: 'Mario Rossi' })]);
    const { api, user } = renderDashboard(
      server,
      [
        (path, init) => {
          if (!is('PUT', '/api/admin/users/3')(path, init)) return undefined;
          const updated = userBody(3, {
            name: 'Mario Rossi',
            is_admin: true,
            subscription_plan_id: 2,
            subscription_plan: plans[1] as (typeof plans)[number],
          });
          server.users = [updated];
          return {
            status: 200,
            body: { success: true, message: 'Utente aggiornato con successo.', user: updated },
          };
        },
      ],
      'users',
    );
    await user.click(await screen.findByRole('button', { name: 'Edit Mario Rossi' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit User' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Mario Rossi');
    expect(within(dialog).getByLabelText('Password', { selector: 'input' })).toHaveAccessibleDescription(
      'Leave blank to keep the current password.',
    );
    await user.selectOptions(within(dialog).getByLabelText('Subscription plan'), 'Professional');
    await user.click(within(dialog).getByLabelText('Administrator'));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await toast()).toHaveTextContent('Utente aggiornato con successo.');
    const body = api.requests('/api/admin/users/3')[0]?.body;
    expect(body).toEqual({
      name: 'Mario Rossi',
      email: 'utente3@studio.it',
      is_admin: true,
      subscription_plan_id: 2,
    });
    expect(body).not.toHaveProperty('password');
    const row = await screen.findByTestId('user-row');
    await waitFor(() => expect(row).toHaveTextContent('Professional'));
  });

  it('shows ADMIN_SELF_DEMOTE under the Administrator box', async () => {
    const { user } = renderDashboard(
      state([userBody(1, { name: 'Admin Uno', is_admin: true })]),
      [
        (path, init) =>
          is('PUT', '/api/admin/users/1')(path, init)
            ? {
                status: 422,
                body: {
                  message: 'Non puoi togliere a te stesso i privilegi di amministratore.',
                  error_code: 'ADMIN_SELF_DEMOTE',
                },
              }
            : undefined,
      ],
      'users',
    );
    await user.click(await screen.findByRole('button', { name: 'Edit Admin Uno' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit User' });
    const box = within(dialog).getByLabelText('Administrator');
    await user.click(box);
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(box).toHaveAccessibleDescription('Non puoi togliere a te stesso i privilegi di amministratore.'),
    );
    expect(screen.getByRole('dialog', { name: 'Edit User' })).toBeInTheDocument();
  });

  it('deletes only after confirmation, and shows the server’s reason when refused', async () => {
    const server = state([userBody(4, { name: 'Anna Verdi' })]);
    let refuse = true;
    const { api, user } = renderDashboard(
      server,
      [
        (path, init) => {
          if (!is('DELETE', '/api/admin/users/4')(path, init)) return undefined;
          if (refuse) {
            refuse = false;
            return {
              status: 422,
              body: { message: 'Non puoi eliminare il tuo account da qui.', error_code: 'ADMIN_SELF_DELETE' },
            };
          }
          server.users = [];
          return { status: 200, body: { success: true, message: 'Utente eliminato con successo.' } };
        },
      ],
      'users',
    );
    await user.click(await screen.findByRole('button', { name: 'Delete Anna Verdi' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete User' });
    expect(dialog).toHaveTextContent('utente4@studio.it');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.requests('/api/admin/users/4')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Anna Verdi' }));
    dialog = screen.getByRole('dialog', { name: 'Delete User' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Error deleting user: Non puoi eliminare il tuo account da qui.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await toast()).toHaveTextContent('Utente eliminato con successo.');
    expect(await screen.findByText('No users found')).toBeInTheDocument();
  });

  it('validates the points form: required and not negative; the empty reason is left out', async () => {
    const server = state([userBody(5, { name: 'Luca Neri', points_balance: 40 })]);
    const { api, user } = renderDashboard(
      server,
      [
        (path, init) => {
          if (!is('PATCH', '/api/admin/users/5/points')(path, init)) return undefined;
          server.users = [userBody(5, { name: 'Luca Neri', points_balance: 250 })];
          return {
            status: 200,
            body: {
              success: true,
              message: ADMIN_POINTS_UPDATED_MESSAGE,
              user: { id: 5, points_balance: 250 },
            },
          };
        },
      ],
      'users',
    );
    await user.click(await screen.findByRole('button', { name: 'Edit points of Luca Neri' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Points Balance' });
    const balance = within(dialog).getByLabelText('Points balance');
    expect(balance).toHaveValue(40);
    expect(balance).toHaveAttribute('min', '0');
    await user.clear(balance);
    await user.click(within(dialog).getByRole('button', { name: 'Update Points' }));
    expect(balance).toHaveAccessibleDescription(/Inserisci il saldo punti/);
    await user.type(balance, '-5');
    await user.click(within(dialog).getByRole('button', { name: 'Update Points' }));
    expect(balance).toHaveAccessibleDescription('Il saldo punti deve essere un numero intero non negativo');
    expect(api.requests('/api/admin/users/5/points')).toHaveLength(0);

    await user.clear(balance);
    await user.type(balance, '250');
    await user.type(within(dialog).getByLabelText('Reason (optional)'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Update Points' }));
    expect(await toast()).toHaveTextContent('Points balance updated successfully!');
    expect(api.requests('/api/admin/users/5/points')[0]?.body).toEqual({ points_balance: 250 });
    await waitFor(() => expect(screen.getByTestId('user-row')).toHaveTextContent('250'));
  });

  it('sends the reason when given and shows the points error in the dialog', async () => {
    const { api, user } = renderDashboard(
      state([userBody(5, { name: 'Luca Neri' })]),
      [
        (path, init) =>
          is('PATCH', '/api/admin/users/5/points')(path, init)
            ? { status: 404, body: { message: 'Utente non trovato.', error_code: 'USER_NOT_FOUND' } }
            : undefined,
      ],
      'users',
    );
    await user.click(await screen.findByRole('button', { name: 'Edit points of Luca Neri' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Points Balance' });
    await user.clear(within(dialog).getByLabelText('Points balance'));
    await user.type(within(dialog).getByLabelText('Points balance'), '10');
    await user.type(within(dialog).getByLabelText('Reason (optional)'), ' Rimborso ');
    await user.click(within(dialog).getByRole('button', { name: 'Update Points' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Error updating points balance: Utente non trovato.',
    );
    expect(api.requests('/api/admin/users/5/points')[0]?.body).toEqual({
      points_balance: 10,
      reason: 'Rimborso',
    });
  });

  it('verifies an e-mail after confirmation; already_verified is an info, not a success', async () => {
    const server = state([userBody(6, { name: 'Sara Gialli', email_verified_at: null })]);
    let already = false;
    const { api, user } = renderDashboard(
      server,
      [
        (path, init) => {
          if (!is('PATCH', '/api/admin/users/6/verify-email')(path, init)) return undefined;
          const message = already ? 'L’email era già verificata.' : 'Email verificata.';
          return {
            status: 200,
            body: {
              success: true,
              message,
              already_verified: already,
              email_verified_at: '2026-11-24T02:00:00.000Z',
            },
          };
        },
      ],
      'users',
    );
    await user.click(await screen.findByRole('button', { name: 'Verify email of Sara Gialli' }));
    let dialog = screen.getByRole('dialog', { name: 'Verify Email' });
    expect(dialog).toHaveTextContent('utente6@studio.it');
    expect(api.requests('/api/admin/users/6/verify-email')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Verify Email' }));
    const done = await toast();
    expect(done).toHaveTextContent('Email verificata.');
    expect(done).toHaveAttribute('data-tone', 'success');
    expect(api.requests('/api/admin/users/6/verify-email')).toHaveLength(1);

    already = true;
    await user.click(screen.getByRole('button', { name: 'Verify email of Sara Gialli' }));
    dialog = screen.getByRole('dialog', { name: 'Verify Email' });
    await user.click(within(dialog).getByRole('button', { name: 'Verify Email' }));
    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent('L’email era già verificata.'));
    expect(screen.getByTestId('toast')).toHaveAttribute('data-tone', 'info');
  });

  it('shows "Error fetching users" with the server message and retries', async () => {
    localStorage.setItem('auth_token', 'tok-admin');
    let fail = true;
    const { user } = renderDashboard(
      state([userBody(1, { name: 'Mario Rossi' })]),
      [
        (path) => {
          if (path !== '/api/admin/users' || !fail) return undefined;
          fail = false;
          return { status: 500, body: { message: 'Errore interno del server.' } };
        },
      ],
      'users',
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error fetching users: Errore interno del server.');
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Mario Rossi')).toBeInTheDocument();
  });
});
