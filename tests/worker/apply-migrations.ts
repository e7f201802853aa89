import { applyD1Migrations, env } from 'cloudflare:test';

// Each test file gets its own storage; give it the real schema.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
