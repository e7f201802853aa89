import { describe, expect, it } from 'vitest';
import { VERIFY_REMINDER } from '../../worker/lib/ai/answer';
import { readEvents, sendMessage } from './chat-helpers';
import { api, signUp } from './helpers';
import { EUROPEAN, fixesOf, GOOGLE_ADS, META_ADS, rowOf } from './report-fixtures';

type Done = { message: { text_content: string; status: string } };

async function ask(token: string, userMessage: string) {
  const events = await readEvents(await sendMessage(token, { userMessage }, { stream: true }));
  const reply = (events.at(-1)?.data as Done | undefined)?.message ?? { text_content: '', status: 'missing' };
  const streamed = events
    .filter((e) => e.event === 'delta')
    .map((e) => e.data.text)
    .join('');
  return { reply, streamed };
}

describe('POST api/chatbot/message with a pasted report and the built-in advisor', () => {
  it('answers a pasted Google Ads report with the audit table and the three fixes, ranked', async () => {
    const { accessToken } = await signUp();
    const { reply, streamed } = await ask(accessToken, `Can you audit last month?\n\n${GOOGLE_ADS}`);
    expect(reply.status).toBe('complete');
    expect(streamed).toBe(reply.text_content);
    expect(reply.text_content).toMatch(/^\*\*Report audit: 4 rows from Google Ads\.\*\*/);
    expect(rowOf(reply.text_content, 'Competitors')?.slice(-2)).toEqual([
      'FAIL',
      'no conversions; CPC $3.00 vs $1.44 account',
    ]);
    expect(fixesOf(reply.text_content)).toEqual(['Generic - Running Shoes', 'Competitors', 'Display - Remarketing']);
    expect(reply.text_content.endsWith(VERIFY_REMINDER)).toBe(true);
  });

  it('compares each row with the benchmarks of the industry in the user’s about answer', async () => {
    const { accessToken } = await signUp();
    const saved = await api('/api/user/about', {
      method: 'PUT',
      token: accessToken,
      body: { about_you: 'A law firm in Leeds, mostly Google Ads.' },
    });
    expect(saved.status).toBe(200);
    const { reply } = await ask(accessToken, GOOGLE_ADS);
    expect(reply.text_content).toContain('Benchmarks for attorneys and legal services on Google Search');
    expect(rowOf(reply.text_content, 'Generic - Running Shoes')?.at(-1)).toContain('CVR 2.49% vs 5.64% typical');
  });

  it('reads a Meta export and a European one pasted as they are', async () => {
    const { accessToken } = await signUp();
    const meta = await ask(accessToken, META_ADS);
    expect(fixesOf(meta.reply.text_content)).toEqual(['Interests - Running, Trail', 'Broad', 'Website visitors 30d']);
    const european = await ask(accessToken, `Wie sieht das aus?\n${EUROPEAN}`);
    expect(european.reply.text_content).toMatch(/Totals: €2,102\.00 spent, CPA €38\.78, ROAS 2\.06\./);
  });

  it('says which columns it found and which it needs, instead of an article', async () => {
    const { accessToken } = await signUp();
    const { reply } = await ask(accessToken, 'Audit this please\nName\tFoo\tBar\nA\t1\t2\nB\t3\t4');
    expect(reply.status).toBe('complete');
    expect(reply.text_content).toMatch(/^I can’t audit this table yet: I found the columns 'Name', 'Foo', 'Bar'/);
    expect(reply.text_content).not.toContain('_Source:');
  });
});
