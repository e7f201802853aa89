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

type Provider = ChosenModel['provider'];

/** The first configured provider wins: an OpenAI-compatible key, an Anthropic key, Workers AI, else the built-in advisor. */
function providerOf(env: ModelEnv): Provider {
  if (env.OPENAI_API_KEY) return 'openai-compatible';
  if (env.ANTHROPIC_API_KEY) return 'anthropic';
  if (env.AI) return 'workers-ai';
  return 'built-in';
}

const VISION: Record<Provider, boolean> = {
  'openai-compatible': true,
  anthropic: true,
  'workers-ai': false,
  'built-in': false,
};

/** Whether chooseModel would pick a model that sees images, without building it (for GET /api/config). */
export function hasVision(env: ModelEnv): boolean {
  return VISION[providerOf(env)];
}

export function chooseModel(env: ModelEnv, context?: AdvisorContext): ChosenModel {
  const provider = providerOf(env);
  return { model: buildModel(provider, env, context), provider, vision: VISION[provider] };
}

function buildModel(provider: Provider, env: ModelEnv, context?: AdvisorContext): LanguageModel {
  switch (provider) {
    case 'openai-compatible':
      return createOpenAICompatible({
        name: 'openai',
        baseURL: env.OPENAI_BASE_URL || 'https://api.openai.com/v1',
        apiKey: env.OPENAI_API_KEY ?? '',
        includeUsage: true,
      }).chatModel(env.AI_MODEL || 'gpt-4o-mini');
    case 'anthropic':
      return createAnthropic({ apiKey: env.ANTHROPIC_API_KEY })(env.AI_MODEL || 'claude-sonnet-4-5');
    case 'workers-ai':
      return createWorkersAI({ binding: env.AI as Ai })(
        (env.AI_MODEL || '@cf/meta/llama-3.3-70b-instruct-fp8-fast') as WorkersAIModel,
      );
    case 'built-in': {
      const paceMs = env.ADVISOR_PACE_MS === undefined ? undefined : Number(env.ADVISOR_PACE_MS);
      return createAdvisorModel({ paceMs, context });
    }
  }
}
