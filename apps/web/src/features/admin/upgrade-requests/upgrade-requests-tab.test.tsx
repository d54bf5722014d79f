import type { AdminUpgradeRequest } from '@brocardo/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  type AdminServerState,
  getsTo,
  plans,
  renderDashboard,
  upgradeRequestBody,
  userBody,
} from '../test-support/admin-server';

async function openRequestsTab(user: ReturnType<typeof renderDashboard>['user']) {
  await user.click(screen.getByRole('tab', { name: /Richieste piano/ }));
  return screen.findAllByTestId('upgrade-request');
}

const decisionPath = (id: number) => `/api/admin/upgrade-requests/${id}`;

describe('Richieste piano', () => {
  it('shows who asks what, and approves after a confirmation that says what approval does', async () => {
    const server: AdminServerState = {
      users: [userBody(7, { name: 'Chiara Bianchi' })],
      requests: [
        upgradeRequestBody(11),
        upgradeRequestBody(12, { status: 'rejected', decided_at: '2026-11-23T10:00:00.000Z' }),
      ],
      contacts: [],
    };
    const { api, user } = renderDashboard(
      server,
      [
        (path, init) => {
          if (path !== decisionPath(11) || init.method !== 'PATCH') return undefined;
          const decided: AdminUpgradeRequest = {
            ...(server.requests[0] as AdminUpgradeRequest),
            status: 'approved',
            decided_at: '2026-11-24T02:00:00.000Z',
            decided_by: { id: 1, name: 'Admin' },
          };
          server.requests = [decided, ...server.requests.slice(1)];
          server.users = [
            userBody(7, { name: 'Chiara Bianchi', subscription_plan: plans[1] as (typeof plans)[number] }),
          ];
          return {
            status: 200,
            body: {
              success: true,
              message: 'Richiesta approvata: il piano dell’utente è stato aggiornato.',
              request: decided,
              granted_points: 4900,
            },
          };
        },
      ],
      'users',
    );
    await screen.findAllByTestId('user-row');
    const [card] = (await openRequestsTab(user)) as [HTMLElement];
    expect(screen.getByLabelText('Stato')).toHaveValue('pending');
    expect(screen.getAllByTestId('upgrade-request')).toHaveLength(1);
    expect(card).toHaveTextContent('Chiara Bianchi');
    expect(within(card).getByRole('link', { name: 'chiara@studio.it' })).toHaveAttribute(
      'href',
      'mailto:chiara@studio.it',
    );
    expect(card).toHaveTextContent('Free');
    expect(card).toHaveTextContent('100 punti al mese · Gratuito');
    expect(card).toHaveTextContent('Professional');
    expect(card).toHaveTextContent('5.000 punti al mese · 29,00 €/mese');
    expect(card).toHaveTextContent('Siamo uno studio di tre avvocati.');
    expect(card).toHaveTextContent('23 novembre 2026');

    await user.click(within(card).getByRole('button', { name: /^Approva/ }));
    const dialog = screen.getByRole('dialog', { name: 'Approvare la richiesta?' });
    expect(dialog).toHaveTextContent('passerà subito al piano Professional');
    expect(dialog).toHaveTextContent('riceverà subito 4.900 punti');
    expect(api.requests(decisionPath(11))).toHaveLength(0);
    const usersBefore = getsTo(api, '/api/admin/users').length;
    await user.click(within(dialog).getByRole('button', { name: 'Approva' }));

    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent(
      'Richiesta approvata: il piano dell’utente è stato aggiornato. Accreditati 4.900 punti.',
    );
    expect(api.requests(decisionPath(11))[0]?.body).toEqual({ status: 'approved' });
    expect(await screen.findByText('Nessuna richiesta in attesa.')).toBeInTheDocument();
    expect(screen.queryByTestId('pending-requests-badge')).toBeNull();

    // The users table reads the new plan when it is shown again.
    await user.click(screen.getByRole('tab', { name: 'User Management' }));
    await waitFor(() => expect(getsTo(api, '/api/admin/users').length).toBeGreaterThan(usersBefore));
    await waitFor(() => expect(screen.getByTestId('user-row')).toHaveTextContent('Professional'));
  });

  it('filters by status, and the request someone else closed is reported and the list reloaded', async () => {
    const server: AdminServerState = {
      users: [],
      requests: [
        upgradeRequestBody(21),
        upgradeRequestBody(22, { status: 'cancelled', decided_at: '2026-11-23T11:00:00.000Z' }),
      ],
      contacts: [],
    };
    const { api, user } = renderDashboard(server, [
      (path, init) => {
        if (path !== decisionPath(21) || init.method !== 'PATCH') return undefined;
        server.requests = [
          { ...(server.requests[0] as AdminUpgradeRequest), status: 'cancelled' },
          ...server.requests.slice(1),
        ];
        return {
          status: 422,
          body: {
            message: 'Questa richiesta di cambio piano è già stata chiusa.',
            error_code: 'UPGRADE_REQUEST_CLOSED',
          },
        };
      },
    ]);
    const [card] = (await openRequestsTab(user)) as [HTMLElement];
    await user.click(within(card).getByRole('button', { name: /^Rifiuta/ }));
    const dialog = screen.getByRole('dialog', { name: 'Rifiutare la richiesta?' });
    await user.click(within(dialog).getByRole('button', { name: 'Rifiuta' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent(
      'Questa richiesta di cambio piano è già stata chiusa.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('Nessuna richiesta in attesa.')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Stato'), 'Ritirate');
    const cards = await screen.findAllByTestId('upgrade-request');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Ritirata');
    expect(within(cards[0] as HTMLElement).queryByRole('button', { name: /^Approva/ })).toBeNull();
    expect(getsTo(api, '/api/admin/upgrade-requests?status=cancelled').length).toBeGreaterThan(0);

    await user.selectOptions(screen.getByLabelText('Stato'), 'Tutte');
    await waitFor(() => expect(getsTo(api, '/api/admin/upgrade-requests?page=1').length).toBeGreaterThan(0));
  });

  it('pages with Precedenti / Successivi', async () => {
    const many = Array.from({ length: 12 }, (_, index) => upgradeRequestBody(100 + index));
    const { api, user } = renderDashboard({ users: [], requests: many, contacts: [] });
    await openRequestsTab(user);
    const nav = screen.getByRole('navigation', { name: 'Pagine delle richieste' });
    expect(nav).toHaveTextContent('Pagina 1 di 2');
    await user.click(within(nav).getByRole('button', { name: 'Successivi' }));
    await waitFor(() =>
      expect(getsTo(api, '/api/admin/upgrade-requests?status=pending&page=2').length).toBe(1),
    );
  });
});
