import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ActivityLogRecord } from '../admin-api';
import { type Answer, renderDashboard, userBody } from '../test-support/admin-server';
import { activityRecord, pageFrom } from './test-support/admin-lists';

/** The dashboard (Chat Activity is the default tab) with the log answering from `records`. */
function renderLog(records: ActivityLogRecord[]) {
  const asked: URL[] = [];
  const view = renderDashboard(
    {
      users: [userBody(3, { name: 'Mario Rossi' }), userBody(4, { name: 'Anna Verdi' })],
      requests: [],
      contacts: [],
    },
    [
      (path): Answer | undefined => {
        const url = new URL(path, 'http://localhost');
        if (url.pathname === '/api/admin/usage-metrics/chat-activity') return { status: 200, body: [] };
        if (url.pathname !== '/api/admin/user-activities') return undefined;
        asked.push(url);
        return { status: 200, body: pageFrom(records, url, 15) };
      },
    ],
  );
  const lastQuery = () => Object.fromEntries(asked.at(-1)?.searchParams ?? []);
  return { ...view, asked, lastQuery };
}

describe('User Activity Log', () => {
  it('sends the filters it has (user_id, action_type, date_from, date_to) and omits the empty ones', async () => {
    const { user, lastQuery, asked } = renderLog([]);
    expect(await screen.findByText('No activities found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'User Activity Log' })).toBeInTheDocument();
    expect(lastQuery()).toEqual({ page: '1', per_page: '15' });

    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'User' }),
      'Anna Verdi (utente4@studio.it)',
    );
    await waitFor(() => expect(lastQuery()).toEqual({ page: '1', per_page: '15', user_id: '4' }));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Action Type' }), 'Chat Rag Interaction');
    fireEvent.change(screen.getByLabelText('Date From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('Date To'), { target: { value: '2026-11-30' } });
    await waitFor(() =>
      expect(lastQuery()).toEqual({
        page: '1',
        per_page: '15',
        user_id: '4',
        action_type: 'CHAT_RAG_INTERACTION',
        date_from: '2026-11-01',
        date_to: '2026-11-30',
      }),
    );

    const before = asked.length;
    await user.click(screen.getByRole('button', { name: 'Refresh activity log' }));
    await waitFor(() => expect(asked.length).toBe(before + 1));

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(lastQuery()).toEqual({ page: '1', per_page: '15' }));
    expect(screen.getByRole('combobox', { name: 'User' })).toHaveValue('');
  });

  it('does not ask with an inverted date range and says why', async () => {
    const { asked } = renderLog([]);
    await screen.findByText('No activities found');
    const count = asked.length;
    fireEvent.change(screen.getByLabelText('Date From'), { target: { value: '2026-11-30' } });
    fireEvent.change(screen.getByLabelText('Date To'), { target: { value: '2026-11-01' } });
    expect(
      await screen.findByText('La data iniziale non può essere successiva a quella finale'),
    ).toBeInTheDocument();
    // Only the Date From change (a valid open range) was asked.
    expect(asked.length).toBe(count + 1);
    expect(asked.at(-1)?.searchParams.get('date_to')).toBeNull();
  });

  it('shows initials, a badge per action family, the Italian date and expandable details (object or string)', async () => {
    const { user } = renderLog([
      activityRecord(1, {
        action_type: 'CHAT_RAG_INTERACTION',
        user: { id: 3, name: 'maria grazia rossi', email: 'mg@studio.it' },
        details: { query_mode: 'rag', documents_used: 2 },
      }),
      activityRecord(2, {
        action_type: 'SECURITY_ALERT_GENERATED',
        user: null,
        user_id: null,
        details: '{"alert":"login_lockout","attempts":3}',
      }),
      activityRecord(3, {
        action_type: 'ADMIN_POINTS_UPDATED',
        details: 'not json at all',
        ip_address: null,
      }),
      activityRecord(4, { action_type: 'USER_REGISTRATION', details: null, ip_address: null }),
    ]);
    const [chat, alert, admin, registration] = (await screen.findAllByTestId(
      'activity-row',
    )) as HTMLElement[] as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];

    expect(within(chat).getByTestId('activity-avatar')).toHaveTextContent(/^MG$/);
    expect(within(alert).getByTestId('activity-avatar')).toHaveTextContent(/^\?$/);
    expect(within(admin).getByTestId('activity-avatar')).toHaveTextContent(/^MR$/);
    expect(chat).toHaveTextContent('maria grazia rossi');
    expect(chat).toHaveTextContent('mg@studio.it');
    // 09:30 UTC is 10:30 in Rome in November.
    expect(chat).toHaveTextContent('24 novembre 2026 alle ore 10:30');

    const badge = (row: HTMLElement) => within(row).getByTestId('action-badge');
    expect(badge(chat)).toHaveTextContent('Chat Rag Interaction');
    expect(badge(chat)).toHaveAttribute('data-family', 'chat');
    expect(badge(alert)).toHaveTextContent('Security Alert Generated');
    expect(badge(alert)).toHaveAttribute('data-family', 'security');
    expect(badge(alert).className).toContain('text-critical');
    expect(badge(admin)).toHaveTextContent('Admin Points Updated');
    expect(badge(admin)).toHaveAttribute('data-family', 'admin');
    expect(badge(registration)).toHaveAttribute('data-family', 'registration');

    expect(within(chat).queryByTestId('activity-details')).toBeNull();
    const show = within(chat).getByRole('button', { name: 'Show technical details' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await user.click(show);
    expect(within(chat).getByTestId('activity-details').textContent).toBe(
      '{\n  "query_mode": "rag",\n  "documents_used": 2\n}',
    );
    expect(within(chat).getByText('IP: 203.0.113.7')).toBeInTheDocument();
    await user.click(within(chat).getByRole('button', { name: 'Hide technical details' }));
    expect(within(chat).queryByTestId('activity-details')).toBeNull();

    await user.click(within(alert).getByRole('button', { name: 'Show technical details' }));
    expect(within(alert).getByTestId('activity-details').textContent).toBe(
      '{\n  "alert": "login_lockout",\n  "attempts": 3\n}',
    );
    await user.click(within(admin).getByRole('button', { name: 'Show technical details' }));
    expect(within(admin).getByTestId('activity-details').textContent).toBe('not json at all');
    // Nothing to show: no button.
    expect(within(registration).queryByRole('button', { name: 'Show technical details' })).toBeNull();
  });

  it('shows pagination only when the total exceeds 15, with the envelope’s range', async () => {
    const fifteen = Array.from({ length: 15 }, (_, index) => activityRecord(index + 1));
    renderLog(fifteen);
    expect(await screen.findAllByTestId('activity-row')).toHaveLength(15);
    expect(screen.queryByRole('navigation', { name: 'Activity log pages' })).toBeNull();
  });

  it('pages through more than 15 records', async () => {
    const sixteen = Array.from({ length: 16 }, (_, index) => activityRecord(index + 1));
    const { user, lastQuery } = renderLog(sixteen);
    const nav = await screen.findByRole('navigation', { name: 'Activity log pages' });
    expect(nav).toHaveTextContent('Showing 1-15 of 16 entries');
    expect(nav).toHaveTextContent('Page 1 of 2');
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(nav).toHaveTextContent('Showing 16-16 of 16 entries'));
    expect(lastQuery()).toEqual({ page: '2', per_page: '15' });
    expect(screen.getAllByTestId('activity-row')).toHaveLength(1);
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
