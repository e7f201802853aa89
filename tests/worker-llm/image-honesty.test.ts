import { SELF } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { groundedSystemPrompt } from '../../worker/lib/ai/grounding';
import { IMAGE_UNREAD_INSTRUCTION } from '../../worker/lib/ai/image-notice';
import { buyThroughDevCheckout } from '../worker/billing-helpers';
import { readEvents, sendMessage } from '../worker/chat-helpers';
import { BASE, json, signUp } from '../worker/helpers';
import { fakeLlm, openAiChunks } from './fake-llm';

afterEach(() => vi.restoreAllMocks());

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const context = { persona: 'ads', agent: 'advisor' } as const;
const question = 'What is my CTR with 40 clicks from 2,000 impressions?';

type Sent = { role: string; content: string | { type: string }[] }[];

describe('an LLM and images', () => {
  it('GET /api/config says a model with vision is active', async () => {
    expect((await json<{ vision: boolean }>(await SELF.fetch(`${BASE}/api/config`))).vision).toBe(true);
  });

  it('a vision model gets the image itself and no instruction about an unread one', async () => {
    const calls = fakeLlm('llm.test', () => openAiChunks(['Your CTR is 2%.']));
    const { accessToken } = await signUp();
    await buyThroughDevCheckout(accessToken);
    const image = new File([PNG], 'report.png', { type: 'image/png' });
    await readEvents(await sendMessage(accessToken, { userMessage: question, image }, { stream: true }));
    const [system, user] = (calls[0]?.body.messages ?? []) as Sent;
    expect(system?.role).toBe('system');
    expect(system?.content).not.toContain(IMAGE_UNREAD_INSTRUCTION);
    const parts = (user?.content ?? []) as { type: string }[];
    expect(parts.map((part) => part.type)).toContain('image_url');
  });

  it('a model without vision is told the newest message has an image it cannot see, and not to pretend', () => {
    const turns = [{ role: 'user' as const, text: question, imageAttached: true }];
    const system = groundedSystemPrompt(context, turns);
    expect(system).toContain(IMAGE_UNREAD_INSTRUCTION);
    expect(IMAGE_UNREAD_INSTRUCTION).toMatch(/could not read the image.*paste the numbers/);
    expect(IMAGE_UNREAD_INSTRUCTION).toContain('Never describe or guess what the image shows');
  });

  it('says nothing of images for a message without one, or when only an earlier message had one', () => {
    expect(groundedSystemPrompt(context, [{ role: 'user', text: question }])).not.toContain(IMAGE_UNREAD_INSTRUCTION);
    const earlier = [
      { role: 'user' as const, text: 'Look at this', imageAttached: true },
      { role: 'assistant' as const, text: 'I cannot read images yet.' },
      { role: 'user' as const, text: question },
    ];
    expect(groundedSystemPrompt(context, earlier)).not.toContain(IMAGE_UNREAD_INSTRUCTION);
  });
});
