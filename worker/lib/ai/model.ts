import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import { createAdvisorModel } from './advisor';

type ModelEnv = {
  OPENAI_API_KEY?: string;
  OPENAI_BASE_URL?: string;
  ANTHROPIC_API_KEY?: string;
  AI_MODEL?: string;
  ADVISOR_PACE_MS?: string;
};

export type ChosenModel = {
  model: LanguageModel;
  provider: 'openai-compatible' | 'anthropic' | 'built-in';
  /** Whether images reach the model. */
  vision: boolean;
};

/** The configured LLM, or the built-in advisor when no provider key is set. */
export function chooseModel(env: ModelEnv): ChosenModel {
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
  const paceMs = env.ADVISOR_PACE_MS === undefined ? undefined : Number(env.ADVISOR_PACE_MS);
  return { model: createAdvisorModel({ paceMs }), provider: 'built-in', vision: false };
}
