import { DurableObject } from 'cloudflare:workers';
import { and, eq, type SQL } from 'drizzle-orm';
import { agentFor, personaOf } from '../contract/agents';
import { type ChatMessage, toChatMessage } from '../contract/chat-views';
import type { ErrorBody } from '../contract/errors';
import { sseEvent } from '../contract/stream';
import * as schema from '../db/schema';
import type { AdvisorContext } from '../lib/ai/advisor';
import { groundedPrompt } from '../lib/ai/grounding';
import { type ChosenModel, chooseModel } from '../lib/ai/model';
import {
  buildModelMessages,
  estimateTokens,
  HISTORY_ROWS,
  IMAGE_TOKENS,
  newestWithin,
  type Turn,
} from '../lib/ai/prompt';
import { readScreenshotReport } from '../lib/ai/screenshot-report';
import { sourcesInAnswer } from '../lib/ai/sources';
import { streamReply } from '../lib/ai/stream-reply';
import { AppError } from '../lib/errors';
import { readReportFile } from '../lib/report-files';
import {
  askBehind,
  canAskBehind,
  type FinishedReply,
  finishedRow,
  type KnownChat,
  readPaid,
  storeBehind,
} from '../lib/send-behind';
import { type Asker, askQuestion, type SendRequest, startEvent } from '../lib/send-message';
import { dbFor } from '../middleware/db';

/** How often a growing reply is written to D1, so a crash or reload loses at most this much. */
export const SAVE_INTERVAL_MS = 300;

/**
 * The alarm period while a reply runs. Pending work already keeps the object in memory (compatibility
 * date 2026-10-01); the alarm is the net: an object restarted mid-reply marks the lost replies incomplete.
 */
export const HEARTBEAT_MS = 30_000;

/** A reply's writes (the net, a question asked behind it) follow its first token, or this long after it started. */
export const STORE_BEHIND_MS = 50;
const CLIENT_IDS_KEPT = 200;
/** The chats last answered that the object keeps in memory (a chat's context is at most HISTORY_ROWS messages). */
const KNOWN_CHATS_KEPT = 20;
/** How long writes wait after the first token is sent, so that it reaches the browser first. */
const FIRST_TOKEN_FLUSH_MS = 2;

/** The questions of replies cut off before any text (a JSON array of reply ids): each asked just before its reply. */
const GIVE_BACK_CUT_OFF = `delete from question_log where message_id in (
  select (select q.id from messages q where q.chat_id = r.chat_id and q.sent_by = 'User' and q.created_at < r.created_at
          order by q.created_at desc limit 1)
  from messages r where r.id in (select value from json_each(?1)))`;

/** Storage key of a running reply's job; a restarted object's alarm finds what it lost under this prefix. */
export const jobKey = (chatId: string) => `job:${chatId}`;

export type HistoryRow = Pick<schema.Message, 'sentBy' | 'text' | 'imageKey'> &
  Partial<Pick<schema.Message, 'fileKey' | 'fileName'>>;

/** Everything the reply needs comes with it, so nothing is read between the start and the first token. */
export type GenerationJob = {
  userId: string;
  chatId: string;
  botMessageId: string;
  /** The user message whose question_log row a reply that ends empty, failed or stopped gives back. */
  questionId: string;
  agent: string;
  aboutYou: string | null;
  history: HistoryRow[];
  /** How many versions the reply has once this one is written (regenerated or answering an edit). */
  versions?: number;
};

type Live = {
  job: GenerationJob;
  text: string;
  controller: AbortController;
  subscribers: Set<WritableStreamDefaultWriter<Uint8Array>>;
  done: Promise<ChatMessage | null>;
  /** Whether the question and the empty reply are in D1: a question asked behind its reply lands later, or never. */
  stored: Promise<boolean>;
  /** Writes the net, and a question asked behind the reply (with the reply, when it is over), now (once). */
  store: (finished?: FinishedReply) => void;
  /** The reply's row, when the question's write carried it finished: nothing is left to write. */
  finishedRow?: schema.Message;
  /** The chat as the send saw it, kept once the reply is written; unset when a route changed the chat meanwhile. */
  chat?: schema.Chat;
  /** `forgets` when the send began: a chat forgotten since is not kept. */
  epoch: number;
  /** The model is done (finished, stopped or failed): only the reply's last write remains. */
  finishing: boolean;
};

