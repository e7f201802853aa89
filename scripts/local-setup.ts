import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** Where wrangler keeps the local D1 and R2 data; `STATE_DIR` lets tests use a throwaway one. */
export const stateDir = process.env.STATE_DIR ?? '.wrangler/state';

/** Wrangler's telemetry, update check and `Request.cf` download need the internet; the app needs none of them. */
export const wranglerEnv = {
  ...process.env,
  WRANGLER_SEND_METRICS: 'false',
  NO_UPDATE_NOTIFIER: '1',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
};

export function migrateLocal({ reset = false } = {}): void {
  if (reset) rmSync(stateDir, { recursive: true, force: true });
  // stdin closed so wrangler applies without asking for confirmation.
  const result = spawnSync('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', stateDir], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: wranglerEnv,
  });
  if (result.status !== 0) throw new Error(`applying the D1 migrations failed (exit ${result.status})`);
}

/** First run: .dev.vars from .dev.vars.example, each empty secret filled with fresh random bytes. */
const fillSecrets = (text: string) =>
  text.replace(/^(\w+_(?:SECRET|PEPPER))=$/gm, (_, name: string) => `${name}=${randomBytes(32).toString('base64')}`);

/** Creates .dev.vars from the example, or adds the settings an older .dev.vars lacks. */
export function ensureDevVars(): void {
  const example = readFileSync('.dev.vars.example', 'utf8');
  if (!existsSync('.dev.vars')) {
    writeFileSync('.dev.vars', fillSecrets(example), { mode: 0o600 });
    console.log('Created .dev.vars with fresh local secrets.');
    return;
  }
  const current = readFileSync('.dev.vars', 'utf8');
  const has = new Set(current.match(/^\w+(?==)/gm));
  const missing = example.split('\n').filter((line) => /^\w+=/.test(line) && !has.has(line.split('=')[0] ?? ''));
  if (missing.length === 0) return;
  writeFileSync('.dev.vars', `${current.trimEnd()}\n${fillSecrets(missing.join('\n'))}\n`, { mode: 0o600 });
  console.log(`Added ${missing.map((line) => line.split('=')[0]).join(', ')} to .dev.vars.`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  ensureDevVars();
  migrateLocal({ reset: process.argv.includes('--reset') });
}
