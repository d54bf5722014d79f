import {
  conversationIsFull,
  type FeedbackRating,
  MAX_CONVERSATIONS,
  type PointsInfo,
} from '@brocardo/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { showAppToast } from '../../components/app-toast';
import { AppLayout, useGenerativeAiAvailable } from '../../components/layouts';
import { LiveNotice } from '../../components/notice';
import { ConversationList, ExportMenu, useConversations } from '../conversations';
import { DocumentManager, usePersonalDocuments } from '../documents';
import { FeedbackDialog, useFeedback } from '../feedback';
import {
  LegalDbButton,
  LegalDbConfigDialog,
  SourcePanelProvider,
  useDeletedSources,
  useLegalDatabaseConfig,
} from '../legal-db';
import { FiledMatterPicker, MatterFilter, type MatterFilterValue, matchesMatterFilter } from '../matters';
import { InsufficientPointsDialog } from '../points';
import { TutorialButton, useGuidedTour } from '../tutorial';
import { useStoredWebSearch, useWebSearchAvailable } from '../web-search';
import { inputMaxLength } from './chat-modes';
import { MessageLimitDialog } from './components/chat-dialogs';
import { ChatInput } from './components/chat-input';
import { ConversationHeader, RemainingMessagesNotice } from './components/conversation-header';
import { DetectionScores } from './components/detection-scores';
import { MessageList } from './components/message-list';
import { EmptyState, ModeToggle } from './components/mode-picker';
import { answerOutline } from './copy-answer';
import { useConversationMessages } from './hooks/use-conversation-messages';
import { useCurrentConversation } from './hooks/use-current-conversation';
import { useFocusMessage } from './hooks/use-focus-message';
import { useModeSelection } from './hooks/use-mode-selection';
import { useSendMessage } from './hooks/use-send-message';
import { type ChatMessage, countedMessages, visibleMessages } from './message-model';

export const CHAT_PAGE_TITLE = 'Brocardo — Assistente legale AI';
/** Sending the question just answered again does nothing (spec 1 §4 step 1): the user is told why. */
export const REPEATED_QUESTION_NOTICE =
  'Hai appena posto questa domanda: la risposta è qui sopra. Modificala per chiedere altro.';

/** The main chat screen at / (spec 1 §2 Main chat screen, §4, §5 Chat input, §8 Chat). */
export function ChatPage() {
  // Citation chips and the configuration's search hits open the 'Fonte citata' panel.
  return (
    <SourcePanelProvider>
      <ChatScreen />
    </SourcePanelProvider>
  );
}

