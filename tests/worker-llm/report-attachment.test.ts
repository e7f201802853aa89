import { SELF } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IMAGE_UNREAD_INSTRUCTION } from '../../worker/lib/ai/image-notice';
import { auditReport } from '../../worker/lib/ai/report-audit';
import {
  REPORT_EXCERPT_CHARS,
  REPORT_FACTS_INSTRUCTION,
  SCREENSHOT_FACTS_NOTE,
} from '../../worker/lib/ai/report-facts';
import { NO_TABLE, TRANSCRIBE_PROMPT } from '../../worker/lib/ai/screenshot-report';
import { buyThroughDevCheckout } from '../worker/billing-helpers';
import { readEvents } from '../worker/chat-helpers';
import { BASE, signUp } from '../worker/helpers';
import { META_ADS } from '../worker/report-fixtures';
import { type LlmCall, openAiChunks } from './fake-llm';

afterEach(() => vi.restoreAllMocks());

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
/** What the model reads off a screenshot of a Google Ads campaign table. */
const READ_OFF = [
  'Campaign,Impr.,Clicks,Cost,Conversions,Conv. value',
  'Brand - Exact,"12,400","1,860","$1,302.00",93,"$9,765.00"',
  'Generic - Running Shoes,"48,200","2,410","$4,820.00",60,"$7,200.00"',
  'Competitors,"9,800",392,"$1,176.00",0,$0.00',
].join('\n');

type Message = { role: string; content: string | { type: string; text?: string }[] };

/**
 * The OpenAI-compatible host at the fetch boundary: a plain request (generateText) gets `transcript` as one
 * chat.completion, a streaming one (the reply) gets server-sent chunks.
 */
function fakeVisionLlm(transcript: string) {
  const calls: LlmCall[] = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (new URL(request.url).host !== 'llm.test') return realFetch(input, init);
    const body = (await request.json()) as Record<string, unknown>;
    calls.push({ url: request.url, headers: request.headers, body });
    if (!body.stream) {
      return Response.json({
        id: 'chatcmpl-read',
        object: 'chat.completion',
        created: 1_760_000_000,
        model: 'gpt-test',
        choices: [{ index: 0, message: { role: 'assistant', content: transcript }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 900, completion_tokens: 80, total_tokens: 980 },
      });
    }
    const chunks = openAiChunks(['Cut Competitors first.']);
    const sse = chunks.map((c) =>
      'data' in c ? `data: ${typeof c.data === 'string' ? c.data : JSON.stringify(c.data)}\n\n` : '',
    );
    return new Response(sse.join(''), { headers: { 'content-type': 'text/event-stream' } });
  });
  return calls;
}

async function send(fields: { userMessage?: string; image?: File; file?: File }) {
  const { accessToken } = await signUp();
  await buyThroughDevCheckout(accessToken);
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.set(name, value);
  const res = await SELF.fetch(`${BASE}/api/chatbot/message`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${accessToken}`, Accept: 'text/event-stream' },
    body: form,
  });
  expect(res.status).toBe(200);
  const events = await readEvents(res);
  return (events.at(-1)?.data as { message: { text_content: string } } | undefined)?.message ?? { text_content: '' };
}

const systemOf = (call: LlmCall | undefined) => ((call?.body.messages ?? []) as Message[])[0]?.content as string;
const screenshot = () => new File([PNG], 'campaigns.png', { type: 'image/png' });

describe('a vision model and a screenshot of a report', () => {
  it('reads the table as CSV first, then answers with our audit of it as facts', async () => {
    const calls = fakeVisionLlm(READ_OFF);
    const question = 'Can you audit my campaigns?';
    const reply = await send({ userMessage: question, image: screenshot() });
    expect(reply.text_content).toBe('Cut Competitors first.');
    expect(calls).toHaveLength(2);
    const [read, answer] = calls;
    expect(read?.body.stream).toBeFalsy();
    expect(systemOf(read)).toBe(TRANSCRIBE_PROMPT);
    const parts = ((read?.body.messages ?? []) as Message[])[1]?.content as { type: string }[];
    expect(parts.map((part) => part.type)).toContain('image_url');

    const system = systemOf(answer);
    expect(system).toContain(REPORT_FACTS_INSTRUCTION);
    expect(system).toContain(SCREENSHOT_FACTS_NOTE);
    expect(system).toContain(auditReport(READ_OFF, { file: true, question }));
    expect(system).toContain('| Competitors | $1,176.00 | 9,800 | 392 | 0 | $0.00 |');
    expect(system).not.toContain(IMAGE_UNREAD_INSTRUCTION);
    // The answering model still sees the screenshot itself.
    const user = ((answer?.body.messages ?? []) as Message[]).at(-1)?.content as { type: string }[];
    expect(user.map((part) => part.type)).toContain('image_url');
  });

  it('adds no facts when the model finds no report table in the image', async () => {
    const calls = fakeVisionLlm(NO_TABLE);
    await send({ userMessage: 'What do you make of these results?', image: screenshot() });
    expect(calls).toHaveLength(2);
    expect(systemOf(calls[1])).not.toContain(REPORT_FACTS_INSTRUCTION);
  });

  it('does not ask for a transcript when the question is not about numbers', async () => {
    const calls = fakeVisionLlm(READ_OFF);
    await send({ userMessage: 'Write me three headlines in the style of this ad', image: screenshot() });
    expect(calls).toHaveLength(1);
    expect(systemOf(calls[0])).not.toContain(REPORT_FACTS_INSTRUCTION);
  });
});

describe('an LLM and an attached .csv report', () => {
  it('gets the audit as facts and no more of the raw file than the excerpt', async () => {
    const calls = fakeVisionLlm('');
    const rows = Array.from(
      { length: 3000 },
      (_, i) => `2026-11-01,2026-11-30,Spring Sale,Set ${i},100,2000,30,45.00,2,x,22.50,90.00`,
    );
    const big = [META_ADS, ...rows].join('\n');
    await send({ userMessage: 'Audit this', file: new File([big], 'meta.csv', { type: 'text/csv' }) });
    expect(calls).toHaveLength(1);
    const system = systemOf(calls[0]);
    expect(system).toContain(REPORT_FACTS_INSTRUCTION);
    expect(system).toContain('**Report audit: 3,004 rows from Meta Ads Manager.**');
    expect(system).toContain(big.slice(0, REPORT_EXCERPT_CHARS));
    expect(system).not.toContain('Set 2999,');
    expect(JSON.stringify(calls[0]?.body).length).toBeLessThan(big.length / 5);
  });
});
