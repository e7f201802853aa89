import { DurableObject } from 'cloudflare:workers';
import { streamText } from 'ai';
import { and, eq, type SQL } from 'drizzle-orm';
import { agentFor, personaOf } from '../contract/agents';
import { type ChatMessage, toChatMessage } from '../contract/chat-views';
import { sseEvent } from '../contract/stream';
import * as schema from '../db/schema';
import type { AdvisorContext } from '../lib/ai/advisor';
import { groundedSystemPrompt } from '../lib/ai/grounding';
import { chooseModel } from '../lib/ai/model';
import { buildModelMessages, estimateTokens, IMAGE_TOKENS, newestWithin, type Turn } from '../lib/ai/prompt';
import { dbFor } from '../middleware/db';

/** How often a growing reply is written to D1, so a crash or reload loses at most this much. */
export const SAVE_INTERVAL_MS = 300;

/**
 * The alarm period while a reply runs. Pending work already keeps the object in memory (compatibility
 * date 2026-10-01); the alarm is the net: an object restarted mid-reply marks the lost reply incomplete.
 */
export const HEARTBEAT_MS = 30_000;

export type HistoryRow = Pick<schema.Message, 'sentBy' | 'text' | 'imageKey'>;

/** Everything the reply needs comes with it, so nothing is read between the start and the first token. */
export type GenerationJob = {
  chatId: string;
  botMessageId: string;
  agent: string;
  aboutYou: string | null;
  history: HistoryRow[];
};

type Live = {
  job: GenerationJob;
  text: string;
  controller: AbortController;
  subscribers: Set<WritableStreamDefaultWriter<Uint8Array>>;
  done: Promise<ChatMessage | null>;
};

/** One per chat, owning the reply so it needs no browser connected: every request only subscribes to it. */
export class ChatRoom extends DurableObject<Env> {
  private live: Live | null = null;
  private readonly db = dbFor(this.env.DB);

  /** Once per reply; returns before the first token exists, so a subscriber that follows at once gets every token. */
  async start(job: GenerationJob): Promise<void> {
    if (this.live) return;
    // The net, first and awaited by nobody (never holding up the first token): storage keeps the object's write order.
    const unconfirmed = { allowUnconfirmed: true };
    this.ctx.waitUntil(
      Promise.all([
        this.ctx.storage.put('job', { botMessageId: job.botMessageId }, unconfirmed),
        this.ctx.storage.setAlarm(Date.now() + HEARTBEAT_MS, unconfirmed),
      ]),
    );
    const live: Live = {
      job,
      text: '',
      controller: new AbortController(),
      subscribers: new Set(),
      done: null as never,
    };
    this.live = live;
    live.done = this.generate(live).finally(() => {
      if (this.live === live) this.live = null;
    });
    this.ctx.waitUntil(live.done);
  }

  override async alarm(): Promise<void> {
    if (this.live) {
      await this.ctx.storage.setAlarm(Date.now() + HEARTBEAT_MS);
      return;
    }
    const job = await this.ctx.storage.get<Pick<GenerationJob, 'botMessageId'>>('job');
    if (job) await this.markCutOff(eq(schema.messages.id, job.botMessageId));
    await this.ctx.storage.delete('job');
  }

  /** A 'streaming' reply nothing generates was cut off (object evicted or restarted); returns whether any was. */
  async settle(chatId: string): Promise<boolean> {
    if (this.live) return false;
    return this.markCutOff(eq(schema.messages.chatId, chatId));
  }

  private async markCutOff(which: SQL): Promise<boolean> {
    const rows = await this.db
      .update(schema.messages)
      .set({ status: 'incomplete' })
      .where(and(which, eq(schema.messages.status, 'streaming')))
      .returning({ id: schema.messages.id });
    return rows.length > 0;
  }

  async startAndSubscribe(job: GenerationJob): Promise<ReadableStream<Uint8Array> | null> {
    await this.start(job);
    return this.subscribe();
  }

