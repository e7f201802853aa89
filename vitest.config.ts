import { fileURLToPath } from 'node:url';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { knowledgePlugin } from './scripts/knowledge-plugin.ts';

const migrationsDir = fileURLToPath(new URL('./db/migrations', import.meta.url));

/** Fixed secrets for the Worker under test; outside services stay unconfigured (local defaults). */
const TEST_SECRETS = {
  ENVIRONMENT: 'test',
  JWT_SECRET: 'test-jwt-secret-that-is-at-least-32-bytes-long',
  PASSWORD_PEPPER: 'test-pepper-that-is-at-least-32-bytes-long!',
  OTP_SECRET: 'test-otp-secret-that-is-at-least-32-bytes-long',
  IMAGE_URL_SECRET: 'test-image-secret-that-is-at-least-32-bytes',
  RESEND_API_KEY: '',
  GOOGLE_CLIENT_ID: 'test-client.apps.googleusercontent.com',
  // No Stripe key: the dev checkout stands in (the worker-stripe project sets one).
  STRIPE_SECRET_KEY: '',
  STRIPE_WEBHOOK_SECRET: 'whsec_test_secret',
  // The built-in advisor streams a token every 2 ms: quick, yet slow enough to catch mid-reply.
  ADVISOR_PACE_MS: '2',
};

/** The real Worker in workerd with real local D1 and R2; `bindings` change its configuration, `dir` names its tests. */
function workerProject(name: string, bindings: Record<string, string> = {}) {
  return {
    plugins: [
      knowledgePlugin(),
      cloudflareTest(async () => ({
        wrangler: { configPath: './wrangler.toml' },
        miniflare: {
          bindings: { TEST_MIGRATIONS: await readD1Migrations(migrationsDir), ...TEST_SECRETS, ...bindings },
        },
      })),
    ],
    test: {
      name,
      include: [`tests/${name}/**/*.test.ts`],
      setupFiles: ['tests/worker/apply-migrations.ts'],
      // A test that signs up, buys and asks six times outlasted 5 s on a loaded 2-core CI machine.
      testTimeout: 15_000,
    },
  };
}

export default defineConfig({
  test: {
    projects: [
      workerProject('worker'),
      // An OpenAI-compatible LLM configured, faked at the fetch boundary.
      workerProject('worker-llm', {
        OPENAI_API_KEY: 'sk-test',
        OPENAI_BASE_URL: 'https://llm.test/v1',
        AI_MODEL: 'gpt-test',
      }),
      // PERSONA=coach: the session-planning persona.
      workerProject('worker-coach', { PERSONA: 'coach' }),
      // A Stripe key, Stripe's API faked at the fetch boundary.
      workerProject('worker-stripe', {
        STRIPE_SECRET_KEY: 'sk_test_fake',
        STRIPE_PRICE_STANDARD: 'price_standard_test',
        STRIPE_PRICE_PREMIUM: 'price_premium_test',
      }),
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/web/setup.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // A cold first page under CI load can take more than poll's default 1 s to render.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
