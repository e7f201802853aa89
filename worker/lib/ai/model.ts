import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import { createWorkersAI } from 'workers-ai-provider';
import { type AdvisorContext, createAdvisorModel } from './advisor';

type ModelEnv = {
  OPENAI_API_KEY?: string;
  OPENAI_BASE_URL?: string;
  ANTHROPIC_API_KEY?: string;
  AI_MODEL?: string;
  ADVISOR_PACE_MS?: string;
  /** Workers AI, when wrangler.toml declares `[ai] binding = "AI"` (it always runs remotely). */
  AI?: Ai;
};

type WorkersAIModel = Parameters<ReturnType<typeof createWorkersAI>>[0];

export type ChosenModel = {
  model: LanguageModel;
  provider: 'openai-compatible' | 'anthropic' | 'workers-ai' | 'built-in';
  vision: boolean;
};

/** Whether chooseModel would pick a model that sees images, without building it (for GET /api/config). */
export function hasVision(env: ModelEnv): boolean {
  return Boolean(env.OPENAI_API_KEY || env.ANTHROPIC_API_KEY);
}

export function chooseModel(env: ModelEnv, context?: AdvisorContext): ChosenModel {
  if (env.OPENAI_API_KEY) {
    const provider = createOpenAICompatible({
      name: 'openai',
      baseURL: env.OPENAI_BASE_URL || 'https://api.openai.com/v1',
      apiKey: env.OPENAI_API_KEY,
      includeUsage: true,
    });
    return { model: provider.chatModel(env.AI_MODEL || 'gpt-4o-mini'), provider: 'openai-compatible', vision: true };
  }
  if (env.ANTHROPIC_API_KEY) {
    const provider = createAnthropic({ apiKey: env.ANTHROPIC_API_KEY });
    return { model: provider(env.AI_MODEL || 'claude-sonnet-4-5'), provider: 'anthropic', vision: true };
  }
  if (env.AI) {
    const model = (env.AI_MODEL || '@cf/meta/llama-3.3-70b-instruct-fp8-fast') as WorkersAIModel;
    return { model: createWorkersAI({ binding: env.AI })(model), provider: 'workers-ai', vision: false };
  }
  const paceMs = env.ADVISOR_PACE_MS === undefined ? undefined : Number(env.ADVISOR_PACE_MS);
  return { model: createAdvisorModel({ paceMs, context }), provider: 'built-in', vision: false };
}