export type Sent =
  | { refused: ErrorBody & { status: AppError['status'] } }
  | { chat: schema.Chat; userMessage: schema.Message; live: ReadableStream<Uint8Array> | null; storeMs?: number };

/**
 * One per user, owning that user's replies so they need no browser connected: every request only subscribes.
 * It stays warm across the user's chats and knows in memory which of them are busy.
 */
export class UserChats extends DurableObject<Env> {
  private readonly live = new Map<string, Live>();
  /** Chats with a send between its checks and its start: busy to any other send, which waits to tell a retry. */
  private readonly claimed = new Map<string, Promise<void>>();
  private readonly db = dbFor(this.env.DB);
  private llm: ChosenModel | undefined;
  /** Chats whose last reply this object wrote, so the next question needs nothing read before its reply. */
  private readonly known = new Map<string, KnownChat>();
  /** Whether the user paid at the last write; D1 checks again as it writes each question. */
  private paid = false;
  private forgets = 0;
  /** Client ids of this object's latest sends: a retry of one goes the usual way, which finds the first. */
  private readonly clientIds = new Set<string>();

  /** Asks, stores and starts the reply; `wait` answers when the reply has landed, else with its live stream. */
  async send(user: Asker, input: SendRequest, wait = false): Promise<Sent> {
    // A reply that is only being written is as good as done: the next question waits for it, not a 409.
    const finishing = input.chatId ? this.live.get(input.chatId) : undefined;
    if (finishing?.finishing) await finishing.done.catch(() => undefined);
    const retry = input.clientId !== undefined && this.clientIds.has(input.clientId);
    if (input.clientId) this.rememberClientId(input.clientId);
    const known =
      this.paid && !wait && !retry && input.chatId && !this.busy(input.chatId)
        ? this.known.get(input.chatId)
        : undefined;
    if (canAskBehind(this.env, input, known)) return this.sendBehind(user, input, known);
    const epoch = this.forgets;
    // Asked the usual way (a regenerate, an edit, an image, another tab's send): known again once answered.
    if (input.chatId) this.known.delete(input.chatId);
    let mine: string | undefined;
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const claim = (chatId: string) => {
      // A retry waits until its first attempt's question is in D1, where it is looked for.
      const live = this.live.get(chatId);
      if (live) return live.stored.then(() => undefined);
      const held = this.claimed.get(chatId);
      if (held) return held;
      this.claimed.set(chatId, released);
      mine = chatId;
      return true as const;
    };
    try {
      const { chat, userMessage, job, storeMs } = await askQuestion(this.db, this.env, this.ctx, user, input, claim);
      const first = wait ? null : await startEvent(this.env, chat, userMessage);
      if (job) this.start(job, epoch, input.retryOf || input.editOf ? undefined : chat);
      if (wait) await this.live.get(chat.id)?.done;
      return { chat, userMessage, storeMs, live: first && this.subscribe(chat.id, first) };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return { refused: { ...error.toBody(), status: error.status } };
    } finally {
      if (mine) this.claimed.delete(mine);
      release();
    }
  }

  /**
   * A question in a chat this object knows, from a paying user, is answered before it is written: the write (with
   * every check askQuestion's makes) follows the first token. If it is refused, the reply stops and its stream ends
   * without 'done', so the browser reloads the chat, and the next send takes the usual path and says why.
   */
  private async sendBehind(user: Asker, input: SendRequest, known: KnownChat): Promise<Sent> {
    const { chat, userMessage, reply, job } = askBehind(user, input, known);
    this.known.delete(chat.id);
    const live = this.start(job, this.forgets, chat, (finished) =>
      storeBehind(this.env, userMessage, reply, finished).then(
        (paid) => {
          this.paid = paid;
          if (finished) live.finishedRow = finishedRow(reply, finished);
          return true;
        },
        (error) => {
          this.paid = false;
          console.error(`chat ${chat.id}: the question was refused after its reply started`, error);
          live.controller.abort();
          return false;
        },
      ),
    );
    return { chat, userMessage, live: this.subscribe(chat.id, await startEvent(this.env, chat, userMessage)) };
  }

