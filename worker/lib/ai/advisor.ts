import type { LanguageModelV4, LanguageModelV4Prompt, LanguageModelV4StreamPart } from '@ai-sdk/provider';
import { knowledgeIndex } from '../knowledge/personas';
import { type AnswerInput, composeAnswer } from './answer';
import { IMAGE_UNREAD } from './image-notice';

export { VERIFY_REMINDER } from './answer';

/** An earlier question's attached report reads as if pasted with it, so a follow-up is answered from its audit. */
function userTexts(prompt: LanguageModelV4Prompt): string[] {
  const users = prompt.filter((message) => message.role === 'user');
  return users.map((message, i) => {
    const text = message.content.map((part) => (part.type === 'text' ? part.text : '')).join(' ');
    const report = i < users.length - 1 ? reportOf(message) : undefined;
    return report ? `${text}\n\n${report}` : text;
  });
}

const reportOf = (message: LanguageModelV4Prompt[number] | undefined) => {
  const report = message?.providerOptions?.adwise?.report;
  return typeof report === 'string' ? report : undefined;
};

function newestImageUnread(prompt: LanguageModelV4Prompt): boolean {
  const newest = prompt.findLast((message) => message.role === 'user');
  return newest?.providerOptions?.adwise?.imageUnread === true;
}

/** The text of a report attached to the newest question (see buildModelMessages). */
const newestReport = (prompt: LanguageModelV4Prompt) => reportOf(prompt.findLast((message) => message.role === 'user'));

const usage = {
  inputTokens: { total: undefined, noCache: undefined, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: undefined, text: undefined, reasoning: undefined },
};
const finishReason = { unified: 'stop', raw: 'stop' } as const;

export type AdvisorContext = Omit<AnswerInput, 'questions'>;

/** Behind the `ai` SDK model interface, so its reply streams through the same path as an LLM's. */
export function createAdvisorModel({
  paceMs = 12,
  context = { persona: 'ads', agent: 'advisor' },
}: {
  paceMs?: number;
  context?: AdvisorContext;
} = {}): LanguageModelV4 {
  const answer = (prompt: LanguageModelV4Prompt) => {
    const input = { ...context, questions: userTexts(prompt), report: newestReport(prompt) };
    const text = composeAnswer(knowledgeIndex(context.persona), input);
    return newestImageUnread(prompt) ? `${IMAGE_UNREAD[context.persona]}\n\n${text}` : text;
  };
  return {
    specificationVersion: 'v4',
    provider: 'adwise',
    modelId: 'built-in-advisor',
    supportedUrls: {},
    async doGenerate({ prompt }) {
      return { content: [{ type: 'text', text: answer(prompt) }], finishReason, usage, warnings: [] };
    },
    async doStream({ prompt, abortSignal }) {
      const tokens = answer(prompt).match(/\s*\S+/g) ?? [];
      const stream = new ReadableStream<LanguageModelV4StreamPart>({
        async start(controller) {
          controller.enqueue({ type: 'stream-start', warnings: [] });
          controller.enqueue({ type: 'text-start', id: 'text' });
          for (const delta of tokens) {
            if (abortSignal?.aborted) break;
            controller.enqueue({ type: 'text-delta', id: 'text', delta });
            if (paceMs > 0) await new Promise((resolve) => setTimeout(resolve, paceMs));
          }
          controller.enqueue({ type: 'text-end', id: 'text' });
          controller.enqueue({ type: 'finish', usage, finishReason });
          controller.close();
        },
      });
      return { stream };
    },
  };
}
