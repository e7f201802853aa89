/**
 * `npm start`: the Worker bundled exactly as `wrangler deploy` bundles it, served by Miniflare
 * (workerd) with the bindings, assets and `.dev.vars` of wrangler.toml and local D1, R2 and
 * Durable Object data. `wrangler dev` would put its own proxy Worker in front (a second workerd
 * and an HTTP hop, about 3 ms a request here); this serves the app without it.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { convertV4MiniflareOptions, Log, LogLevel, Miniflare } from 'miniflare';
import { unstable_getMiniflareWorkerOptions, unstable_readConfig } from 'wrangler';
import { ensureDevVars, migrateLocal, stateDir, wranglerEnv } from './local-setup.ts';

const port = Number(process.env.PORT ?? 8787);
const bundleDir = 'dist/worker';
// `--var NAME=VALUE` overrides a setting for this run, as `wrangler dev --var` does (bench-api's fake model).
const overrides = Object.fromEntries(
  (parseArgs({ options: { var: { type: 'string', multiple: true } } }).values.var ?? []).map((pair) => {
    const at = pair.indexOf('=');
    return [pair.slice(0, at), pair.slice(at + 1)];
  }),
);

ensureDevVars();
migrateLocal();

const bundle = spawnSync('wrangler', ['deploy', '--dry-run', '--outdir', bundleDir], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: wranglerEnv,
});
if (bundle.status !== 0) throw new Error(`bundling the Worker failed (exit ${bundle.status})`);

const config = unstable_readConfig({ config: 'wrangler.toml' });
// The bundle is one module, so wrangler's module rules have nothing left to match.
const { modulesRules: _, bindings, ...workerOptions } = unstable_getMiniflareWorkerOptions(config).workerOptions;
const server = new Miniflare(
  convertV4MiniflareOptions({
    ...workerOptions,
    bindings: { ...(bindings as Record<string, string> | undefined), ...overrides },
    // The name keys the Durable Objects' data, as under `wrangler dev`.
    name: config.name,
    modules: true,
    scriptPath: join(bundleDir, 'index.js'),
    host: '127.0.0.1',
    port,
    // Where `wrangler d1 migrations apply --persist-to` put the tables (local-setup.ts).
    resourcePersistencePath: join(stateDir, 'v3'),
    // Request.cf would be downloaded from Cloudflare; the app reads none of it.
    cf: false,
    log: new Log(LogLevel.WARN),
  }),
);
const url = await server.ready;
console.log(`\nAdWise is running on http://localhost:${url.port} (Ctrl+C stops it)\n`);

// Miniflare fires no Cron Triggers: the every-minute tasks (reminders) run through the dev route instead,
// so links in their mail point here. It exists only with the dev mailbox; otherwise this does nothing.
setInterval(() => {
  fetch(new URL('/api/dev/run-scheduler', url), { method: 'POST' })
    .then((res) => res.arrayBuffer())
    .catch(() => {});
}, 60_000);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void server.dispose().then(() => process.exit(0)));
}
