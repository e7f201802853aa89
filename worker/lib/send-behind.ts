import { AGENTS, personaOf } from '../contract/agents';
import type { Chat, Message, MessageStatus } from '../db/schema';
import type { GenerationJob, HistoryRow } from '../durable/user-chats';
import { HISTORY_ROWS } from './ai/prompt';
import { giveBackQuestion, paidNow, recordQuestion } from './entitlements';
import { type Asker, INSERT_MESSAGE, questionRow, type SendRequest, TOUCH_CHAT } from './send-message';

/**
 * A chat as the user's object last wrote it: the row and the context a reply reads (RECENT_MESSAGES, oldest
 * first). The object is the only writer of questions and replies; a route that changes a chat or its messages
 * otherwise (rename, save, delete, a version shown) tells it to forget the chat.
 */
export type KnownChat = { chat: Chat; history: HistoryRow[] };

/** A plain question in a known chat of a paying user: all the checks a write would make are known to pass. */
export function canAskBehind(env: Env, input: SendRequest, known: KnownChat | undefined): known is KnownChat {
  const agents: readonly string[] = AGENTS[personaOf(env.PERSONA)];
  return (
    known !== undefined &&
    agents.includes(input.agent) &&
    !input.image &&
    !input.file &&
    input.retryOf === undefined &&
    input.editOf === undefined
  );
}

/** The question and its reply as askQuestion would store them, and the job, from what the object knows. */
export function askBehind(user: Asker, input: SendRequest, known: KnownChat) {
  const now = Date.now();
  const chat: Chat = { ...known.chat, updatedAt: now };
  const userMessage = questionRow(user.id, chat.id, input, now);
  const asked: HistoryRow = { sentBy: 'User', text: userMessage.text, imageKey: null, fileKey: null, fileName: null };
  const reply: Message = {
    ...userMessage,
    id: crypto.randomUUID(),
    sentBy: 'Bot',
    text: '',
    status: 'streaming',
    clientId: null,
    createdAt: now + 1,
  };
  const job: GenerationJob = {
    userId: user.id,
    chatId: chat.id,
    botMessageId: reply.id,
    questionId: userMessage.id,
    agent: chat.agent,
    aboutYou: user.aboutYou,
    history: [...known.history, asked].slice(-HISTORY_ROWS),
  };
  return { chat, userMessage, reply, job };
}

/** A reply already over when its question is written: both go in the one batch. */
export type FinishedReply = { text: string; status: MessageStatus; provider: string | null; sources: string[] };

const FINISH_REPLY = 'update messages set provider = ?1, sources = ?2 where id = ?3 and user_id = ?4';

/**
 * askQuestion's batch without its reads, run once the reply has started: it checks as it writes (the chat is the
 * user's, the quota, a client id stored once), so a refusal rolls it all back. Resolves to whether the user is
 * still paying; rejects when refused.
 */
export async function storeBehind(
  env: Env,
  userMessage: Message,
  reply: Message,
  finished?: FinishedReply,
): Promise<boolean> {
  const d1 = env.DB;
  const { chatId, userId, createdAt: now } = userMessage;
  const [text, status] = finished ? [finished.text, finished.status] : ['', 'streaming'];
  const results = await d1.batch([
    d1.prepare(TOUCH_CHAT).bind(finished ? Date.now() : now, chatId, userId),
    d1
      .prepare(INSERT_MESSAGE)
      .bind(userMessage.id, chatId, userId, 'User', userMessage.text, null, 'complete', userMessage.clientId, now),
    d1.prepare(INSERT_MESSAGE).bind(reply.id, chatId, userId, 'Bot', text, null, status, null, reply.createdAt),
    recordQuestion(d1, env, userId, now, false, userMessage.id),
    // As the reply's last write does: an answer that ended empty, failed or stopped used no question.
    ...(finished
      ? [
          d1.prepare(FINISH_REPLY).bind(finished.provider, JSON.stringify(finished.sources), reply.id, userId),
          ...(finished.status !== 'complete' && finished.text === ''
            ? [giveBackQuestion(d1, userId, userMessage.id)]
            : []),
        ]
      : []),
    paidNow(d1, userId, now),
  ]);
  return (results.at(-1)?.results[0] as { paid: number } | undefined)?.paid === 1;
}

/** The reply's row as storeBehind wrote it with `finished`. */
export const finishedRow = (reply: Message, finished: FinishedReply): Message => ({
  ...reply,
  text: finished.text,
  status: finished.status,
  provider: finished.provider,
  sources: JSON.stringify(finished.sources),
});

/** Whether the user pays now, read after a send stored the usual way (off the reply's path). */
export async function readPaid(env: Env, userId: string): Promise<boolean> {
  const row = await paidNow(env.DB, userId, Date.now()).first<{ paid: number }>();
  return row?.paid === 1;
}
