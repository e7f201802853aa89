import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { IMAGE_UNREAD } from '../../worker/lib/ai/image-notice';
import { buyThroughDevCheckout } from './billing-helpers';
import { readEvents, sendMessage } from './chat-helpers';
import { BASE, json, signUp } from './helpers';

type Done = { message: { text_content: string; status: string } };

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const QUESTION = 'How do I turn a $3,000 monthly budget into a daily budget?';

async function reply(token: string, fields: Parameters<typeof sendMessage>[1]) {
  const events = await readEvents(await sendMessage(token, fields, { stream: true }));
  return (events.at(-1)?.data as Done | undefined)?.message ?? { text_content: '', status: 'missing' };
}

describe('the built-in advisor, which cannot see images', () => {
  it('says so in GET /api/config', async () => {
    expect((await json<{ vision: boolean }>(await SELF.fetch(`${BASE}/api/config`))).vision).toBe(false);
  });

  it('starts its reply by saying it could not read the image and asks for the numbers, then answers', async () => {
    const { accessToken } = await signUp();
    await buyThroughDevCheckout(accessToken);
    const image = new File([PNG], 'report.png', { type: 'image/png' });
    const message = await reply(accessToken, { userMessage: QUESTION, image });
    expect(message.status).toBe('complete');
    const [first, ...rest] = message.text_content.split('\n\n');
    expect(first).toBe(IMAGE_UNREAD.ads);
    expect(first).toMatch(/could not see the screenshot/);
    expect(first).toMatch(/Paste the numbers/);
    expect(rest.join('\n\n')).toContain('30.4');
  });

  it('says nothing of images when none is attached, nor about an earlier one on the next question', async () => {
    const { accessToken } = await signUp();
    await buyThroughDevCheckout(accessToken);
    const plain = await reply(accessToken, { userMessage: QUESTION });
    expect(plain.text_content).not.toContain('cannot read images');
    const image = new File([PNG], 'report.png', { type: 'image/png' });
    const events = await readEvents(await sendMessage(accessToken, { userMessage: QUESTION, image }, { stream: true }));
    const chatId = events.find((e) => e.event === 'start')?.data.chatId as string;
    expect(chatId).toBeTruthy();
    const next = await reply(accessToken, { userMessage: QUESTION, chatId });
    expect(next.text_content).not.toContain('cannot read images');
  });
});
