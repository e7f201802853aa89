import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../worker/contract/messages';
import { sendMessage } from '../worker/chat-helpers';
import { json, signUp } from '../worker/helpers';

describe('the coach persona and a .csv report', () => {
  it('refuses the file with 422, storing nothing: the audit reads advertising reports', async () => {
    const { accessToken, user } = await signUp();
    const file = new File(['Campaign,Impr.,Clicks,Cost\nA,100,10,5.00\n'], 'report.csv', { type: 'text/csv' });
    const res = await sendMessage(accessToken, { userMessage: 'Look at this', file });
    expect(res.status).toBe(422);
    expect((await json<{ message: string }>(res)).message).toBe(MESSAGES.reportsNotHere);
    expect((await env.IMAGES.list({ prefix: `users/${user.id}/` })).objects).toEqual([]);
  });
});
