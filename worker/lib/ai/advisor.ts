import type { LanguageModelV4, LanguageModelV4Prompt, LanguageModelV4StreamPart } from '@ai-sdk/provider';
import { FALLBACK_ANSWER, STARTER_GUIDES } from './starter-knowledge';

export const VERIFY_REMINDER =
  '_I am an AI assistant and can be wrong: check important advice against your own data before you act on it._';

const words = (text: string) => text.toLowerCase().match(/[a-z0-9-]+/g) ?? [];

function lastUserText(prompt: LanguageModelV4Prompt): string {
  for (let i = prompt.length - 1; i >= 0; i--) {
    const message = prompt[i];
    if (message?.role !== 'user') continue;
    return message.content.map((part) => (part.type === 'text' ? part.text : '')).join(' ');
  }
  return '';
}

/** Picks the guide sharing the most words with the question, and uses a monthly budget if one is given. */
export function composeAnswer(question: string): string {
  const asked = new Set(words(question));
  const scored = STARTER_GUIDES.map((guide) => ({
    guide,
    score: guide.keywords.filter((keyword) => asked.has(keyword)).length,
  })).sort((a, b) => b.score - a.score);
  const best = scored[0];
  if (!best || best.score === 0) return `${FALLBACK_ANSWER}\n\n${VERIFY_REMINDER}`;

  const parts = [best.guide.answer];
  const monthly = /\$?\s?([\d,]+(?:\.\d+)?)\s*(?:\/|per|a)\s*month/i.exec(question);
  if (monthly?.[1]) {
    const amount = Number(monthly[1].replaceAll(',', ''));
    parts.push(
      `With **$${amount.toLocaleString('en-US')} a month**, that is about **$${(amount / 30.4).toFixed(2)} a day**.`,
    );
  }
  parts.push(`_Source: ${best.guide.title}._`, VERIFY_REMINDER);
  return parts.join('\n\n');
}

const usage = {
  inputTokens: { total: undefined, noCache: undefined, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: undefined, text: undefined, reasoning: undefined },
};
const finishReason = { unified: 'stop', raw: 'stop' } as const;

/**
 * The built-in advisor, behind the same `ai` SDK model interface as a hosted LLM, so a reply
 * streams through exactly the same path. `paceMs` spaces the tokens like a model would.
 */
export function createAdvisorModel({ paceMs = 12 }: { paceMs?: number } = {}): LanguageModelV4 {
  return {
    specificationVersion: 'v4',
    provider: 'adwise',
    modelId: 'built-in-advisor',
    supportedUrls: {},
    async doGenerate({ prompt }) {
      return {
        content: [{ type: 'text', text: composeAnswer(lastUserText(prompt)) }],
        finishReason,
        usage,
        warnings: [],
      };
    },
    async doStream({ prompt, abortSignal }) {
      const tokens = composeAnswer(lastUserText(prompt)).match(/\s*\S+/g) ?? [];
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
