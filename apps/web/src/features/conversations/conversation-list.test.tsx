import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppToastRegion } from '../../components/app-toast';
import { MobileDrawer } from '../../components/layouts/mobile-drawer';
import { ApiError } from '../../lib/api-client';
import { jsonResponse, stubApi } from '../../test/api-stub';
import { renderRouteWithProviders } from '../../test/render-with-providers';
import { conversationResource as conversation } from '../chat/test-support/fake-chat-api';
import { ConversationList, type ConversationListProps } from './conversation-list';
import { useConversations } from './use-conversations';

const LONG_TITLE = 'Responsabilità del conduttore per i danni all’immobile locato';

function listProps(overrides: Partial<ConversationListProps> = {}): ConversationListProps {
  return {
    conversations: [conversation(1, 'Contratto di locazione', 4), conversation(2, LONG_TITLE, 12)],
    currentId: 1,
    onSelect: vi.fn(),
    onCreate: vi.fn(),
    onDelete: vi.fn(),
    onRename: vi.fn(async () => undefined),
    switchingDisabled: false,
    creatingDisabled: false,
    ...overrides,
  };
}

function renderList(overrides: Partial<ConversationListProps> = {}) {
  const props = listProps(overrides);
  render(<ConversationList {...props} />);
  return props;
}

const row = (title: string | RegExp) => screen.getByRole('button', { name: title });
const newChat = () => screen.getByRole('button', { name: 'Nuova chat' });
const deleteButton = (title: string) =>
  screen.getByRole('button', { name: `Elimina la conversazione «${title}»` });
const renameButton = (title: string) =>
  screen.getByRole('button', { name: `Rinomina la conversazione «${title}»` });
const titleInput = () =>
  screen.getByRole<HTMLInputElement>('textbox', { name: 'Nuovo titolo della conversazione' });
const queryTitleInput = () => screen.queryByRole('textbox', { name: 'Nuovo titolo della conversazione' });

const TITLE_REQUIRED = 'Il titolo è obbligatorio';
const TITLE_TOO_LONG = 'Il titolo non può superare i 255 caratteri';

/** Tabs through the page, as a keyboard user would, until `target` has the focus. */
async function tabTo(target: HTMLElement) {
  for (let step = 0; step < 20 && document.activeElement !== target; step += 1) await userEvent.tab();
  expect(target).toHaveFocus();
}

/**
 * What browsers do to a focused control that becomes disabled: they take the focus away (and fire
 * blur). jsdom keeps it there and refuses to blur a disabled element, hence the detour.
 */
function dropFocus(input: HTMLInputElement) {
  act(() => {
    input.disabled = false;
    input.blur();
    input.disabled = true;
  });
}

