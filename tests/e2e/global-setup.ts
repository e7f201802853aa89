import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitForHealth(url: string, server: ChildProcess, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the app exited early with code ${server.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the app did not answer ${url}/api/health within ${timeoutMs} ms`);
}

/** Serves the built app exactly as `npm start` does, on a free port with a throwaway database. */
export default async function setup(project: TestProject) {
  if (!existsSync('dist/client/index.html')) throw new Error('Build the app first: npm run build');
  const port = await freePort();
  const stateDir = mkdtempSync(join(tmpdir(), 'adwise-e2e-'));
  const server = spawn('node', ['scripts/start.ts'], {
    env: { ...process.env, PORT: String(port), STATE_DIR: stateDir },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const baseURL = `http://localhost:${port}`;
  await waitForHealth(baseURL, server);
  project.provide('baseURL', baseURL);

  return () => {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    rmSync(stateDir, { recursive: true, force: true });
  };
}
