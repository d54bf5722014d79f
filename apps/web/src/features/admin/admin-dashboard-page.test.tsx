import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  contactMessageBody,
  getsTo,
  renderDashboard,
  upgradeRequestBody,
  userBody,
} from './test-support/admin-server';

const emptyState = () => ({ users: [], requests: [], contacts: [] });

describe('AdminDashboardPage', () => {
  it('lists the users with the spec’s columns, Pending/Completed tutorial and verify only for the unverified', async () => {
    renderDashboard(
      {
        ...emptyState(),
        users: [
          userBody(1, {
            name: 'Mario Rossi',
            points_balance: 12500,
            tutorial_completed: true,
            is_admin: true,
          }),
          userBody(2, { name: 'Anna Verdi', email_verified_at: null }),
        ],
      },
      [],
      'users',
    );
    const rows = await screen.findAllByTestId('user-row');
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual([
      'Name',
      'Email',
      'Plan',
      'Points',
      'Admin',
      'Email Verified',
      'Tutorial',
      'Actions',
    ]);
    const [mario, anna] = rows as [HTMLElement, HTMLElement];
    expect(mario).toHaveTextContent('12.500');
    expect(mario).toHaveTextContent('Completed');
    expect(mario).toHaveTextContent('Free');
    expect(anna).toHaveTextContent('Pending');
    expect(anna).toHaveTextContent('Unverified');
    expect(within(mario).queryByRole('button', { name: 'Verify email of Mario Rossi' })).toBeNull();
    expect(within(anna).getByRole('button', { name: 'Verify email of Anna Verdi' })).toBeInTheDocument();
    for (const action of ['Edit points of', 'Edit', 'Delete']) {
      expect(within(anna).getByRole('button', { name: `${action} Anna Verdi` })).toBeInTheDocument();
    }
  });

  it('shows "No users found" for an empty list', async () => {
    renderDashboard(emptyState(), [], 'users');
    expect(await screen.findByText('No users found')).toBeInTheDocument();
  });

  it('lists the spec’s seven tabs in its order, Chat Activity first and selected, then the two of our own', () => {
    renderDashboard(emptyState());
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Chat Activity',
      'Message Feedback',
      'User Management',
      'Usage Analytics',
      'User Spending',
      'Feature Analytics',
      'Points Analytics',
      'Richieste piano',
      'Messaggi di contatto',
    ]);
    expect(screen.getByRole('tab', { name: 'Chat Activity' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens the tab named by ?tab=, and the default one for an unknown name', () => {
    renderDashboard(emptyState(), [], 'points');
    expect(screen.getByRole('tab', { name: 'Points Analytics' })).toHaveAttribute('aria-selected', 'true');
  });

  it('falls back to Chat Activity for an unknown ?tab=', () => {
    renderDashboard(emptyState(), [], 'nonexistent');
    expect(screen.getByRole('tab', { name: 'Chat Activity' })).toHaveAttribute('aria-selected', 'true');
  });

  it('switches tabs with clicks and arrow keys, one tab in the Tab order, and badges the pending requests', async () => {
    const { user } = renderDashboard(
      {
        users: [],
        requests: [
          upgradeRequestBody(1),
          upgradeRequestBody(2),
          upgradeRequestBody(3, { status: 'approved' }),
        ],
        contacts: [contactMessageBody(1)],
      },
      [],
      'points',
    );
    const usersTab = screen.getByRole('tab', { name: 'User Management' });
    const pointsTab = screen.getByRole('tab', { name: 'Points Analytics' });
    expect(pointsTab).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByTestId('pending-requests-badge')).toHaveTextContent('2 in attesa');
    const requestsTab = screen.getByRole('tab', { name: /Richieste piano/ });
    expect(requestsTab).toHaveAttribute('tabindex', '-1');

    pointsTab.focus();
    await user.keyboard('{ArrowRight}');
    expect(requestsTab).toHaveFocus();
    expect(requestsTab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: /Richieste piano/ })).toBeVisible();
    expect(await screen.findAllByTestId('upgrade-request')).toHaveLength(2);

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Messaggi di contatto' })).toHaveFocus();
    expect(await screen.findByTestId('contact-message')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Chat Activity' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Messaggi di contatto' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await user.click(usersTab);
    expect(usersTab).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByTestId('contact-message')).toBeNull();
  });

  it('Refresh reads the active tab again and spins for at least a second', async () => {
    const { api, user } = renderDashboard({ ...emptyState(), users: [userBody(1)] }, [], 'users');
    await screen.findAllByTestId('user-row');
    const before = getsTo(api, '/api/admin/users').length;
    const refresh = screen.getByRole('button', { name: 'Refresh' });
    const started = Date.now();
    await user.click(refresh);
    expect(refresh).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(getsTo(api, '/api/admin/users').length).toBe(before + 1));
    await waitFor(() => expect(refresh).toHaveAttribute('aria-busy', 'false'), { timeout: 3000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(getsTo(api, '/api/admin/contact-messages')).toHaveLength(0);
  });

  it('Home and Logout lead to / and /admin-login', async () => {
    const { user } = renderDashboard(emptyState());
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Portale Admin' })).toBeInTheDocument();
    expect(localStorage.getItem('auth_token')).toBeNull();
  });
});
