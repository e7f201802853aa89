import {
  type LanguageModel,
  type ModelMessage,
  experimental_streamLanguageModelCall as streamLanguageModelCall,
} from 'ai';
import { prepareRetries } from 'ai/internal';

/**
 * The reply's text as the model streams it, the call retried as streamText retries it. A reply is one text step
 * with no tools, callbacks or output parsing, whose machinery in streamText cost 3-5 ms before the first token
 * (paired bench:api runs). A stop aborts the call; a failure arrives as an error part, or throws.
 * Both calls are experimental or internal, so package.json pins `ai` exactly; model-retries.test.ts guards them.
 */
export async function* streamReply(
  model: LanguageModel,
  system: string | undefined,
  messages: ModelMessage[],
  abortSignal: AbortSignal,
): AsyncGenerator<{ type: 'text'; text: string } | { type: 'error'; error: unknown }> {
  const { retry } = prepareRetries({ maxRetries: undefined, abortSignal });
  const { stream } = await retry(() => streamLanguageModelCall({ model, system, messages, abortSignal }));
  // As streamText does, a stop ends the reading at once, whether or not the model's stream heeds the signal.
  const reader = stream.getReader();
  const cancel = () => void reader.cancel(abortSignal.reason).catch(() => {});
  abortSignal.addEventListener('abort', cancel, { once: true });
  try {
    if (abortSignal.aborted) return;
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      const part = read.value;
      // streamText passes on no empty text.
      if (part.type === 'text-delta' && part.text !== '') yield { type: 'text', text: part.text };
      else if (part.type === 'error') yield { type: 'error', error: part.error };
    }
  } finally {
    abortSignal.removeEventListener('abort', cancel);
    if (!abortSignal.aborted) cancel();
  }
}