  /** The live reply as SSE: what exists so far, then each new piece, then the stored message; null when idle. */
  async subscribe(): Promise<ReadableStream<Uint8Array> | null> {
    const live = this.live;
    if (!live) return null;
    const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
    const writer = writable.getWriter();
    live.subscribers.add(writer);
    this.send(writer, sseEvent('snapshot', { messageId: live.job.botMessageId, text: live.text }));
    return readable;
  }

  async result(): Promise<ChatMessage | null> {
    return this.live ? this.live.done : null;
  }

  async busy(): Promise<boolean> {
    return this.live !== null;
  }

  /** Stops the model (not only the stream); what arrived is kept. */
  async stop(): Promise<boolean> {
    if (!this.live) return false;
    this.live.controller.abort();
    return true;
  }

  private send(writer: WritableStreamDefaultWriter<Uint8Array>, chunk: Uint8Array) {
    writer.write(chunk).catch(() => this.live?.subscribers.delete(writer));
  }

  private broadcast(chunk: Uint8Array) {
    for (const writer of this.live?.subscribers ?? []) this.send(writer, chunk);
  }

  private async saveReply(id: string, text: string, status: schema.MessageStatus) {
    await this.db.update(schema.messages).set({ text, status }).where(eq(schema.messages.id, id));
  }

  /** The context as the model takes it; a vision model also gets the images of the messages the budget keeps. */
  private async turns(history: HistoryRow[], vision: boolean): Promise<Turn[]> {
    const tokens = (row: HistoryRow) => estimateTokens(row.text) + (vision && row.imageKey ? IMAGE_TOKENS : 0);
    return Promise.all(
      newestWithin(history, tokens).map(async (row): Promise<Turn> => {
        const image = vision && row.imageKey ? await this.env.IMAGES.get(row.imageKey) : null;
        return {
          role: row.sentBy === 'User' ? 'user' : 'assistant',
          text: row.text,
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
    try {
      const persona = personaOf(this.env.PERSONA);
      const context: AdvisorContext = { persona, agent: agentFor(persona, job.agent), aboutYou: job.aboutYou };
      const { model, provider, vision } = chooseModel(this.env, context);
      const turns = await this.turns(job.history, vision);
      // The built-in advisor retrieves for itself; an LLM gets the same knowledge in its system prompt.
      const system = provider === 'built-in' ? undefined : groundedSystemPrompt(context, turns);
      const messages = buildModelMessages(turns);
      const result = streamText({ model, system, messages, abortSignal: controller.signal });
      let savedAt = Date.now();
      for await (const part of result.fullStream) {
        if (part.type === 'text-delta') {
          live.text += part.text;
          this.broadcast(sseEvent('delta', { text: part.text }));
          // Written behind the stream, one write at a time: tokens never wait on D1.
          if (!saving && Date.now() - savedAt >= SAVE_INTERVAL_MS) {
            savedAt = Date.now();
            saving = this.saveReply(job.botMessageId, live.text, 'streaming')
              .catch((error) => console.error(`chat ${job.chatId}: saving the reply failed`, error))
              .finally(() => {
                saving = null;
              });
          }
        } else if (part.type === 'abort') {
          status = 'stopped';
        } else if (part.type === 'error') {
          throw part.error;
        }
      }
    } catch (error) {
      status = controller.signal.aborted ? 'stopped' : 'incomplete';
      if (status === 'incomplete') console.error(`chat ${job.chatId}: the model failed`, error);
    }
    // The last write of the reply lands after any still in flight, so the final text wins.
    await saving;
    const [[row]] = await this.db.batch([
      this.db
        .update(schema.messages)
        .set({ text: live.text, status })
        .where(eq(schema.messages.id, job.botMessageId))
        .returning(),
      this.db.update(schema.chats).set({ updatedAt: Date.now() }).where(eq(schema.chats.id, job.chatId)),
    ]);
    await this.ctx.storage.delete('job');
    await this.ctx.storage.deleteAlarm();
    // No row: the chat was deleted while its reply was being written.
    const message = row ? await toChatMessage(this.env, row) : null;
    if (message) this.broadcast(sseEvent('done', { message }));
    for (const writer of live.subscribers) writer.close().catch(() => undefined);
    return message;
  }
}
