import { describe, expect, it } from 'vitest';
import { IMAGE_UNREAD } from '../../worker/lib/ai/image-notice';
import { buyThroughDevCheckout } from '../worker/billing-helpers';
import { readEvents, sendMessage } from '../worker/chat-helpers';
import { signUp } from '../worker/helpers';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

describe('the coach advisor and an attached photo', () => {
  it('says it could not see the photo and asks for the plan in words, before answering', async () => {
    const { accessToken } = await signUp();
    await buyThroughDevCheckout(accessToken);
    const image = new File([PNG], 'whiteboard.png', { type: 'image/png' });
    const userMessage = 'Plan a 60-minute session for 12 under-10 footballers on passing.';
    const events = await readEvents(await sendMessage(accessToken, { userMessage, image }, { stream: true }));
    const text =
      (events.at(-1)?.data as { message?: { text_content: string } } | undefined)?.message?.text_content ?? '';
    expect(text.startsWith(`${IMAGE_UNREAD.coach}\n\n`)).toBe(true);
    expect(text).toMatch(/could not see the photo/);
    expect(text.length).toBeGreaterThan(IMAGE_UNREAD.coach.length + 200);
  });
});
