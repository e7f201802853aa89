import { env } from 'cloudflare:test';
import { streamText } from 'ai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseModel } from '../../worker/lib/ai/model';
import { buyThroughDevCheckout } from '../worker/billing-helpers';
import { readEvents, sendMessage } from '../worker/chat-helpers';
import { api, json, signUp } from '../worker/helpers';
import { anthropicChunks, fakeLlm, openAiChunks } from './fake-llm';

const PIECES = ['Start', ' with', ' a', ' daily', ' budget', ' of', ' **$100**', '.'];

afterEach(() => vi.restoreAllMocks());

describe('an OpenAI-compatible LLM behind the chat', () => {
  it('streams its deltas to the browser in order and stores the final text', async () => {
    const calls = fakeLlm('llm.test', () => openAiChunks(PIECES));
    const { accessToken } = await signUp();
    const res = await sendMessage(accessToken, { userMessage: 'How much should I spend per day?' }, { stream: true });
    const events = await readEvents(res);
    const deltas = events.filter((e) => e.event === 'delta').map((e) => e.data.text);
    expect(deltas.join('')).toBe(PIECES.join(''));
    const done = events.at(-1)?.data.message as { text_content: string; status: string };
    expect(done).toMatchObject({ text_content: PIECES.join(''), status: 'complete' });

    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('https://llm.test/v1/chat/completions');
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer sk-test');
    expect(calls[0]?.body).toMatchObject({ model: 'gpt-test', stream: true });
    const sent = calls[0]?.body.messages as { role: string; content: unknown }[];
    expect(sent[0]?.role).toBe('system');
    expect(sent.at(-1)).toEqual({ role: 'user', content: 'How much should I spend per day?' });
  });

  it('keeps a reply cut off by a model error, marked incomplete', async () => {
    fakeLlm('llm.test', () => openAiChunks(PIECES, { failAfter: 4 }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { accessToken } = await signUp();
    const res = await sendMessage(accessToken, { userMessage: 'Budget?' }, { stream: true });
    const events = await readEvents(res);
    const done = events.at(-1);
    expect(done?.event).toBe('done');
    const message = done?.data.message as { text_content: string; status: string; _id: string };
    expect(message.status).toBe('incomplete');
    expect(message.text_content).toBe(PIECES.slice(0, 4).join(''));
    const chatId = String(events[0]?.data.chatId);
    const history = await json<{ chatHistory: { chat_contents: { status: string; text_content: string }[] } }>(
      await api(`/api/chatbot/history/${chatId}`, { token: accessToken }),
    );
    expect(history.chatHistory.chat_contents[1]).toMatchObject({
      status: 'incomplete',
      text_content: PIECES.slice(0, 4).join(''),
    });
  });

  it('sends the conversation so far as context', async () => {
    const calls = fakeLlm('llm.test', () => openAiChunks(['Sure.']));
    const { accessToken } = await signUp();
    const first = await json<{ chatHistory: { _id: string } }>(
      await sendMessage(accessToken, { userMessage: 'My CPA is $40' }),
    );
    await sendMessage(accessToken, { chatId: first.chatHistory._id, userMessage: 'Is that high?' });
    const sent = calls[1]?.body.messages as { role: string; content: unknown }[];
    expect(sent.slice(1)).toEqual([
      { role: 'user', content: 'My CPA is $40' },
      { role: 'assistant', content: 'Sure.' },
      { role: 'user', content: 'Is that high?' },
    ]);
  });

  it('reads only the newest 30 messages of a long chat for context, oldest of them first', async () => {
    const calls = fakeLlm('llm.test', () => openAiChunks(['Sure.']));
    const { accessToken, user } = await signUp();
    const chat = await json<{ chatHistory: { _id: string } }>(
      await sendMessage(accessToken, { userMessage: 'turn 0' }),
    );
    const chatId = chat.chatHistory._id;
    // Sixty earlier turns, older than 'turn 0' and its reply.
    const before = Date.now() - 100_000;
    await env.DB.batch(
      Array.from({ length: 60 }, (_, i) =>
        env.DB.prepare(
          "insert into messages (id, chat_id, user_id, sent_by, text, status, created_at) values (?, ?, ?, ?, ?, 'complete', ?)",
        ).bind(crypto.randomUUID(), chatId, user.id, i % 2 ? 'Bot' : 'User', `turn ${i + 1}`, before + i),
      ),
    );
    await sendMessage(accessToken, { chatId, userMessage: 'latest' });
    const messages = (calls[1]?.body.messages ?? []) as { role: string; content: string }[];
    const sent = messages.slice(1).map((m) => m.content);
    // 30 messages ('latest', 'Sure.', 'turn 0' and turns 60 back to 34); the reply being written is not one.
    expect(sent).toEqual([...Array.from({ length: 27 }, (_, i) => `turn ${34 + i}`), 'turn 0', 'Sure.', 'latest']);
  });
});

describe('images and a vision model', () => {
  it('gives the model the images of the newest messages its token budget keeps, in order', async () => {
    const calls = fakeLlm('llm.test', () => openAiChunks(['Noted.']));
    const { accessToken } = await signUp();
    await buyThroughDevCheckout(accessToken); // images need a paid plan
    const png = (n: number) =>
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, n])], `chart-${n}.png`, {
        type: 'image/png',
      });
    let chatId: string | undefined;
    for (let n = 1; n <= 8; n++) {
      const res = await sendMessage(accessToken, { chatId, userMessage: `chart ${n}`, image: png(n) });
      chatId = (await json<{ chatHistory: { _id: string } }>(res)).chatHistory._id;
    }
    type Part = { type: string; text?: string; image_url?: { url: string } };
    const sent = (calls.at(-1)?.body.messages ?? []) as { role: string; content: string | Part[] }[];
    const withImages = sent.flatMap((m) => (typeof m.content === 'string' ? [] : [m.content]));
    // An image counts 1,000 of the 6,000 tokens: charts 8 back to 4 fit, oldest first.
    expect(withImages.map((parts) => parts.find((p) => p.type === 'text')?.text)).toEqual([
      'chart 4',
      'chart 5',
      'chart 6',
      'chart 7',
      'chart 8',
    ]);
    const bytes = withImages.map((parts) => {
      const url = parts.find((p) => p.type === 'image_url')?.image_url?.url ?? '';
      expect(url.startsWith('data:image/png;base64,')).toBe(true);
      return Uint8Array.from(atob(url.split(',')[1] ?? ''), (c) => c.charCodeAt(0)).at(-1);
    });
    expect(bytes).toEqual([4, 5, 6, 7, 8]);
  });
});