  private rememberClientId(clientId: string) {
    this.clientIds.add(clientId);
    for (const oldest of this.clientIds) {
      if (this.clientIds.size <= CLIENT_IDS_KEPT) break;
      this.clientIds.delete(oldest);
    }
  }

  /** Forgets what this object knows of a chat that a route changed (renamed, saved, deleted, a version shown). */
  forget(chatId: string): void {
    this.forgets++;
    this.known.delete(chatId);
  }

  /** Returns before the first token exists, so a subscriber that follows at once gets every token. */
  private start(
    job: GenerationJob,
    epoch: number,
    chat: schema.Chat | undefined,
    storeBehind?: (finished?: FinishedReply) => Promise<boolean>,
  ): Live {
    let store = (_?: FinishedReply) => {};
    const due = new Promise<FinishedReply | undefined>((resolve) => {
      const timer = setTimeout(() => store(), STORE_BEHIND_MS);
      store = (finished) => {
        store = () => {};
        clearTimeout(timer);
        resolve(finished);
      };
    });
    const stored = due.then((finished) => {
      // The net, awaited by nobody: storage keeps the object's write order. A reply already over needs none.
      const unconfirmed = { allowUnconfirmed: true };
      if (!finished) {
        this.ctx.waitUntil(
          Promise.all([
            this.ctx.storage.put(jobKey(job.chatId), { botMessageId: job.botMessageId }, unconfirmed),
            this.ctx.storage.setAlarm(Date.now() + HEARTBEAT_MS, unconfirmed),
          ]),
        );
      }
      return storeBehind ? storeBehind(finished) : true;
    });
    const live: Live = {
      job,
      text: '',
      controller: new AbortController(),
      subscribers: new Set(),
      done: null as never,
      stored,
      store: (finished) => store(finished),
      chat,
      epoch,
      finishing: false,
    };
    this.live.set(job.chatId, live);
    live.done = this.generate(live).finally(() => {
      if (this.live.get(job.chatId) === live) this.live.delete(job.chatId);
    });
    this.ctx.waitUntil(live.done);
    return live;
  }

  override async alarm(): Promise<void> {
    // The prefix also finds the single 'job' an object of the per-chat class left behind.
    const jobs = await this.ctx.storage.list<Pick<GenerationJob, 'botMessageId'>>({ prefix: 'job' });
    for (const [key, job] of jobs) {
      if (this.live.has(key.slice(jobKey('').length))) continue;
      await this.markCutOff(eq(schema.messages.id, job.botMessageId));
      await this.ctx.storage.delete(key);
    }
    if (this.live.size > 0) await this.ctx.storage.setAlarm(Date.now() + HEARTBEAT_MS);
  }

  /** A 'streaming' reply nothing generates was cut off (object evicted or restarted); returns whether any was. */
  async settle(chatId: string): Promise<boolean> {
    if (this.live.has(chatId) || this.claimed.has(chatId)) return false;
    return this.markCutOff(eq(schema.messages.chatId, chatId));
  }

  private async markCutOff(which: SQL): Promise<boolean> {
    const rows = await this.db
      .update(schema.messages)
      .set({ status: 'incomplete' })
      .where(and(which, eq(schema.messages.status, 'streaming')))
      .returning({ id: schema.messages.id, text: schema.messages.text });
    const empty = rows.filter((row) => row.text === '').map((row) => row.id);
    if (empty.length > 0) await this.env.DB.prepare(GIVE_BACK_CUT_OFF).bind(JSON.stringify(empty)).run();
    return rows.length > 0;
  }

