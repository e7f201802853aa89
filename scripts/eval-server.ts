/**
 * The first token as the browser sees it: the built app served as `npm start` serves it (build first),
 * each question sent to POST /api/chatbot/message, timed until the first 'delta' event. Over localhost,
 * so the figure is the Worker's time plus one local HTTP round trip; the health check's round trip is
 * printed alongside to read it against. A fresh account every few questions keeps under the free quota.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PORT = 8798;
const BASE = `http://127.0.0.1:${PORT}`;
const QUESTIONS_PER_ACCOUNT = 3;

async function waitForServer(exited: () => boolean) {
  for (let i = 0; i < 400; i++) {
    if (exited()) throw new Error('the server exited');
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not start');
}

async function signUp(n: number): Promise<string> {
  const res = await fetch(`${BASE}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Eval',
      email: `eval-${Date.now()}-${n}@example.com`,
      password: 'evaluation password',
    }),
  });
  if (!res.ok) throw new Error(`signup: ${res.status}`);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

async function firstToken(token: string, question: string): Promise<number> {
  const form = new FormData();
  form.set('userMessage', question);
  const start = performance.now();
  const res = await fetch(`${BASE}/api/chatbot/message`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
    body: form,
  });
  if (!res.ok) throw new Error(`message: ${res.status}`);
  const reader = res.body?.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  for (;;) {
    const { value, done } = (await reader?.read()) ?? { done: true, value: '' };
    if (done) throw new Error('no token arrived');
    text += value;
    if (text.includes('event: delta')) break;
  }
  const elapsed = performance.now() - start;
  // Let the reply finish, so the next question's chat starts on a quiet machine.
  for (;;) if ((await reader?.read())?.done ?? true) break;
  return elapsed;
}

/** First-token times (ms) for the questions, and the health check's round trips for reference. */
export async function measureFirstToken(questions: string[]): Promise<{ firstToken: number[]; health: number[] }> {
  const stateDir = mkdtempSync(join(tmpdir(), 'adwise-eval-'));
  const server = spawn('node', ['scripts/start.ts'], {
    env: { ...process.env, PORT: String(PORT), STATE_DIR: stateDir },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  try {
    await waitForServer(() => server.exitCode !== null);
    const health: number[] = [];
    for (let i = 0; i < 50; i++) {
      const start = performance.now();
      await (await fetch(`${BASE}/api/health`)).arrayBuffer();
      health.push(performance.now() - start);
    }
    const times: number[] = [];
    let token = '';
    for (const [i, question] of questions.entries()) {
      if (i % QUESTIONS_PER_ACCOUNT === 0) token = await signUp(i);
      times.push(await firstToken(token, question));
    }
    return { firstToken: times, health };
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    rmSync(stateDir, { recursive: true, force: true });
  }
}
