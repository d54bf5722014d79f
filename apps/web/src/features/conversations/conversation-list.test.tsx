import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { conversationResource as conversation } from '../chat/test-support/fake-chat-api';
import { ConversationList, type ConversationListProps } from './conversation-list';

const LONG_TITLE = 'Responsabilità del conduttore per i danni all’immobile locato';

function renderList(overrides: Partial<ConversationListProps> = {}) {
  const props: ConversationListProps = {
    conversations: [conversation(1, 'Contratto di locazione', 4), conversation(2, LONG_TITLE, 12)],
    currentId: 1,
    onSelect: vi.fn(),
    onCreate: vi.fn(),
    onDelete: vi.fn(),
    switchingDisabled: false,
    creatingDisabled: false,
    ...overrides,
  };
  render(<ConversationList {...props} />);
  return props;
}

const row = (title: string | RegExp) => screen.getByRole('button', { name: title });
const newChat = () => screen.getByRole('button', { name: 'Nuova chat' });
const deleteButton = (title: string) =>
  screen.getByRole('button', { name: `Elimina la conversazione «${title}»` });

describe('ConversationList', () => {
  it('shortens long titles to 30 characters, keeping the full title in the tooltip', () => {
    renderList();
    const long = row(/^Responsabilità/);
    expect(long).toHaveTextContent(/^Responsabilità del condutto\.\.\.$/);
    expect(long.textContent).toHaveLength(30);
    expect(long).toHaveAttribute('title', LONG_TITLE);
    expect(row('Contratto di locazione')).toHaveTextContent('Contratto di locazione');
  });

  it('marks the current conversation and selects another one on click', async () => {
    const props = renderList();
    expect(row('Contratto di locazione')).toHaveAttribute('aria-current', 'true');
    expect(row(/^Responsabilità/)).not.toHaveAttribute('aria-current');

    await userEvent.click(row(/^Responsabilità/));
    await userEvent.click(row('Contratto di locazione'));

    expect(props.onSelect).toHaveBeenCalledTimes(1);
    expect(props.onSelect).toHaveBeenCalledWith(2);
  });

  it('disables switching while loading or answering', async () => {
    const props = renderList({ switchingDisabled: true });
    expect(row(/^Responsabilità/)).toBeDisabled();
    await userEvent.click(row(/^Responsabilità/));
    expect(props.onSelect).not.toHaveBeenCalled();
  });

  it('creates a new chat unless creating is disabled', async () => {
    const props = renderList();
    await userEvent.click(newChat());
    expect(props.onCreate).toHaveBeenCalledTimes(1);
  });

  it('disables the new-chat button while loading', () => {
    renderList({ creatingDisabled: true });
    expect(newChat()).toBeDisabled();
  });

  it('disables the new-chat button at 10 conversations and says why', () => {
    const ten = Array.from({ length: 10 }, (_, index) => conversation(index + 1, `Pratica ${index + 1}`));
    renderList({ conversations: ten });
    expect(newChat()).toBeDisabled();
    expect(newChat()).toHaveAccessibleDescription(
      'Hai raggiunto il limite di 10 conversazioni: eliminane una per iniziarne una nuova.',
    );
    expect(screen.getByRole('heading', { name: /Conversazioni/ })).toHaveTextContent('(10/10)');
  });

  it('keeps the new-chat button enabled at 9 conversations', () => {
    const nine = Array.from({ length: 9 }, (_, index) => conversation(index + 1, `Pratica ${index + 1}`));
    renderList({ conversations: nine });
    expect(newChat()).toBeEnabled();
  });

  it('never deletes the active conversation', () => {
    renderList();
    const button = deleteButton('Contratto di locazione');
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('title', 'Non puoi eliminare la conversazione attiva');
    expect(deleteButton(LONG_TITLE)).toBeEnabled();
  });

  it('never deletes the only conversation', () => {
    renderList({ conversations: [conversation(5, 'Unica')], currentId: null });
    const button = deleteButton('Unica');
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('title', "Non puoi eliminare l'unica conversazione");
  });

  it('asks for confirmation before deleting, and deletes on Elimina', async () => {
    const props = renderList();
    const opener = deleteButton(LONG_TITLE);
    await userEvent.click(opener);

    const dialog = screen.getByRole('dialog', {
      name: 'Eliminare la conversazione «Responsabilità del condutto...»?',
    });
    expect(props.onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Elimina' }));

    expect(props.onDelete).toHaveBeenCalledWith(2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not delete when the confirmation is cancelled or dismissed with Esc, and gives focus back', async () => {
    const props = renderList();
    const opener = deleteButton(LONG_TITLE);

    await userEvent.click(opener);
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Annulla' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();

    await userEvent.click(opener);
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();

    expect(props.onDelete).not.toHaveBeenCalled();
  });

  it('shows the message count out of 50, warning from 40 and critical from 45', () => {
    renderList({
      conversations: [
        conversation(1, 'A', 39),
        conversation(2, 'B', 40),
        conversation(3, 'C', 44),
        conversation(4, 'D', 45),
        conversation(5, 'E', 50),
      ],
    });
    const badges = screen.getAllByTestId('message-count');
    expect(badges.map((badge) => badge.querySelector('[aria-hidden="true"]')?.textContent)).toEqual([
      '39/50',
      '40/50',
      '44/50',
      '45/50',
      '50/50',
    ]);
    expect(badges.map((badge) => badge.dataset.level)).toEqual([
      'normal',
      'warning',
      'warning',
      'critical',
      'critical',
    ]);
    expect(badges[1]).toHaveClass('text-warning');
    expect(badges[3]).toHaveClass('text-critical');
    expect(badges[0]).toHaveTextContent('39 messaggi su 50');
  });

  it('has an empty state and a loading state', () => {
    const { unmount } = render(
      <ConversationList
        conversations={[]}
        currentId={null}
        onSelect={vi.fn()}
        onCreate={vi.fn()}
        onDelete={vi.fn()}
        switchingDisabled={false}
        creatingDisabled={false}
      />,
    );
    expect(screen.getByText('Nessuna conversazione.')).toBeInTheDocument();
    unmount();

    renderList({ conversations: [], loading: true, creatingDisabled: true });
    expect(screen.getByText('Caricamento delle conversazioni…')).toBeInTheDocument();
    expect(screen.queryByText('Nessuna conversazione.')).toBeNull();
  });
});
