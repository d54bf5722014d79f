import type { ConversationResource } from '@brocardo/shared';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppToastRegion } from '../../components/app-toast';
import { setSessionEndedHandler } from '../../lib/api-client';
import { advance, jsonResponse, settle, stubApi } from '../../test/api-stub';
import { renderRouteWithProviders } from '../../test/render-with-providers';
import { conversationResource as conversation, messageResource } from '../chat/test-support/fake-chat-api';
import { type UseConversations, useConversations } from './use-conversations';

let hook: UseConversations;

function Harness() {
  hook = useConversations();
  return (
    <>
      <ul>
        {hook.conversations?.map((item) => (
          <li key={item.id}>{item.title}</li>
        ))}
      </ul>
      <AppToastRegion />
    </>
  );
}

function renderHarness() {
  localStorage.setItem('auth_token', 'tok-1');
  return renderRouteWithProviders('/', <Harness />, { '/login': 'Accedi' });
}

const titles = () => screen.queryAllByRole('listitem').map((item) => item.textContent);

afterEach(() => {
  vi.useRealTimers();
  setSessionEndedHandler(null);
});

describe('useConversations', () => {
  it('loads the list with GET /api/conversations', async () => {
    const api = stubApi(() => jsonResponse(200, [conversation(2, 'Seconda'), conversation(1, 'Prima')]));
    renderHarness();
    expect(hook.isLoading).toBe(true);

    await waitFor(() => expect(titles()).toEqual(['Seconda', 'Prima']));
    expect(hook.isLoading).toBe(false);
    const [request] = api.requests('/api/conversations');
    expect(request?.headers.get('Authorization')).toBe('Bearer tok-1');
  });

  it('creates with POST {title}, or {} for the default title, and puts the new one first', async () => {
    let nextId = 10;
    const api = stubApi((_path, init) => {
      if (init.method === 'POST') {
        const body = JSON.parse(String(init.body)) as { title?: string };
        return jsonResponse(201, conversation(nextId++, body.title ?? 'Nuova conversazione'));
      }
      return jsonResponse(200, [conversation(1, 'Prima')]);
    });
    renderHarness();
    await waitFor(() => expect(titles()).toEqual(['Prima']));

    let created: ConversationResource | undefined;
    await act(async () => {
      created = await hook.createConversation('Usucapione');
    });
    await act(async () => {
      await hook.createConversation();
    });

    expect(created).toMatchObject({ id: 10, title: 'Usucapione' });
    await waitFor(() => expect(titles()).toEqual(['Nuova conversazione', 'Usucapione', 'Prima']));
    expect(api.requests('/api/conversations').map((request) => request.body)).toEqual([
      undefined,
      { title: 'Usucapione' },
      {},
    ]);
  });

  it('renames with PUT and deletes with DELETE, updating the list', async () => {
    const api = stubApi((_path, init) => {
      if (init.method === 'PUT' || init.method === 'DELETE') return new Response(null, { status: 204 });
      return jsonResponse(200, [conversation(2, 'Seconda'), conversation(1, 'Prima')]);
    });
    renderHarness();
    await waitFor(() => expect(titles()).toEqual(['Seconda', 'Prima']));

    await act(() => hook.renameConversation(2, 'Locazione'));
    await waitFor(() => expect(titles()).toEqual(['Locazione', 'Prima']));
    expect(api.requests('/api/conversations/2')[0]).toMatchObject({
      body: { title: 'Locazione' },
      init: { method: 'PUT' },
    });

    await act(() => hook.deleteConversation(1));
    await waitFor(() => expect(titles()).toEqual(['Locazione']));
    expect(api.requests('/api/conversations/1')[0]?.init.method).toBe('DELETE');
  });

  it('recordMessage() shows a stored message from the POST answer, without reading the list again', async () => {
    const api = stubApi(() =>
      jsonResponse(200, [conversation(2, 'Seconda', 2), conversation(1, 'Nuova conversazione', 0)]),
    );
    renderHarness();
    await waitFor(() => expect(titles()).toEqual(['Seconda', 'Nuova conversazione']));

    const question = messageResource(7, 'user', '  Chi paga   le spese\ncondominiali?  ', {
      created_at: '2025-03-02T09:00:00.000Z',
    });
    act(() => hook.recordMessage(1, question, ['user']));
    // The first question titles the conversation (one line, trimmed) and brings it first; it does not count yet.
    await waitFor(() => expect(titles()).toEqual(['Chi paga le spese condominiali?', 'Seconda']));
    expect(hook.conversations?.[0]).toMatchObject({
      id: 1,
      message_count: 0,
      updated_at: '2025-03-02T09:00:00.000Z',
    });

    act(() =>
      hook.recordMessage(2, messageResource(9, 'user', 'Altra domanda'), ['user', 'assistant', 'user']),
    );
    act(() =>
      hook.recordMessage(2, messageResource(10, 'assistant', 'Risposta'), [
        'user',
        'assistant',
        'user',
        'assistant',
      ]),
    );
    // A conversation with a title keeps it; the answer makes its question count.
    await waitFor(() => expect(titles()).toEqual(['Seconda', 'Chi paga le spese condominiali?']));
    expect(hook.conversations?.[0]?.message_count).toBe(4);
    expect(api.requests('/api/conversations')).toHaveLength(1);
  });

  it.each([
    [
      'create',
      'POST',
      () => hook.createConversation('X'),
      'Errore nella creazione della conversazione, si prega di aggiornare la pagina',
    ],
    [
      'rename',
      'PUT',
      () => hook.renameConversation(1, 'X'),
      "Errore nell'aggiornamento della conversazione, si prega di aggiornare la pagina",
    ],
    [
      'delete',
      'DELETE',
      () => hook.deleteConversation(1),
      "Errore nell'eliminazione della conversazione, si prega di aggiornare la pagina",
    ],
  ] as const)(
    'a failed %s shows the toast, rethrows, and goes to /login after 5 seconds',
    async (_name, method, call, message) => {
      vi.useFakeTimers();
      stubApi((_path, init) =>
        init.method === method
          ? jsonResponse(500, { message: 'Errore interno' })
          : jsonResponse(200, [conversation(1, 'Prima'), conversation(2, 'Seconda')]),
      );
      const { router } = renderHarness();
      await settle();

      let failure: unknown;
      await act(async () => {
        await call().catch((error: unknown) => {
          failure = error;
        });
      });

      expect(failure).toMatchObject({ status: 500 });
      expect(screen.getByTestId('toast')).toHaveTextContent(message);
      expect(titles()).toEqual(['Prima', 'Seconda']);

      await advance(4_900);
      expect(router.state.location.pathname).toBe('/');
      await advance(100);
      expect(router.state.location.pathname).toBe('/login');
    },
  );

  it('adds nothing when the failure ended the session (the API client already redirects)', async () => {
    const sessionEnded = vi.fn();
    setSessionEndedHandler(sessionEnded);
    stubApi((_path, init) =>
      init.method === 'POST' ? jsonResponse(401, { message: 'Unauthenticated.' }) : jsonResponse(200, []),
    );
    renderHarness();
    await waitFor(() => expect(hook.isLoading).toBe(false));

    await act(async () => {
      await expect(hook.createConversation('X')).rejects.toMatchObject({ status: 401, sessionEnded: true });
    });

    expect(sessionEnded).toHaveBeenCalledWith('expired');
    expect(screen.queryByTestId('toast')).toBeNull();
  });
});
