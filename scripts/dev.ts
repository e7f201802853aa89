import { spawn } from 'node:child_process';
import { ensureDevVars, migrateLocal, wranglerEnv } from './local-setup.ts';

ensureDevVars();
migrateLocal();
const vite = spawn('vite', ['dev', '--port', process.env.PORT ?? '5173'], { stdio: 'inherit', env: wranglerEnv });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => vite.kill(signal));
vite.on('exit', (code) => process.exit(code ?? 0));
