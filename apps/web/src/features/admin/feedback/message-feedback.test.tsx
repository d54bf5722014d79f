import type { AdminConversationMessage, AdminFeedbackItem, FeedbackStats } from '@brocardo/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { feedbackItem, pageFrom } from '../activity/test-support/admin-lists';
import { type Answer, renderDashboard } from '../test-support/admin-server';

const STATS: FeedbackStats = {
  total_feedback: 12,
  likes_count: 8,
  dislikes_count: 4,
  // 8 ÷ 12 × 100 = 66.67 → one decimal
  satisfaction_rate: 66.7,
  with_text_count: 5,
  orphaned_count: 2,
};

interface FakeServer {
  items: AdminFeedbackItem[];
  stats: FeedbackStats;
  conversations: Record<number, AdminConversationMessage[] | 'fail'>;
  deleteStatus: number;
}

/** The dashboard on the Message Feedback tab, the feedback endpoints answering from `server`. */
async function renderFeedback(overrides: Partial<FakeServer> = {}) {
  const server: FakeServer = { items: [], stats: STATS, conversations: {}, deleteStatus: 200, ...overrides };
  const listAsked: URL[] = [];
  const statsAsked: URL[] = [];
  const messagesAsked: string[] = [];
  const deleted: number[] = [];
  const view = renderDashboard({ users: [], requests: [], contacts: [] }, [
    (path, init): Answer | undefined => {
      const url = new URL(path, 'http://localhost');
      const method = init.method ?? 'GET';
      if (url.pathname === '/api/admin/feedback/stats') {
        statsAsked.push(url);
        return { status: 200, body: server.stats };
      }
      if (url.pathname === '/api/admin/feedback' && method === 'GET') {
        listAsked.push(url);
        return { status: 200, body: pageFrom(server.items, url, 20) };
      }
      const remove = /^\/api\/admin\/feedback\/(\d+)$/.exec(url.pathname);
      if (remove && method === 'DELETE') {
        if (server.deleteStatus !== 200) return { status: server.deleteStatus, body: { message: 'Errore.' } };
        const id = Number(remove[1]);
        deleted.push(id);
        server.items = server.items.filter((item) => item.id !== id);
        server.stats = { ...server.stats, total_feedback: server.stats.total_feedback - 1 };
        return { status: 200, body: { success: true, message: 'Feedback eliminato.' } };
      }
      const conversation = /^\/api\/admin\/conversations\/(\d+)\/messages$/.exec(url.pathname);
      if (conversation) {
        messagesAsked.push(url.pathname);
        const messages = server.conversations[Number(conversation[1])];
        if (!messages || messages === 'fail') return { status: 404, body: { message: 'Non trovata.' } };
        return { status: 200, body: messages };
      }
      if (url.pathname === '/api/admin/usage-metrics/chat-activity') return { status: 200, body: [] };
      if (url.pathname === '/api/admin/user-activities') return { status: 200, body: pageFrom([], url, 15) };
      return undefined;
    },
  ]);
  await view.user.click(screen.getByRole('tab', { name: 'Message Feedback' }));
  const lastQuery = () => Object.fromEntries(listAsked.at(-1)?.searchParams ?? []);
  return { ...view, server, listAsked, statsAsked, messagesAsked, deleted, lastQuery };
}

const rows = () => screen.findAllByTestId('feedback-row');

function message(id: number, role: 'user' | 'assistant', content: string): AdminConversationMessage {
  return { id, role, content, created_at: '2026-11-24T09:00:00.000Z' };
}

