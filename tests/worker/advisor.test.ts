import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../worker/contract/messages';
import { VERIFY_REMINDER } from '../../worker/lib/ai/answer';
import { knowledgeIndex } from '../../worker/lib/knowledge/personas';
import { readEvents, sendMessage } from './chat-helpers';
import { api, json, signUp } from './helpers';

type Done = { message: { text_content: string; status: string } };
type History = { chatHistory: { _id: string; agent: string; chat_contents: { text_content: string }[] } };

const ads = knowledgeIndex('ads');
/** The articles a reply names in its 'Source:' line. */
const sources = (text: string) =>
  ads.articles.filter((article) => (/_Source: (.*)\._/.exec(text)?.[1] ?? '').includes(`**${article.title}**`));

async function ask(token: string, fields: { userMessage: string; agent?: string; chatId?: string }) {
  const events = await readEvents(await sendMessage(token, fields, { stream: true }));
  const chatId = String(events[0]?.data.chatId);
  const reply = (events.at(-1)?.data as Done | undefined)?.message ?? { text_content: '', status: 'missing' };
  const streamed = events
    .filter((e) => e.event === 'delta')
    .map((e) => e.data.text)
    .join('');
  return { chatId, reply, streamed };
}

describe('POST api/chatbot/message with the built-in advisor', () => {
  it('streams an answer from the knowledge base that names the article it drew on', async () => {
    const { accessToken } = await signUp();
    const { reply, streamed } = await ask(accessToken, {
      userMessage: 'How should I set my daily budget for $3,000 per month?',
    });
    expect(reply.status).toBe('complete');
    expect(streamed).toBe(reply.text_content);
    expect(sources(reply.text_content).map((a) => a.id)).toContain('budget-monthly-to-daily');
    expect(reply.text_content).toContain('| Daily budget | monthly budget / 30.4 | $3,000 / 30.4 | **$98.68 a day** |');
    expect(reply.text_content.endsWith(VERIFY_REMINDER)).toBe(true);
  });

  it('does not work out a daily budget when the question is about something else', async () => {
    const { accessToken } = await signUp();
    const { reply } = await ask(accessToken, {
      userMessage: 'We make $20,000 a month in revenue. How do I improve my click-through rate?',
    });
    expect(reply.text_content).not.toContain('30.4');
    expect(sources(reply.text_content).some((a) => a.tags.includes('ctr'))).toBe(true);
  });

  it('says plainly when the knowledge base does not cover the question', async () => {
    const { accessToken } = await signUp();
    const { reply } = await ask(accessToken, { userMessage: 'How do I advertise on the side of a blimp?' });
    expect(reply.text_content).toMatch(/^I don’t know: nothing in my knowledge base covers that/);
    expect(reply.text_content.endsWith(VERIFY_REMINDER)).toBe(true);
  });

  it("answers the same question from the chosen agent's articles", async () => {
    const { accessToken } = await signUp();
    const userMessage = 'How do I get more from my budget?';
    const advisor = await ask(accessToken, { userMessage });
    const negotiation = await ask(accessToken, { userMessage, agent: 'negotiation' });
    const [advisorSource] = sources(advisor.reply.text_content);
    const [negotiationSource] = sources(negotiation.reply.text_content);
    expect(advisorSource?.agents).not.toContain('negotiation');
    expect(negotiationSource?.agents).toContain('negotiation');
  });

  it('stores the agent on the chat, returns it from the chat APIs and keeps it for the rest of the chat', async () => {
    const { accessToken } = await signUp();
    const { chatId } = await ask(accessToken, { userMessage: 'How should I follow up leads?', agent: 'sales' });
    await ask(accessToken, { userMessage: 'And how fast?', chatId, agent: 'negotiation' });
    const history = await json<History>(await api(`/api/chatbot/history/${chatId}`, { token: accessToken }));
    expect(history.chatHistory.agent).toBe('sales');
    const list = await json<{ chatHistories: { _id: string; agent: string }[] }>(
      await api('/api/chatbot/all-chats', { token: accessToken }),
    );
    expect(list.chatHistories.find((chat) => chat._id === chatId)?.agent).toBe('sales');
  });

  it('answers 422 to an agent the persona does not offer', async () => {
    const { accessToken } = await signUp();
    const res = await sendMessage(accessToken, { userMessage: 'Hello', agent: 'lawyer' });
    expect(res.status).toBe(422);
    expect((await json(res)).message).toBe(MESSAGES.unknownAgent);
  });
});