  /** The chat's live reply as SSE: what exists so far, then each new piece, then the stored message; null when idle. */
  subscribe(chatId: string, first?: Uint8Array): ReadableStream<Uint8Array> | null {
    const live = this.live.get(chatId);
    if (!live) return null;
    const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
    const writer = writable.getWriter();
    live.subscribers.add(writer);
    const snapshot = sseEvent('snapshot', { messageId: live.job.botMessageId, text: live.text });
    // One chunk, not two: each crosses to the Worker on its own.
    let opening = snapshot;
    if (first) {
      opening = new Uint8Array(first.length + snapshot.length);
      opening.set(first);
      opening.set(snapshot, first.length);
    }
    this.write(live, writer, opening);
    return readable;
  }

  /** Whether a reply is being written in the chat, or a send holds it: its versions must not change now. */
  busy(chatId: string): boolean {
    return this.live.has(chatId) || this.claimed.has(chatId);
  }

  /** Stops the model (not only the stream); what arrived is kept. */
  stop(chatId: string): boolean {
    const live = this.live.get(chatId);
    live?.controller.abort();
    return live !== undefined;
  }

  private write(live: Live, writer: WritableStreamDefaultWriter<Uint8Array>, chunk: Uint8Array) {
    writer.write(chunk).catch(() => live.subscribers.delete(writer));
  }

  private broadcast(live: Live, chunk: Uint8Array) {
    for (const writer of live.subscribers) this.write(live, writer, chunk);
  }

  /** An LLM's client is built once (half a millisecond each time); the built-in advisor is made per reply. */
  private model(context: AdvisorContext): ChosenModel {
    this.llm ??= chooseModel(this.env);
    const llm = this.llm;
    return llm.provider === 'built-in' ? chooseModel(this.env, context) : llm;
  }

  private async saveReply(id: string, text: string, status: schema.MessageStatus) {
    await this.db.update(schema.messages).set({ text, status }).where(eq(schema.messages.id, id));
  }

  /** The context as the model takes it; a vision model also gets the images of the messages the budget keeps. */
  private async turns(history: HistoryRow[], vision: boolean): Promise<Turn[]> {
    const tokens = (row: HistoryRow) => estimateTokens(row.text) + (vision && row.imageKey ? IMAGE_TOKENS : 0);
    // Only the latest report is read: the newest question is about it, or may follow up on it.
    const reported = history.findLast((row) => row.sentBy === 'User' && row.fileKey);
    return Promise.all(
      newestWithin(history, tokens).map(async (row): Promise<Turn> => {
        const image = vision && row.imageKey ? await this.env.IMAGES.get(row.imageKey) : null;
        const report =
          row === reported && row.fileKey
            ? await readReportFile(this.env, row.fileKey, row.fileName ?? null)
            : undefined;
        return {
          role: row.sentBy === 'User' ? 'user' : 'assistant',
          text: row.text,
          imageAttached: Boolean(row.imageKey),
          ...(report && { report }),
          ...(image && {
            image: {
              data: new Uint8Array(await image.arrayBuffer()),
              mediaType: image.httpMetadata?.contentType ?? '',
            },
          }),
        };
      }),
    );
  }

