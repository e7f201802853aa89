import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../worker/lib/ai/answer';
import { COACH_BOUNDARY } from '../../worker/lib/ai/boundaries';
import { knowledgeIndex } from '../../worker/lib/knowledge/personas';

const ask = (question: string) =>
  composeAnswer(knowledgeIndex('coach'), { persona: 'coach', agent: 'advisor', questions: [question] });

describe('the coach persona knows what it is', () => {
  it.each(['Can you message the parents about Saturday’s training?', 'could you book the pitch for my team?'])(
    'says first that it only plans and advises, then how the coach does it: %s',
    (question) => {
      const text = ask(question);
      expect(text.startsWith(COACH_BOUNDARY)).toBe(true);
      expect(text).toContain('I can draft the wording for you to send');
      expect(text).not.toContain('_Source:');
    },
  );

  it('still plans a session when asked how to run one', () => {
    expect(ask('How do I run a 60 minute passing session for under-10s?')).not.toContain(COACH_BOUNDARY);
  });

  it('answers a greeting, thanks or "who are you" briefly, in the coach’s words, with no article', () => {
    expect(ask('Hello!')).toMatch(/^Hello! Tell me about the session you are planning/);
    expect(ask('thank you so much')).toMatch(/^You are welcome\. Tell me about the session/);
    const who = ask('what can you do?');
    expect(who).toContain('I am an AI assistant for sports coaches');
    for (const text of [ask('Hello!'), ask('thank you so much'), who]) expect(text).not.toContain('_Source:');
  });
});
