import { describe, expect, it } from 'vitest';
import { composeAnswer, VERIFY_REMINDER } from '../../worker/lib/ai/answer';
import { knowledgeIndex } from '../../worker/lib/knowledge/personas';
import { readEvents, sendMessage } from './chat-helpers';
import { signUp } from './helpers';
import { GOOGLE_ADS } from './report-fixtures';

const ask = (...questions: string[]) =>
  composeAnswer(knowledgeIndex('ads'), { persona: 'ads', agent: 'advisor', questions });

describe('a question after a pasted report is answered from its audit', () => {
  it('explains why a named row fails and what to do about it', () => {
    const text = ask(`Audit last month please\n\n${GOOGLE_ADS}`, 'why is Competitors failing?');
    expect(text).toMatch(/^\*\*Competitors is flagged FAIL\*\*/);
    expect(text).toContain('no conversions; CPC $3.00 vs $1.44 account'.split('; ')[0]);
    expect(text).toContain('**What to do:**');
    expect(text).not.toContain('_Source:');
    expect(text.endsWith(VERIFY_REMINDER)).toBe(true);
  });

  it('reads "row 2" as the second row of the audit table, which is sorted by spend', () => {
    // By cost: Generic - Running Shoes ($4,820), Brand - Exact ($1,302), Competitors ($1,176), Display ($630).
    expect(ask(GOOGLE_ADS, 'why is row 3 failing?')).toMatch(/^\*\*Competitors is flagged FAIL\*\*/);
    expect(ask(GOOGLE_ADS, 'and row 2?')).toMatch(/^\*\*Brand - Exact passes\*\*/);
  });

  it('names the fix with the most money at stake when asked what to fix first', () => {
    const text = ask(GOOGLE_ADS, 'what should I fix first?');
    expect(text).toMatch(/^\*\*Fix Generic - Running Shoes first\*\*/);
    expect(text).toContain('**Flagged rows:**');
  });

  it('answers an unrelated next question from the knowledge base, not from the report', () => {
    const text = ask(GOOGLE_ADS, 'how do I set up conversion tracking in google ads?');
    expect(text).not.toContain('flagged');
    expect(text).toContain('_Source:');
  });

  it('does nothing special without an earlier report', () => {
    expect(ask('why is row 2 failing?')).not.toContain('flagged FAIL');
  });

  it('answers the follow-up in the same chat through the Worker', async () => {
    const { accessToken } = await signUp();
    const send = async (userMessage: string, chatId?: string) => {
      const events = await readEvents(await sendMessage(accessToken, { userMessage, chatId }, { stream: true }));
      const done = events.at(-1)?.data as { message?: { text_content: string } } | undefined;
      return { chatId: String(events[0]?.data.chatId), text: done?.message?.text_content ?? '' };
    };
    const first = await send(`Audit last month please\n\n${GOOGLE_ADS}`);
    expect(first.text).toMatch(/^\*\*Report audit/);
    const next = await send('why is Competitors failing?', first.chatId);
    expect(next.text).toMatch(/^\*\*Competitors is flagged FAIL\*\*/);
  });
});