function ChatScreen() {
  const list = useConversations();
  const [currentId, setCurrentId] = useState<number | null>(null);
  const thread = useConversationMessages(currentId);
  // The sidebar's matter filter; a new chat started while it shows one matter is filed under it.
  const [matterFilter, setMatterFilter] = useState<MatterFilterValue>('all');
  const { createConversation } = list;
  const createFiled = useCallback(
    () =>
      createConversation(
        undefined,
        matterFilter === 'all' ? undefined : matterFilter === 'none' ? null : matterFilter,
      ),
    [createConversation, matterFilter],
  );
  const current = useCurrentConversation({
    currentId,
    setCurrentId,
    conversations: list.conversations,
    createConversation: createFiled,
    adopt: thread.adopt,
  });
  const modes = useModeSelection();
  const tour = useGuidedTour();
  const webSearchAvailable = useWebSearchAvailable();
  const generativeAi = useGenerativeAiAvailable();
  const storedWebSearch = useStoredWebSearch(currentId);
  const legalDb = useLegalDatabaseConfig();
  const personalDocuments = usePersonalDocuments();
  const deletedSources = useDeletedSources();
  const [legalDbOpen, setLegalDbOpen] = useState(false);
  // The configuration matters whenever a question may go to Database Legale.
  const legalDbShown = modes.selection.type === 'automatic' || modes.selection.manualMode === 'rag';
  const databaseOn = modes.selection.type === 'manual' && modes.selection.manualMode === 'rag';
  const [draft, setDraft] = useState('');
  const [pointsDialog, setPointsDialog] = useState<{ info: PointsInfo | null } | null>(null);
  const [limitOpen, setLimitOpen] = useState(false);

  const sender = useSendMessage({
    conversationId: currentId,
    messages: thread.messages,
    updateMessages: thread.updateMessages,
    ensureConversation: current.ensureConversation,
    onMessageSaved: list.recordMessage,
    selection: modes.selection,
    webSearchAvailable,
    generativeAvailable: generativeAi,
    legalDatabase: legalDb.config,
    userDocuments: personalDocuments.active,
    onLegalDatabaseIncomplete: () => setLegalDbOpen(true),
    onInsufficientPoints: (info) => setPointsDialog({ info }),
    onMessageLimit: () => setLimitOpen(true),
    onRepeatedQuestion: () => showAppToast(REPEATED_QUESTION_NOTICE),
  });

  const { updateMessages } = thread;
  const setRating = useCallback(
    (message: ChatMessage, rating: FeedbackRating) => {
      if (currentId === null) return;
      updateMessages(currentId, (messages) =>
        messages.map((item) => (item.key === message.key ? { ...item, rating } : item)),
      );
    },
    [currentId, updateMessages],
  );
  const feedback = useFeedback(setRating);

  const conversation = list.conversations?.find((item) => item.id === currentId) ?? null;
  const messageCount =
    thread.status === 'ready' ? countedMessages(thread.messages) : (conversation?.message_count ?? 0);
  const limitReached = conversationIsFull(messageCount);
  useLimitNotice(currentId, thread.status === 'ready' && limitReached, () => setLimitOpen(true));
  const shown = visibleMessages(thread.messages);
  // Until a conversation is selected and its messages are in (not after a failed load), nothing is sent.
  const threadPending = currentId === null || thread.status !== 'ready';
  // A search hit opens the conversation at its message.
  useFocusMessage(thread.status === 'ready');
  const loading = list.isLoading || threadPending || current.creating;
  const answering = sender.answering;
  const atConversationLimit = (list.conversations?.length ?? 0) >= MAX_CONVERSATIONS;

  function handleSend() {
    if (sender.send(draft)) setDraft('');
  }

  async function startNewFromLimit() {
    if (await current.startNew()) setLimitOpen(false);
  }

  return (
    <AppLayout
      title={CHAT_PAGE_TITLE}
      aiBusy={answering}
      headerActions={
        <>
          <ConversationHeader title={conversation?.title ?? null} messageCount={messageCount} />
          <FiledMatterPicker
            kind="conversation"
            id={currentId}
            matterId={conversation?.matter_id ?? null}
            label="Pratica della conversazione"
            hideLabel
            className="w-40 max-w-[40vw] sm:w-56 sm:max-w-none"
          />
          <ExportMenu conversationId={currentId} answerOutline={answerOutline} empty={shown.length === 0} />
          <TutorialButton onStart={tour.start} />
        </>
      }
      chatSection={
        <ConversationList
          conversations={list.conversations ?? []}
          loading={list.isLoading}
          currentId={currentId}
          onSelect={current.select}
          onCreate={() => void current.startNew()}
          onDelete={(id) => void list.deleteConversation(id).catch(() => undefined)}
          onRename={list.renameConversation}
          switchingDisabled={loading || answering}
          creatingDisabled={loading || answering || current.creating}
          filter={
            <MatterFilter value={matterFilter} onChange={setMatterFilter} label="Pratica" className="px-1" />
          }
          isShown={(item) => matchesMatterFilter(matterFilter, item.matter_id)}
        />
      }
    >
      <div className="flex flex-1 flex-col">
        <div className="flex-1 px-4 py-6 sm:px-8">
          <div className="mx-auto flex w-full max-w-4xl flex-col gap-4">
            <LiveNotice tone="error" testId="chat-error">
              {current.createError}
            </LiveNotice>
            {thread.status === 'loading' && (
              <p className="py-8 text-center text-sm text-ink-muted" aria-busy="true">
                Caricamento dei messaggi…
              </p>
            )}
            {thread.status === 'error' && (
              <div className="flex flex-wrap items-center gap-3 py-4" role="alert">
                <p className="text-sm text-critical">{thread.error}</p>
                <button
                  type="button"
                  onClick={thread.reload}
                  className="rounded-md border border-rule px-3 py-1.5 text-sm font-medium text-accent hover:border-accent"
                >
                  Riprova
                </button>
              </div>
            )}
            {thread.status === 'ready' && shown.length === 0 && (
              <EmptyState
                selection={modes.selection}
                onPick={modes.pickMode}
                webSearchAvailable={webSearchAvailable}
                generativeAvailable={generativeAi}
              />
            )}
            {shown.length > 0 && (
              <MessageList
                messages={shown}
                storedWebSearch={storedWebSearch}
                pendingKeys={feedback.pendingKeys}
                onLike={feedback.like}
                onDislike={feedback.startDislike}
              />
            )}
          </div>
        </div>
        <ChatInput
          value={draft}
          onChange={setDraft}
          onSend={handleSend}
          onStop={sender.stop}
          maxLength={inputMaxLength(modes.selection)}
          answering={answering}
          busy={loading || answering}
          limitReached={limitReached}
          refocusKey={`${currentId}-${thread.status}-${answering}`}
          generative={generativeAi}
          toolbarEnd={
            <DocumentManager personal={personalDocuments} onDeleted={deletedSources?.markDocumentDeleted} />
          }
          toolbar={
            <>
              <RemainingMessagesNotice messageCount={messageCount} />
              <ModeToggle
                selection={modes.selection}
                onTypeChange={modes.setType}
                onPick={modes.pickMode}
                disabled={answering}
                webSearchAvailable={webSearchAvailable}
              />
              {legalDbShown && (
                <LegalDbButton
                  config={legalDb.config}
                  onOpen={() => setLegalDbOpen(true)}
                  disabled={answering}
                />
              )}
              <DetectionScores text={draft} selection={modes.selection} />
            </>
          }
        />
      </div>

      <FeedbackDialog
        open={feedback.dislikeTarget !== null}
        onClose={feedback.cancelDislike}
        onSubmit={feedback.submitDislike}
      />
      <InsufficientPointsDialog
        open={pointsDialog !== null}
        info={pointsDialog?.info ?? null}
        onClose={() => setPointsDialog(null)}
      />
      <MessageLimitDialog
        open={limitOpen}
        onClose={() => setLimitOpen(false)}
        onStartNew={() => void startNewFromLimit()}
        canStartNew={!atConversationLimit && !current.creating}
      />
      <LegalDbConfigDialog
        open={legalDbOpen}
        onClose={() => setLegalDbOpen(false)}
        config={legalDb.config}
        onChange={legalDb.update}
        databaseOn={databaseOn}
      />
    </AppLayout>
  );
}

/**
 * Spec 1 §4: a conversation at its limit opens the limit modal — once per conversation while it
 * stays on screen (when it is opened full, or when an answer fills it), not again after Close.
 */
function useLimitNotice(conversationId: number | null, full: boolean, open: () => void) {
  const noticed = useRef<number | null>(null);
  useEffect(() => {
    if (!full || conversationId === null || noticed.current === conversationId) return;
    noticed.current = conversationId;
    open();
  }, [conversationId, full, open]);
}
