import { spawn } from 'node:child_process';
import { ensureDevVars, migrateLocal, stateDir, wranglerEnv } from './local-setup.ts';

const port = process.env.PORT ?? '8787';

ensureDevVars();
migrateLocal();

const server = spawn(
  'wrangler',
  ['dev', '--port', port, '--persist-to', stateDir, '--show-interactive-dev-session=false', '--log-level', 'warn'],
  { stdio: ['ignore', 'inherit', 'inherit'], env: wranglerEnv },
);
console.log(`\nStarting on http://localhost:${port} (Ctrl+C stops it)\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
