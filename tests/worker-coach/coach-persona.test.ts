import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../worker/contract/messages';
import { knowledgeIndex } from '../../worker/lib/knowledge/personas';
import { readEvents, sendMessage } from '../worker/chat-helpers';
import { api, json, signUp } from '../worker/helpers';

type Done = { message: { text_content: string; status: string } };

describe('PERSONA=coach', () => {
  it('says so in the public config', async () => {
    const res = await api('/api/config');
    expect(res.status).toBe(200);
    expect((await json(res)).persona).toBe('coach');
  });

  it('answers from the coach knowledge base, naming a coach article', async () => {
    const { accessToken } = await signUp();
    const events = await readEvents(
      await sendMessage(
        accessToken,
        { userMessage: 'How long should the warm-up be in a 60 minute session?' },
        { stream: true },
      ),
    );
    const reply = (events.at(-1)?.data as Done | undefined)?.message;
    expect(reply?.status).toBe('complete');
    const text = reply?.text_content ?? '';
    const source = /_Source: (.*)\._/.exec(text)?.[1] ?? '';
    const cited = knowledgeIndex('coach').articles.filter((article) => source.includes(`**${article.title}**`));
    expect(cited.length).toBeGreaterThan(0);
    expect(knowledgeIndex('ads').articles.some((article) => source.includes(`**${article.title}**`))).toBe(false);
    expect(text).toContain('adapt any plan to your athletes');
  });

  it('offers no specialist agents: 422 for one', async () => {
    const { accessToken } = await signUp();
    const res = await sendMessage(accessToken, { userMessage: 'Plan a session', agent: 'negotiation' });
    expect(res.status).toBe(422);
    expect((await json(res)).message).toBe(MESSAGES.unknownAgent);
  });
});