  private async generate(live: Live): Promise<ChatMessage | null> {
    const { job, controller } = live;
    let status: schema.MessageStatus = 'complete';
    let saving: Promise<unknown> | null = null;
    // D1's work shares the thread with the first token's way to the browser: it waits until that is out.
    let flushed: Promise<void> | undefined;
    let provider: ChosenModel['provider'] | null = null;
    let sources: string[] = [];
    try {
      const persona = personaOf(this.env.PERSONA);
      const context: AdvisorContext = { persona, agent: agentFor(persona, job.agent), aboutYou: job.aboutYou };
      const { model, vision, ...chosen } = this.model(context);
      provider = chosen.provider;
      const turns = await this.turns(job.history, vision);
      if (vision) await readScreenshotReport(model, persona, turns, controller.signal);
      // The built-in advisor retrieves for itself; an LLM gets the same knowledge in its system prompt.
      const grounded = provider === 'built-in' ? undefined : groundedPrompt(context, turns);
      sources = grounded?.sources ?? [];
      const messages = buildModelMessages(turns);
      let savedAt = Date.now();
      for await (const part of streamReply(model, grounded?.system, messages, controller.signal)) {
        if (part.type === 'error') throw part.error;
        live.text += part.text;
        this.broadcast(live, sseEvent('delta', { text: part.text }));
        if (!flushed) {
          flushed = new Promise<void>((resolve) => setTimeout(resolve, FIRST_TOKEN_FLUSH_MS)).then(() => {
            if (!live.finishing) live.store();
          });
          // The first token crosses to the browser before the rest of the model's stream (often already here) is read.
          await new Promise((resolve) => setTimeout(resolve, 0));
        }
        // Written behind the stream, one write at a time: tokens never wait on D1.
        if (!saving && Date.now() - savedAt >= SAVE_INTERVAL_MS) {
          savedAt = Date.now();
          const text = live.text;
          saving = live.stored
            .then((landed) => (landed ? this.saveReply(job.botMessageId, text, 'streaming') : undefined))
            .catch((error) => console.error(`chat ${job.chatId}: saving the reply failed`, error))
            .finally(() => {
              saving = null;
            });
        }
      }
      // A stopped model may simply end its stream (the built-in advisor does).
      if (controller.signal.aborted) status = 'stopped';
    } catch (error) {
      status = controller.signal.aborted ? 'stopped' : 'incomplete';
      if (status === 'incomplete') console.error(`chat ${job.chatId}: the model failed`, error);
    }
    live.finishing = true;
    await flushed;
    // The built-in advisor names its articles in the reply itself, read once it is whole.
    if (provider === 'built-in') sources = sourcesInAnswer(live.text);
    live.store({ text: live.text, status, provider, sources });
    // The last write of the reply lands after any still in flight, so the final text wins.
    await saving;
    // A question refused after its reply started left nothing to finish: the stream ends without 'done'.
    const landed = await live.stored;
    const row = landed ? (live.finishedRow ?? (await this.finish(live, status, provider, sources))) : undefined;
    if (row && live.chat && live.epoch === this.forgets) {
      const reply: HistoryRow = { sentBy: 'Bot', text: live.text, imageKey: null, fileKey: null, fileName: null };
      this.known.set(job.chatId, { chat: live.chat, history: [...job.history, reply].slice(-HISTORY_ROWS) });
      for (const oldest of this.known.keys()) {
        if (this.known.size <= KNOWN_CHATS_KEPT) break;
        this.known.delete(oldest);
      }
    }
    this.live.delete(job.chatId);
    await this.ctx.storage.delete(jobKey(job.chatId));
    if (this.live.size === 0) await this.ctx.storage.deleteAlarm();
    // No row: the chat was deleted while its reply was being written.
    const message = row ? await toChatMessage(this.env, row, { versions: job.versions }) : null;
    if (message) this.broadcast(live, sseEvent('done', { message }));
    for (const writer of live.subscribers) writer.close().catch(() => undefined);
    if (row && !this.paid) this.paid = await readPaid(this.env, job.userId);
    return message;
  }

  /** The reply's last write; no row when the chat was deleted meanwhile. */
  private async finish(
    live: Live,
    status: schema.MessageStatus,
    provider: ChosenModel['provider'] | null,
    sources: string[],
  ): Promise<schema.Message | undefined> {
    const { job } = live;
    const [[row]] = await this.db.batch([
      this.db
        .update(schema.messages)
        .set({ text: live.text, status, provider, sources: JSON.stringify(sources) })
        .where(eq(schema.messages.id, job.botMessageId))
        .returning(),
      this.db.update(schema.chats).set({ updatedAt: Date.now() }).where(eq(schema.chats.id, job.chatId)),
      ...(status !== 'complete' && live.text === ''
        ? [
            this.db
              .delete(schema.questionLog)
              .where(and(eq(schema.questionLog.messageId, job.questionId), eq(schema.questionLog.userId, job.userId))),
          ]
        : []),
    ]);
    return row;
  }
}
