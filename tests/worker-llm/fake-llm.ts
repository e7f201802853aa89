import { vi } from 'vitest';

const encoder = new TextEncoder();

type Chunk = { data: unknown; event?: string } | { error: string };

/** A streaming HTTP answer shaped like the real service's server-sent events, one chunk per tick. */
function sseStream(chunks: Chunk[], paceMs: number): ReadableStream<Uint8Array> {
  return new ReadableStream({
    async start(controller) {
      for (const chunk of chunks) {
        await new Promise((resolve) => setTimeout(resolve, paceMs));
        if ('error' in chunk) {
          controller.error(new Error(chunk.error));
          return;
        }
        const event = chunk.event ? `event: ${chunk.event}\n` : '';
        const data = typeof chunk.data === 'string' ? chunk.data : JSON.stringify(chunk.data);
        controller.enqueue(encoder.encode(`${event}data: ${data}\n\n`));
      }
      controller.close();
    },
  });
}

/** OpenAI chat.completions streaming chunks for `pieces`, optionally cut off by a network error. */
export function openAiChunks(pieces: string[], { failAfter }: { failAfter?: number } = {}): Chunk[] {
  const base = { id: 'chatcmpl-test', object: 'chat.completion.chunk', created: 1_760_000_000, model: 'gpt-test' };
  const chunks: Chunk[] = [
    { data: { ...base, choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }] } },
  ];
  pieces.forEach((content, i) => {
    if (failAfter !== undefined && i === failAfter) chunks.push({ error: 'connection reset by peer' });
    chunks.push({ data: { ...base, choices: [{ index: 0, delta: { content }, finish_reason: null }] } });
  });
  chunks.push({
    data: {
      ...base,
      choices: [{ index: 0, delta: {}, finish_reason: 'stop' }],
      usage: { prompt_tokens: 42, completion_tokens: pieces.length, total_tokens: 42 + pieces.length },
    },
  });
  chunks.push({ data: '[DONE]' });
  return failAfter === undefined ? chunks : chunks.slice(0, failAfter + 2);
}

/** Anthropic Messages API streaming events for `pieces`. */
export function anthropicChunks(pieces: string[]): Chunk[] {
  return [
    {
      event: 'message_start',
      data: {
        type: 'message_start',
        message: {
          id: 'msg_test',
          type: 'message',
          role: 'assistant',
          model: 'claude-test',
          content: [],
          stop_reason: null,
          stop_sequence: null,
          usage: { input_tokens: 42, output_tokens: 1 },
        },
      },
    },
    {
      event: 'content_block_start',
      data: { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } },
    },
    ...pieces.map((text) => ({
      event: 'content_block_delta',
      data: { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text } },
    })),
    { event: 'content_block_stop', data: { type: 'content_block_stop', index: 0 } },
    {
      event: 'message_delta',
      data: {
        type: 'message_delta',
        delta: { stop_reason: 'end_turn', stop_sequence: null },
        usage: { output_tokens: pieces.length },
      },
    },
    { event: 'message_stop', data: { type: 'message_stop' } },
  ];
}

export type LlmCall = { url: string; headers: Headers; body: Record<string, unknown> };

/** Fakes the LLM's host at the fetch boundary; every other request goes out as usual. */
export function fakeLlm(host: string, chunks: () => Chunk[], { paceMs = 1 } = {}) {
  const calls: LlmCall[] = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (new URL(request.url).host !== host) return realFetch(input, init);
    calls.push({ url: request.url, headers: request.headers, body: await request.json() });
    return new Response(sseStream(chunks(), paceMs), { headers: { 'content-type': 'text/event-stream' } });
  });
  return calls;
}