describe('Message Feedback', () => {
  it('shows the six stats cards', async () => {
    await renderFeedback();
    const stats = await screen.findByTestId('feedback-stats');
    const card = (label: string) => within(stats).getByText(label).nextElementSibling?.textContent;
    expect(card('Total Feedback')).toBe('12');
    expect(card('Likes')).toBe('8');
    expect(card('Dislikes')).toBe('4');
    expect(card('Satisfaction Rate')).toBe('66,7%');
    expect(card('With Text')).toBe('5');
    expect(card('Orphaned')).toBe('2');
    expect(await screen.findByText('No feedback found')).toBeInTheDocument();
  });

  it('sends rating, from_date, to_date and orphaned, leaving out the empty ones', async () => {
    const { user, lastQuery } = await renderFeedback();
    await screen.findByText('No feedback found');
    expect(lastQuery()).toEqual({ page: '1', per_page: '20' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rating' }), 'Dislike');
    await waitFor(() => expect(lastQuery()).toEqual({ page: '1', per_page: '20', rating: 'dislike' }));
    fireEvent.change(screen.getByLabelText('From Date'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To Date'), { target: { value: '2026-11-24' } });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Orphaned' }), 'Only orphaned');
    await waitFor(() =>
      expect(lastQuery()).toEqual({
        page: '1',
        per_page: '20',
        rating: 'dislike',
        from_date: '2026-11-01',
        to_date: '2026-11-24',
        orphaned: 'true',
      }),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Orphaned' }), 'Only live');
    await waitFor(() => expect(lastQuery().orphaned).toBe('false'));
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(lastQuery()).toEqual({ page: '1', per_page: '20' }));
  });

  it('cuts the previews at 80 characters, the fallback text at 100, and shows the feedback text', async () => {
    const question81 = `${'q'.repeat(80)}X`;
    const answer80 = 'a'.repeat(80);
    const fallback101 = `${'m'.repeat(100)}Y`;
    await renderFeedback({
      items: [
        feedbackItem(1, {
          rating: 'dislike',
          effective_user_question: question81,
          effective_ai_response: answer80,
          feedback_text: 'La norma citata è abrogata.',
        }),
        feedbackItem(2, { effective_user_question: null, effective_message_content: fallback101 }),
      ],
    });
    const [pair, fallback] = (await rows()) as [HTMLElement, HTMLElement];
    const preview = (row: HTMLElement) => within(row).getByTestId('feedback-preview');
    expect(within(pair).getByTestId('rating-badge')).toHaveTextContent('Dislike');
    expect(within(fallback).getByTestId('rating-badge')).toHaveTextContent('Like');
    expect(preview(pair)).toHaveTextContent(`${'q'.repeat(80)}…`);
    expect(preview(pair)).not.toHaveTextContent('X');
    expect(within(preview(pair)).getByText(answer80)).toBeInTheDocument();
    expect(within(pair).getByTestId('feedback-text')).toHaveTextContent('La norma citata è abrogata.');
    expect(pair).toHaveTextContent('Mario Rossi');
    expect(pair).toHaveTextContent('24 novembre 2026 alle ore 10:30');
    expect(within(preview(fallback)).getByText(`${'m'.repeat(100)}…`)).toBeInTheDocument();
    expect(preview(fallback)).not.toHaveTextContent('Y');
  });

  it('opens a row on the live pair: the rated answer and the nearest user message before it', async () => {
    const { user, messagesAsked } = await renderFeedback({
      items: [feedbackItem(1, { message: { id: 14, conversation_id: 7, content: 'Seconda risposta' } })],
      conversations: {
        7: [
          message(11, 'user', 'Prima domanda'),
          message(12, 'assistant', 'Prima risposta'),
          message(13, 'user', 'Seconda domanda <b>in grassetto</b>'),
          message(14, 'assistant', 'Seconda risposta'),
          message(15, 'user', 'Terza domanda'),
        ],
      },
    });
    const [row] = (await rows()) as [HTMLElement];
    await user.click(within(row).getByRole('button', { name: 'Show details' }));
    const messages = await within(row).findByTestId('feedback-messages');
    expect(messagesAsked).toEqual(['/api/admin/conversations/7/messages']);
    // Plain text: the markup is shown, not rendered.
    expect(within(messages).getByText('Seconda domanda <b>in grassetto</b>')).toBeInTheDocument();
    expect(within(messages).getByText('Seconda risposta')).toBeInTheDocument();
    expect(messages).not.toHaveTextContent('Prima domanda');
    expect(messages).not.toHaveTextContent('Terza domanda');
    expect(row).toHaveTextContent('Conversazione 1');
    expect(within(row).queryByTestId('orphaned-badge')).toBeNull();
  });

  it('falls back to the kept texts for an orphaned feedback or an unreadable conversation, else says so', async () => {
    const { user, messagesAsked } = await renderFeedback({
      items: [
        feedbackItem(1, {
          is_orphaned: true,
          message: null,
          effective_user_question: 'Domanda conservata',
          effective_ai_response: 'Risposta conservata',
          effective_conversation_title: 'Pratica Bianchi',
        }),
        feedbackItem(2, {
          message: { id: 20, conversation_id: 9, content: 'x' },
          effective_user_question: 'Domanda viva',
          effective_ai_response: 'Risposta viva',
        }),
        feedbackItem(3, {
          is_orphaned: true,
          message: null,
          effective_user_question: null,
          effective_ai_response: '',
          effective_message_content: '',
          effective_conversation_title: null,
        }),
      ],
      conversations: { 9: 'fail' },
    });
    const [orphan, unreadable, empty] = (await rows()) as [HTMLElement, HTMLElement, HTMLElement];

    await user.click(within(orphan).getByRole('button', { name: 'Show details' }));
    const kept = await within(orphan).findByTestId('feedback-messages');
    expect(within(kept).getByText('Domanda conservata')).toBeInTheDocument();
    expect(within(kept).getByText('Risposta conservata')).toBeInTheDocument();
    expect(within(orphan).getByTestId('orphaned-badge')).toHaveTextContent('Orphaned');
    expect(orphan).toHaveTextContent('Pratica Bianchi');

    await user.click(within(unreadable).getByRole('button', { name: 'Show details' }));
    const live = await within(unreadable).findByTestId('feedback-messages');
    expect(within(live).getByText('Risposta viva')).toBeInTheDocument();
    expect(messagesAsked).toEqual(['/api/admin/conversations/9/messages']);

    await user.click(within(empty).getByRole('button', { name: 'Show details' }));
    expect(within(empty).getByText('No message content available')).toBeInTheDocument();
  });

  it('deletes after the confirmation, then reloads the list and the stats', async () => {
    const { user, deleted, statsAsked, listAsked } = await renderFeedback({
      items: [feedbackItem(5), feedbackItem(6)],
    });
    const [first] = (await rows()) as [HTMLElement];
    const statsBefore = statsAsked.length;
    const listBefore = listAsked.length;
    await user.click(within(first).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Feedback' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete this feedback? This action cannot be undone.',
    );
    expect(deleted).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getAllByTestId('feedback-row')).toHaveLength(1));
    expect(deleted).toEqual([5]);
    expect(statsAsked.length).toBeGreaterThan(statsBefore);
    expect(listAsked.length).toBeGreaterThan(listBefore);
    await waitFor(() =>
      expect(
        within(screen.getByTestId('feedback-stats')).getByText('Total Feedback').nextElementSibling,
      ).toHaveTextContent('11'),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the row and says so when the delete fails', async () => {
    const { user, deleted } = await renderFeedback({ items: [feedbackItem(5)], deleteStatus: 500 });
    const [row] = (await rows()) as [HTMLElement];
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Feedback' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to delete feedback. Please try again.',
    );
    expect(deleted).toEqual([]);
    expect(screen.getAllByTestId('feedback-row')).toHaveLength(1);
  });

  it('pages with Previous/Next, "Page X of Y", "Showing from-to of total entries", within 1..last_page', async () => {
    const items = Array.from({ length: 45 }, (_, index) => feedbackItem(index + 1));
    const { user, lastQuery } = await renderFeedback({ items });
    const nav = await screen.findByRole('navigation', { name: 'Feedback pages' });
    expect(nav).toHaveTextContent('Page 1 of 3');
    expect(nav).toHaveTextContent('Showing 1-20 of 45 entries');
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(nav).toHaveTextContent('Showing 21-40 of 45 entries'));
    expect(lastQuery().page).toBe('2');
    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(nav).toHaveTextContent('Page 3 of 3'));
    expect(nav).toHaveTextContent('Showing 41-45 of 45 entries');
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('moves back to the last page when a delete empties the page it was on', async () => {
    const items = Array.from({ length: 21 }, (_, index) => feedbackItem(index + 1));
    const { user, lastQuery } = await renderFeedback({ items });
    const nav = await screen.findByRole('navigation', { name: 'Feedback pages' });
    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(nav).toHaveTextContent('Showing 21-21 of 21 entries'));
    const [only] = screen.getAllByTestId('feedback-row') as [HTMLElement];
    await user.click(within(only).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Feedback' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    // 20 left: page 2 no longer exists, so the tab asks page 1 again.
    await waitFor(() => expect(lastQuery().page).toBe('1'));
    await waitFor(() =>
      expect(screen.getByRole('navigation', { name: 'Feedback pages' })).toHaveTextContent(
        'Showing 1-20 of 20 entries',
      ),
    );
    expect(screen.getByRole('navigation', { name: 'Feedback pages' })).toHaveTextContent('Page 1 of 1');
  });
});
