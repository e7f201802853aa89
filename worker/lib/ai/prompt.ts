import type { ModelMessage } from 'ai';

export const SYSTEM_PROMPT = `You are AdWise, an assistant that gives advertisers, small businesses and start-ups agency-grade guidance on campaigns, budgets, bidding, targeting, creative and troubleshooting.
- Answer the question first, then give concrete, numbered steps.
- Use the numbers the user gives (budgets, costs, conversions) and show simple calculations.
- You only recommend: you cannot see or change anyone's ads or accounts.
- If you are not sure, or the question is outside advertising, say so plainly.
- Format answers in short Markdown: headings only when they help, lists for steps, bold for key figures.
- End with a one-line reminder that you are an AI and important advice should be checked against the user's own data.`;

/** Recent turns only, newest kept first, so a long chat never overflows the model's context. */
export const HISTORY_TOKEN_BUDGET = 6000;
const estimateTokens = (text: string) => Math.ceil(text.length / 4);

export type Turn = { role: 'user' | 'assistant'; text: string; image?: { data: Uint8Array; mediaType: string } };

export function buildModelMessages(turns: Turn[], budget = HISTORY_TOKEN_BUDGET): ModelMessage[] {
  const kept: Turn[] = [];
  let used = 0;
  for (let i = turns.length - 1; i >= 0; i--) {
    const turn = turns[i];
    if (!turn) continue;
    used += estimateTokens(turn.text) + (turn.image ? 1000 : 0);
    if (used > budget && kept.length > 0) break;
    kept.unshift(turn);
  }
  return kept.map((turn): ModelMessage => {
    if (turn.role === 'assistant') return { role: 'assistant', content: turn.text };
    const text = turn.text || 'What do you make of this image?';
    if (!turn.image) return { role: 'user', content: text };
    return {
      role: 'user',
      content: [
        { type: 'image', image: turn.image.data, mediaType: turn.image.mediaType },
        { type: 'text', text },
      ],
    };
  });
}