describe('Anthropic as the LLM', () => {
  it('streams text deltas from the Messages API in order', async () => {
    const calls = fakeLlm('api.anthropic.com', () => anthropicChunks(PIECES));
    const { model, provider } = chooseModel({ ANTHROPIC_API_KEY: 'sk-ant-test', AI_MODEL: 'claude-test' });
    expect(provider).toBe('anthropic');
    const result = streamText({ model, prompt: 'How much should I spend per day?' });
    const deltas: string[] = [];
    for await (const text of result.textStream) deltas.push(text);
    expect(deltas.join('')).toBe(PIECES.join(''));
    expect(calls[0]?.url).toBe('https://api.anthropic.com/v1/messages');
    expect(calls[0]?.headers.get('x-api-key')).toBe('sk-ant-test');
    expect(calls[0]?.body).toMatchObject({ model: 'claude-test', stream: true });
  });
});

describe('Workers AI as the LLM', () => {
  it("streams the binding's server-sent events in order, with the configured model", async () => {
    const runs: { model: string; inputs: Record<string, unknown> }[] = [];
    // The AI binding answers a streamed run with Workers AI's own SSE body: `data: {"response":...}` lines.
    const binding = {
      run: async (model: string, inputs: Record<string, unknown>) => {
        runs.push({ model, inputs });
        const lines = [...PIECES.map((response) => ({ response })), { response: '', usage: { prompt_tokens: 9 } }];
        const body = `${lines.map((line) => `data: ${JSON.stringify(line)}\n\n`).join('')}data: [DONE]\n\n`;
        return new Response(body).body;
      },
    } as unknown as Ai;
    const { model, provider } = chooseModel({ AI: binding, AI_MODEL: '@cf/meta/llama-3.3-70b-instruct-fp8-fast' });
    expect(provider).toBe('workers-ai');
    const result = streamText({ model, system: 'Be brief.', prompt: 'How much should I spend per day?' });
    const deltas: string[] = [];
    for await (const text of result.textStream) deltas.push(text);
    expect(deltas.join('')).toBe(PIECES.join(''));
    expect(runs[0]?.model).toBe('@cf/meta/llama-3.3-70b-instruct-fp8-fast');
    expect(runs[0]?.inputs).toMatchObject({
      stream: true,
      messages: [
        { role: 'system', content: 'Be brief.' },
        { role: 'user', content: 'How much should I spend per day?' },
      ],
    });
  });
});

describe('chooseModel', () => {
  it('falls back to the built-in advisor with no key', () => {
    expect(chooseModel({}).provider).toBe('built-in');
    expect(chooseModel({ OPENAI_API_KEY: env.OPENAI_API_KEY }).provider).toBe('openai-compatible');
    // A key names the provider the owner chose; the Workers AI binding is used only without one.
    expect(chooseModel({ OPENAI_API_KEY: 'sk', AI: {} as Ai }).provider).toBe('openai-compatible');
    expect(chooseModel({ AI: {} as Ai }).provider).toBe('workers-ai');
  });
});
