import { Loader2 } from 'lucide-react';
import { type ChangeEvent, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { type AgentId, agentFor, personaOf } from '../../../worker/contract/agents';
import { isReportFile, MAX_CHAT_FILE_BYTES } from '../../../worker/contract/chat';
import { MESSAGES } from '../../../worker/contract/messages';
import { paths } from '../../app/paths';
import { linkClass } from '../../components/styles';
import { ALERTS, showAlert } from '../../lib/alerts';
import { ApiError } from '../../lib/api';
import { useAppConfig } from '../../lib/app-config';
import { useApi } from '../../lib/swr';
import { INPUT_ERROR_MS, toastError } from '../../lib/toasts';
import { SUBSCRIPTION_KEY, useSubscription } from '../../lib/use-subscription';
import { AgentPicker, ChatAgentHeader, ChatAgentLabel } from './agent-picker';
import { preloadMarkdown } from './bot-reply';
import { type ChatMessage, historyKey, readHistory } from './chat-api';
import { ChatHeader } from './chat-header';
import { Composer } from './composer';
import { downscaleImage } from './downscale-image';
import { HighlightsProvider } from './highlights-provider';
import { ATTACH_LABEL, NO_VISION } from './image-notes';
import { type LiveTurn, resumeReply, sendMessage, stopTurn, useLiveTurns, wasResumed } from './live-replies';
import { MessageList } from './message-list';
import { QuotaNotice } from './quota-notice';
import { ReplyControlsContext } from './reply-controls';
import { useAutoScroll } from './use-auto-scroll';
import { type AskAgain, useReplyControlsValue } from './use-reply-controls';
import { WelcomePanel } from './welcome-panel';

const ONLY_IMAGES = 'Only image files are allowed.';
const REPORT_ACCEPT = '.csv,text/csv';

/** '/' and '/chat/:chatId'. A new screen per chat (and per '+ New Chat'), so nothing leaks between chats. */
export function ChatPage() {
  const { chatId } = useParams();
  const { key } = useLocation();
  return <ChatScreen key={chatId ?? key} chatId={chatId ?? null} />;
}

/** Why a send failed, in the words of SPEC.md's alert; a refusal the user can act on keeps the server's words. */
function sendFailedAlert(error: unknown) {
  const actionable = error instanceof ApiError && (error.status === 413 || error.status === 422);
  return actionable ? { ...ALERTS.sendFailed, text: error.message } : ALERTS.sendFailed;
}

function ChatScreen({ chatId }: { chatId: string | null }) {
  const navigate = useNavigate();
  const highlightId = useSearchParams()[0].get('highlight');
  const { mutate } = useSWRConfig();
  const { paid, loading: planLoading, canSend, canAttach, meterText } = useSubscription();
  const history = useApi(chatId ? historyKey(chatId) : null, () => readHistory(chatId ?? ''));
  const [draftKey, setDraftKey] = useState<string | null>(null);
  const turn = useLiveTurns((s) => findTurn(s.turns, chatId, draftKey));
  const [image, setImage] = useState<File | null>(null);
  const [report, setReport] = useState<File | null>(null);
  const config = useAppConfig();
  const persona = personaOf(config?.persona);
  // Advertisers may attach a report's CSV export on every plan: pasting it is allowed, so attaching it is too.
  const reports = persona === 'ads';
  // Until the plan is known the server decides; a Free user hears the plan's rule at once.
  const imagesAllowed = canAttach || planLoading;
  // Until the config arrives nothing is claimed either way.
  const vision = config?.vision ?? true;
  const [agent, setAgent] = useState<AgentId>('advisor');
  const chatAgent = history.data?.chatHistory.agent ?? turn?.agent;
  const fileInput = useRef<HTMLInputElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const scrollToBottom = useAutoScroll(scroller, content);

  const stored = history.data?.chatHistory.chat_contents;
  const messages = useMemo(() => {
    const live = turn ? [turn.userMessage, turn.reply].filter((m): m is ChatMessage => m !== null) : [];
    const liveIds = new Set(live.map((m) => m._id));
    return [...(stored ?? []).filter((m) => !liveIds.has(m._id)), ...live];
  }, [stored, turn]);
  const replying = turn !== undefined && turn.reply.status === 'streaming';
  const wasReplying = useRef(false);

  // A free question is counted once it is answered: the meter and the composer ask the server again.
  useEffect(() => {
    if (wasReplying.current && !replying && !paid) void mutate(SUBSCRIPTION_KEY);
    wasReplying.current = replying;
  }, [replying, paid, mutate]);

  useEffect(() => {
    if (chatId) void preloadMarkdown();
  }, [chatId]);

  // A new chat gets its address as soon as the server names it.
  useEffect(() => {
    if (!chatId && turn?.chatId) void navigate(paths.chatById(turn.chatId));
  }, [chatId, turn?.chatId, navigate]);

  // The page was reloaded (or opened) while a reply was still being written: pick it up again.
  useEffect(() => {
    const last = stored?.at(-1);
    if (chatId && !turn && last?.sent_by === 'Bot' && last.status === 'streaming') resumeReply(chatId, last, mutate);
  }, [chatId, stored, turn, mutate]);

  const pickImage = useCallback(
    async (file: File) => {
      if (reports && isReportFile(file)) {
        if (file.size > MAX_CHAT_FILE_BYTES) toastError(MESSAGES.reportTooLarge, INPUT_ERROR_MS);
        else {
          setImage(null);
          setReport(file);
        }
        return;
      }
      if (!file.type.startsWith('image/')) {
        toastError(reports ? MESSAGES.attachmentType : ONLY_IMAGES, INPUT_ERROR_MS);
        return;
      }
      if (!imagesAllowed) {
        void showAlert(ALERTS.subscriptionRequired).then((upgrade) => upgrade && navigate(paths.upgrade));
        return;
      }
      setReport(null);
      setImage(await downscaleImage(file));
    },
    [reports, imagesAllowed, navigate],
  );

  const onFileChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void pickImage(file);
  };

  const send = useCallback(
    (text: string, file: File | null, preview: string | null, again: AskAgain = {}, attached: File | null = null) => {
      void preloadMarkdown();
      const key = sendMessage({
        chatId,
        text,
        image: file,
        file: attached,
        agent,
        preview,
        ...again,
        mutate,
        onFailure: (error) => {
          // The server's plan rule (402): SPEC.md's 'Subscription Required', and the composer learns it.
          if (error instanceof ApiError && error.status === 402) {
            void mutate(SUBSCRIPTION_KEY);
            void showAlert(ALERTS.subscriptionRequired).then((upgrade) => upgrade && navigate(paths.upgrade));
            return;
          }
          void showAlert(sendFailedAlert(error));
        },
      });
      if (!chatId) setDraftKey(key);
      scrollToBottom();
    },
    [chatId, agent, mutate, scrollToBottom, navigate],
  );

  const onSend = (text: string) => {
    // The message keeps its own preview: the composer's goes with the composer's image.
    send(text, image, image ? URL.createObjectURL(image) : null, {}, report);
    setImage(null);
    setReport(null);
  };

  // The server answers the stored question again, in place of the cut-off reply: nothing is sent twice.
  const retry = useCallback((replyId: string) => send('', null, null, { retryOf: replyId }), [send]);
  // Regenerate and edit go through the same send: streaming, the 402 alert and the meter behave alike.
  const ask = useCallback((text: string, again: AskAgain) => send(text, null, null, again), [send]);
  const replyControls = useReplyControlsValue({ chatId, messages, replying, cannotAsk: !canSend, ask, mutate });

  const isInterrupted = useCallback(
    (message: ChatMessage) =>
      message.status === 'streaming' && message._id !== turn?.reply._id && wasResumed(message._id),
    [turn],
  );

  const notFound = history.error instanceof ApiError && history.error.status === 404;
  const loading = chatId !== null && history.isLoading && messages.length === 0;
  const header = history.data?.chatHistory;
  const withHighlights = (list: ReactNode) =>
    chatId ? (
      <HighlightsProvider chatId={chatId} target={highlightId}>
        {list}
      </HighlightsProvider>
    ) : (
      list
    );
  const agentId = persona === 'ads' && chatAgent ? agentFor(persona, chatAgent) : null;
  return (
    <div className="flex h-full flex-col">
      {chatId && header ? (
        <ChatHeader chatId={chatId} name={header.chat_name} saved={header.saved}>
          {agentId && <ChatAgentLabel agent={agentId} />}
        </ChatHeader>
      ) : (
        agentId && <ChatAgentHeader agent={agentId} />
      )}
      <div ref={scroller} className="min-h-0 flex-1 overflow-y-auto" data-testid="chat-scroller">
        <div className="mx-auto w-full max-w-3xl px-4 py-6">
          {loading && (
            <div className="flex justify-center py-16" role="status" aria-label="Loading messages">
              <Loader2 aria-hidden className="size-8 animate-spin text-blue-600" />
            </div>
          )}
          {notFound && (
            <p className="py-16 text-center text-slate-600 dark:text-slate-300">
              This chat does not exist any more.{' '}
              <Link to={paths.chat} className={linkClass}>
                Start a new chat
              </Link>
            </p>
          )}
          {!chatId && messages.length === 0 && (
            <WelcomePanel
              persona={persona}
              paid={paid || planLoading}
              vision={vision}
              canAttach={(canAttach || reports) && canSend}
              onAttach={() => fileInput.current?.click()}
              onDropImage={pickImage}
            />
          )}
          <div ref={content}>
            {withHighlights(
              messages.length > 0 && (
                <ReplyControlsContext.Provider value={replyControls}>
                  <MessageList
                    messages={messages}
                    liveId={replying ? (turn?.reply._id ?? null) : null}
                    isInterrupted={isInterrupted}
                    onRetry={retry}
                  />
                </ReplyControlsContext.Provider>
              ),
            )}
          </div>
        </div>
      </div>
      <div className="mx-auto w-full max-w-3xl px-3 pb-3 sm:px-4 sm:pb-4 print:hidden">
        {persona === 'ads' && !chatId && messages.length === 0 && (
          <AgentPicker value={agent} onChange={setAgent} disabled={!canSend} />
        )}
        {!canSend && <QuotaNotice />}
        <Composer
          image={image}
          file={report}
          onAttach={() => fileInput.current?.click()}
          onRemoveImage={() => setImage(null)}
          onRemoveFile={() => setReport(null)}
          onSend={onSend}
          onStop={() => turn && void stopTurn(turn.key)}
          replying={replying}
          disabled={!canSend || notFound}
          attachDisabled={!canAttach}
          attachLabel={ATTACH_LABEL[persona]}
          reports={reports}
          noVision={vision ? null : NO_VISION[persona]}
        />
        {meterText && (
          <p
            data-testid="question-meter"
            aria-live="polite"
            className="mt-1.5 text-center text-xs text-slate-600 dark:text-slate-300"
          >
            {meterText}
          </p>
        )}
        <input
          ref={fileInput}
          type="file"
          accept={!reports ? 'image/*' : imagesAllowed ? `image/*,${REPORT_ACCEPT}` : REPORT_ACCEPT}
          onChange={onFileChange}
          data-testid="chat-image-input"
          className="hidden"
          tabIndex={-1}
          aria-hidden
        />
      </div>
    </div>
  );
}

function findTurn(turns: Record<string, LiveTurn>, chatId: string | null, draftKey: string | null) {
  if (!chatId) return draftKey ? turns[draftKey] : undefined;
  for (const turn of Object.values(turns)) if (turn.chatId === chatId) return turn;
  return undefined;
}