/** A save that stays pending until the test settles it. */
function pendingSave() {
  let settle: { resolve(): void; reject(error: unknown): void } | undefined;
  const onRename = vi.fn(
    (_id: number, _title: string) =>
      new Promise<void>((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  return {
    onRename,
    resolve: () => act(async () => settle?.resolve()),
    reject: (error: unknown) => act(async () => settle?.reject(error)),
  };
}

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

  it('never deletes the active conversation, and a tap says why (a touch screen shows no tooltip)', async () => {
    const props = listProps();
    render(
      <>
        <ConversationList {...props} />
        <AppToastRegion />
      </>,
    );
    const button = deleteButton('Contratto di locazione');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('title', 'Non puoi eliminare la conversazione attiva');
    await userEvent.click(button);
    expect(await screen.findByTestId('toast')).toHaveTextContent(
      'Non puoi eliminare la conversazione attiva',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(deleteButton(LONG_TITLE)).toHaveAttribute('aria-disabled', 'false');
  });

  it('never deletes the only conversation', () => {
    renderList({ conversations: [conversation(5, 'Unica')], currentId: null });
    const button = deleteButton('Unica');
    expect(button).toHaveAttribute('aria-disabled', 'true');
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
        onRename={vi.fn()}
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
  describe('renaming', () => {
    it('renames by mouse: the title becomes a selected input, and leaving it saves', async () => {
      const props = renderList();
      await userEvent.click(renameButton(LONG_TITLE));

      const input = titleInput();
      expect(input).toHaveFocus();
      expect(input).toHaveValue(LONG_TITLE);
      expect([input.selectionStart, input.selectionEnd]).toEqual([0, LONG_TITLE.length]);
      expect(props.onSelect).not.toHaveBeenCalled();
      expect(deleteButton('Contratto di locazione')).toBeInTheDocument();

      await userEvent.keyboard('Sfratto per morosità');
      await userEvent.click(document.body);

      expect(props.onRename).toHaveBeenCalledTimes(1);
      expect(props.onRename).toHaveBeenCalledWith(2, 'Sfratto per morosità');
      expect(queryTitleInput()).toBeNull();
      expect(renameButton(LONG_TITLE)).toHaveFocus();
      expect(props.onSelect).not.toHaveBeenCalled();
    });

    it('renames by keyboard: Enter saves the trimmed title, the input is disabled meanwhile, focus returns', async () => {
      const save = pendingSave();
      const props = renderList({ onRename: save.onRename });

      await tabTo(renameButton(LONG_TITLE));
      await userEvent.keyboard('{Enter}');
      expect(titleInput()).toHaveFocus();

      await userEvent.keyboard('  Sfratto per morosità  {Enter}');
      expect(save.onRename).toHaveBeenCalledTimes(1);
      expect(save.onRename).toHaveBeenCalledWith(2, 'Sfratto per morosità');
      expect(titleInput()).toBeDisabled();

      await save.resolve();
      expect(queryTitleInput()).toBeNull();
      expect(renameButton(LONG_TITLE)).toHaveFocus();
      expect(props.onSelect).not.toHaveBeenCalled();
    });

    it('sends nothing for an unchanged title, even with spaces around it', async () => {
      const props = renderList();
      await userEvent.click(renameButton('Contratto di locazione'));
      await userEvent.keyboard('{End}  {Enter}');

      expect(queryTitleInput()).toBeNull();
      expect(renameButton('Contratto di locazione')).toHaveFocus();
      expect(props.onRename).not.toHaveBeenCalled();
    });

    it('Esc cancels without a request, restores the title and gives focus back', async () => {
      const props = renderList();
      await userEvent.click(renameButton(LONG_TITLE));
      await userEvent.keyboard('Altro titolo{Escape}');

      expect(queryTitleInput()).toBeNull();
      expect(row(/^Responsabilità/)).toHaveAttribute('title', LONG_TITLE);
      expect(renameButton(LONG_TITLE)).toHaveFocus();
      expect(props.onRename).not.toHaveBeenCalled();
    });

    it('in the phone drawer, Rinomina and Esc neither select a conversation nor close the drawer', async () => {
      const onClose = vi.fn();
      const props = listProps();
      render(
        <MobileDrawer id="menu" open onClose={onClose}>
          <ConversationList {...props} />
        </MobileDrawer>,
      );
      await userEvent.click(renameButton(LONG_TITLE));
      await userEvent.keyboard('{Escape}');

      expect(queryTitleInput()).toBeNull();
      expect(onClose).not.toHaveBeenCalled();
      expect(props.onSelect).not.toHaveBeenCalled();
      expect(props.onRename).not.toHaveBeenCalled();
      expect(screen.getByRole('dialog', { name: 'Menu' })).toHaveAttribute('open');
    });

    it('refuses a blank title with TITLE_REQUIRED and sends nothing, on Enter or on leaving the field', async () => {
      const props = renderList();
      await userEvent.click(renameButton(LONG_TITLE));
      await userEvent.keyboard('{Backspace}   {Enter}');

      const input = titleInput();
      expect(screen.getByRole('alert')).toHaveTextContent(TITLE_REQUIRED);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(TITLE_REQUIRED);
      expect(input).toHaveFocus();

      await userEvent.click(document.body);
      expect(titleInput()).toHaveAccessibleDescription(TITLE_REQUIRED);
      expect(props.onRename).not.toHaveBeenCalled();

      // The message follows the text once it is fixed.
      await userEvent.type(titleInput(), 'Usucapione');
      expect(screen.queryByRole('alert')).toBeNull();
      expect(titleInput()).not.toHaveAttribute('aria-invalid');
    });

    it('refuses more than 255 characters with TITLE_TOO_LONG, counting them after trimming', async () => {
      const props = renderList();
      await userEvent.click(renameButton(LONG_TITLE));
      await userEvent.paste('a'.repeat(256));
      await userEvent.keyboard('{Enter}');

      expect(titleInput()).toHaveAccessibleDescription(TITLE_TOO_LONG);
      expect(titleInput()).toHaveAttribute('aria-invalid', 'true');
      expect(props.onRename).not.toHaveBeenCalled();

      await userEvent.clear(titleInput());
      await userEvent.paste(`  ${'b'.repeat(255)}  `);
      await userEvent.keyboard('{Enter}');
      expect(props.onRename).toHaveBeenCalledWith(2, 'b'.repeat(255));
      expect(queryTitleInput()).toBeNull();
    });

    it("shows the server's message on a failure and keeps editing, then saves on a retry", async () => {
      const save = pendingSave();
      renderList({ onRename: save.onRename });
      await userEvent.click(renameButton(LONG_TITLE));
      await userEvent.keyboard('Sfratto{Enter}');
      // Browsers take the focus away from a control that becomes disabled: that blur saves nothing more.
      dropFocus(titleInput());
      expect(titleInput()).not.toHaveFocus();
      await save.reject(new ApiError({ status: 500, message: 'Errore interno del server' }));

      const input = titleInput();
      expect(input).toBeEnabled();
      expect(input).toHaveValue('Sfratto');
      expect(input).toHaveFocus();
      expect(screen.getByRole('alert')).toHaveTextContent('Errore interno del server');
      expect(input).toHaveAccessibleDescription('Errore interno del server');

      await userEvent.keyboard('{Enter}');
      expect(save.onRename).toHaveBeenCalledTimes(2);
      expect(screen.queryByRole('alert')).toBeNull();
      await save.resolve();
      expect(queryTitleInput()).toBeNull();
      expect(renameButton(LONG_TITLE)).toHaveFocus();
    });

    it('with useConversations, sends PUT /api/conversations/{id} with the trimmed { title } and lists the new title', async () => {
      localStorage.setItem('auth_token', 'tok-1');
      let list = [conversation(1, 'Contratto di locazione', 4), conversation(2, LONG_TITLE, 12)];
      const api = stubApi((path, init) => {
        if (path === '/api/conversations/2' && init.method === 'PUT') {
          const { title } = JSON.parse(String(init.body)) as { title: string };
          list = list.map((item) => (item.id === 2 ? { ...item, title } : item));
          return jsonResponse(200, list[1]);
        }
        if (path === '/api/conversations' && (init.method ?? 'GET') === 'GET') return jsonResponse(200, list);
        throw new Error(`Unexpected request ${init.method} ${path}`);
      });
      function ConnectedList() {
        const hook = useConversations();
        const props = listProps({
          conversations: hook.conversations ?? [],
          onRename: hook.renameConversation,
        });
        return <ConversationList {...props} loading={hook.isLoading} />;
      }
      renderRouteWithProviders('/', <ConnectedList />);

      await screen.findByRole('button', { name: /^Responsabilità/ });
      await userEvent.click(renameButton(LONG_TITLE));
      await userEvent.keyboard('   Sfratto per morosità {Enter}');

      expect(await screen.findByRole('button', { name: 'Sfratto per morosità' })).toBeInTheDocument();
      expect(queryTitleInput()).toBeNull();
      const requests = api.requests('/api/conversations/2');
      expect(requests).toHaveLength(1);
      expect(requests[0]?.init.method).toBe('PUT');
      expect(requests[0]?.body).toEqual({ title: 'Sfratto per morosità' });
    });
  });
});
