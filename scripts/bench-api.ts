/**
 * API benchmarks against the app served exactly as `npm start` serves it (build first):
 * the chat list for a user with 1,000 chats (one connection, then ten), full-text search over
 * 100,000 messages, and the time from sending a message to the first streamed token, with a
 * fake OpenAI-compatible model that answers at once and with the built-in advisor; and the calendar's
 * month view and private feed for a user with 2,000 events and 50 classes.
 * Prints figures; it asserts nothing.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { wranglerEnv } from './local-setup.ts';

const PORT = 8799;
const BASE = `http://127.0.0.1:${PORT}`;
const stateDir = mkdtempSync(join(tmpdir(), 'adwise-bench-'));

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const summary = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(2)} ms, p95 ${percentile(sorted, 95).toFixed(2)} ms, p99 ${percentile(sorted, 99).toFixed(2)} ms (n=${ms.length})`;
};

async function waitForServer(server: ChildProcess) {
  for (let i = 0; i < 400; i++) {
    if (server.exitCode !== null) throw new Error('the server exited');
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not start');
}

function seed(userId: string) {
  const now = Date.now();
  const words = [
    'budget',
    'bidding',
    'campaign',
    'conversion',
    'audience',
    'creative',
    'landing',
    'keyword',
    'retargeting',
    'pacing',
  ];
  const pick = (offset: number) =>
    `(${words.map((w, i) => `when ${i} then '${w}'`).reduce((sql, when) => `${sql} ${when}`, `case (i + ${offset}) % ${words.length}`)} end)`;
  const sql = `
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1000)
INSERT INTO chats (id, user_id, name, agent, saved, created_at, updated_at)
SELECT 'bench-chat-' || i, '${userId}', 'Plan ' || i || ' ' || ${pick(0)}, 'advisor', 0, ${now} - i * 60000, ${now} - i * 60000 FROM n;
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 100000)
INSERT INTO messages (id, chat_id, user_id, sent_by, text, image_key, status, client_id, created_at)
SELECT 'bench-msg-' || i, 'bench-chat-' || (i % 1000 + 1), '${userId}', CASE i % 2 WHEN 0 THEN 'User' ELSE 'Bot' END,
       'How should I adjust my ' || ${pick(1)} || ' and ' || ${pick(3)} || ' for a ' || ${pick(7)} || ' test number ' || i || '?',
       NULL, 'complete', NULL, ${now} - i FROM n;
-- A paying user: the free plan's three questions would stop the first-token runs.
INSERT INTO subscriptions (id, user_id, customer_id, package_id, status, started_at, current_period_start, current_period_end, updated_at)
VALUES ('sub_bench', '${userId}', 'cus_bench', 'standard', 'active', ${now}, ${now}, ${now + 30 * 86_400_000}, ${now});`;
  const file = join(stateDir, 'seed.sql');
  writeFileSync(file, sql);
  const result = spawnSync('wrangler', ['d1', 'execute', 'DB', '--local', '--persist-to', stateDir, '--file', file], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: wranglerEnv,
  });
  if (result.status !== 0) throw new Error('seeding failed');
}

const median = (ms: number[]) =>
  percentile(
    [...ms].sort((a, b) => a - b),
    50,
  );
/** p50 of `GET user/profile` (the sign-in check alone) in the server being measured. */
let signInFloor = Number.NaN;
/** A p50 as a multiple of the sign-in floor measured in the same server, beside its target when it has one. */
function ratio(label: string, p50: number, target = 1.5, floor = signInFloor) {
  const times = p50 / floor;
  const verdict = times <= target ? 'met' : 'NOT MET';
  console.log(
    `  ${label}: ${times.toFixed(2)} × the sign-in floor (${floor.toFixed(2)} ms); target ≤ ${target} ×, ${verdict}`,
  );
}

/** What the Worker reports of its own time (Server-Timing), apart from the local runtime's and the network's. */
const workerMs: number[] = [];
const serverTiming = (res: Response) => Number(/total;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1]);

async function timed(url: string, token: string) {
  const start = performance.now();
  const res = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  workerMs.push(serverTiming(res));
  return performance.now() - start;
}

/** Prints the client's figures and, beside them, the Worker's own for the same requests. */
function report(label: string, ms: number[], worker = workerMs.splice(0)) {
  console.log(`${label}: ${summary(ms)}`);
  console.log(`  of which in the Worker until it answered (Server-Timing): ${summary(worker)}`);
}

/** Reads an event stream until `until` appears; the time it took. */
async function readUntil(res: Response, until: string, start: number) {
  const reader = res.body?.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  while (!text.includes(until)) {
    const { value, done } = (await reader?.read()) ?? { done: true, value: '' };
    if (done) throw new Error(`the stream ended before ${until}`);
    text += value;
  }
  const elapsed = performance.now() - start;
  await reader?.cancel();
  return { elapsed, text };
}

/**
 * Time to the first reply token of a send, in `chatId` or else a new chat (whose Durable Object is
 * created by the send). The reply is then stopped, so no generation runs behind the next send.
 */
async function firstToken(token: string, chatId?: string) {
  const form = new FormData();
  form.set('userMessage', 'How do I choose a bidding strategy?');
  if (chatId) form.set('chatId', chatId);
  const start = performance.now();
  const res = await fetch(`${BASE}/api/chatbot/message`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
    body: form,
  });
  workerMs.push(serverTiming(res));
  const { elapsed, text } = await readUntil(res, 'event: delta', start);
  const sentTo = /"chatId":"([^"]+)"/.exec(text)?.[1] ?? '';
  await fetch(`${BASE}/api/chatbot/stop/${sentTo}`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
  return { elapsed, chatId: sentTo };
}

/** `runs` sends to new chats, then `runs` follow-ups in one chat; each list of timings after a warm-up. */
async function firstTokens(token: string, runs: number, between = async () => {}) {
  for (let i = 0; i < 5; i++) await firstToken(token); // warm up
  workerMs.length = 0;
  const fresh: number[] = [];
  for (let i = 0; i < runs; i++) {
    fresh.push((await firstToken(token)).elapsed);
    await between();
  }
  const freshWorker = workerMs.splice(0);
  const { chatId } = await firstToken(token);
  workerMs.length = 0;
  const followUp: number[] = [];
  for (let i = 0; i < runs; i++) {
    followUp.push((await firstToken(token, chatId)).elapsed);
    await between();
  }
  return { fresh, freshWorker, followUp, followUpWorker: workerMs.splice(0) };
}

/** An OpenAI-compatible model that streams its first token the moment it is asked (as the issue's benchmark says). */
const chunk = (delta: object, finish: string | null) =>
  `data: ${JSON.stringify({ id: 'chatcmpl-bench', object: 'chat.completion.chunk', created: 0, model: 'bench', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
const fakeModel = createServer((req, res) => {
  req.resume();
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  res.write(chunk({ role: 'assistant', content: 'Sure' }, null));
  res.end(`${chunk({}, 'stop')}data: [DONE]\n\n`);
});
await new Promise<void>((resolve) => fakeModel.listen(0, '127.0.0.1', resolve));
const modelUrl = `http://127.0.0.1:${(fakeModel.address() as AddressInfo).port}/v1`;

/** The fake model's own time to its first token, asked from here: what the server-added figure leaves out. */
async function modelAlone() {
  const start = performance.now();
  const res = await fetch(`${modelUrl}/chat/completions`, { method: 'POST', body: '{}' });
  return (await readUntil(res, 'data:', start)).elapsed;
}

/** The app with `vars` set (`npm start -- --var NAME=VALUE`), until `run` is done. */
async function withServer(vars: Record<string, string>, run: () => Promise<void>) {
  const args = Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}=${value}`]);
  const server = spawn('node', ['scripts/start.ts', ...args], {
    env: { ...process.env, PORT: String(PORT), STATE_DIR: stateDir },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  try {
    await waitForServer(server);
    await run();
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

let accessToken = '';
try {
  await withServer({}, async () => {
    const signup = await fetch(`${BASE}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Bench', email: `bench-${Date.now()}@example.com`, password: 'benchmark password' }),
    });
    const account = (await signup.json()) as { accessToken: string; user: { id: string } };
    accessToken = account.accessToken;
    seed(account.user.id);

    // The floors to read the rest against: the local runtime alone, with one D1 query, and with sign-in checked.
    for (const [label, path] of [
      ['GET config (no D1)', '/api/config'],
      ['GET health (one D1 query)', '/api/health'],
      ['GET user/profile (the access token and session checked, nothing more)', '/api/user/profile'],
    ] as const) {
      for (let i = 0; i < 20; i++) await timed(`${BASE}${path}`, accessToken); // warm up
      workerMs.length = 0;
      const floor: number[] = [];
      for (let i = 0; i < 300; i++) floor.push(await timed(`${BASE}${path}`, accessToken));
      report(label, floor);
      if (path === '/api/user/profile') signInFloor = median(floor);
    }

    const list = `${BASE}/api/chatbot/all-chats`;
    for (let i = 0; i < 20; i++) await timed(list, accessToken); // warm up
    workerMs.length = 0;
    const one: number[] = [];
    for (let i = 0; i < 300; i++) one.push(await timed(list, accessToken));
    report('GET all-chats, 1,000 chats, first page, 1 connection', one);
    ratio('all-chats first page', median(one));

    let done = 0;
    const until = performance.now() + 10_000;
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        while (performance.now() < until) {
          await timed(list, accessToken);
          done++;
        }
      }),
    );
    console.log(`GET all-chats, 1,000 chats, 10 connections: ${(done / 10).toFixed(0)} requests/s`);
    workerMs.length = 0;

    const terms = [
      'budget',
      'bidding camp',
      'conversion',
      'retarget',
      'landing keyword',
      'number 4242',
      'pacing',
      'audience',
    ];
    const search: number[] = [];
    for (let i = 0; i < 200; i++) {
      search.push(
        await timed(`${BASE}/api/chatbot/search?q=${encodeURIComponent(terms[i % terms.length] ?? '')}`, accessToken),
      );
    }
    report('GET search over 100,000 messages', search);

    // The built-in advisor searches the knowledge base before its first token: that is the model's time here.
    const advisor = await firstTokens(accessToken, 40);
    report('POST message to first streamed token, built-in advisor, new chat', advisor.fresh, advisor.freshWorker);
    report('  the same, a follow-up in an existing chat', advisor.followUp, advisor.followUpWorker);
  });

  // An LLM configured, and it is the fake above: what the server adds to a model that answers at once.
  await withServer({ OPENAI_API_KEY: 'bench', OPENAI_BASE_URL: modelUrl, AI_MODEL: 'bench' }, async () => {
    // This server's own floor: the ratios below read against it.
    const profile = `${BASE}/api/user/profile`;
    for (let i = 0; i < 20; i++) await timed(profile, accessToken);
    const floor: number[] = [];
    for (let i = 0; i < 300; i++) floor.push(await timed(profile, accessToken));
    workerMs.length = 0;
    signInFloor = median(floor);
    console.log(`GET user/profile again, this server's floor: ${summary(floor)}`);
    const model: number[] = [];
    // The floor again after each send, so a machine whose load drifts during the sends is read against itself.
    const floorBeside: number[] = [];
    const runs = 40;
    const llm = await firstTokens(accessToken, runs, async () => {
      model.push(await modelAlone());
      floorBeside.push(await timed(profile, accessToken));
      workerMs.pop();
    });
    const [besideNew, besideExisting] = [floorBeside.slice(0, runs), floorBeside.slice(runs)];
    console.log(`The fake model alone, to its first token: ${summary(model)}`);
    report('POST message to first streamed token, fake model answering at once, new chat', llm.fresh, llm.freshWorker);
    console.log(`  server-added time to first token, p50: ${(median(llm.fresh) - median(model)).toFixed(2)} ms`);
    ratio('server-added, new chat', median(llm.fresh) - median(model), 3);
    ratio(
      '  the same, against the floor taken between these sends',
      median(llm.fresh) - median(model),
      3,
      median(besideNew),
    );
    report('  the same, a follow-up in an existing chat', llm.followUp, llm.followUpWorker);
    console.log(`  server-added time to first token, p50: ${(median(llm.followUp) - median(model)).toFixed(2)} ms`);
    ratio('server-added, existing chat', median(llm.followUp) - median(model), 2);
    ratio(
      '  the same, against the floor taken between these sends',
      median(llm.followUp) - median(model),
      2,
      median(besideExisting),
    );
  });

  // Calendar (issue 17): the month view and the feed of a user with 2,000 events over two years and 50 classes.
  await withServer({}, benchCalendar);
} finally {
  fakeModel.close();
  rmSync(stateDir, { recursive: true, force: true });
}

/** 50 classes, 20 six-week plans, and 2,000 events from a year ago to a year ahead, most from a plan's session. */
function seedCalendar(userId: string, now: number) {
  const day = 86_400_000;
  const body = Array.from(
    { length: 6 },
    (_, i) => `## Week ${i + 1}\n\nWarm up, then drill ${i + 1}: ${'pass and move. '.repeat(20)}`,
  ).join('\n\n');
  const sql = `
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 50)
INSERT INTO classes (id, user_id, name, created_at, updated_at) SELECT 'bench-class-' || i, '${userId}', 'Team ' || i, ${now}, ${now} FROM n;
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 20)
INSERT INTO plans (id, user_id, title, body, version, created_at, updated_at)
SELECT 'bench-plan-' || i, '${userId}', 'Plan ' || i, '${body}', 1, ${now}, ${now} FROM n;
WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 1999)
INSERT INTO events (id, user_id, plan_id, class_id, series_id, session_index, title, start_utc, duration_minutes, time_zone, local_start, created_at, updated_at)
SELECT 'bench-event-' || i, '${userId}',
       CASE WHEN i % 4 = 0 THEN NULL ELSE 'bench-plan-' || (i % 20 + 1) END,
       'bench-class-' || (i % 50 + 1), 'bench-series-' || (i / 6), i % 6, 'Session ' || i,
       ${now - 365 * day} + i * ${Math.floor((730 * day) / 2000)}, 60, 'UTC',
       strftime('%Y-%m-%dT%H:%M', (${now - 365 * day} + i * ${Math.floor((730 * day) / 2000)}) / 1000, 'unixepoch'), ${now}, ${now}
FROM n;`;
  const file = join(stateDir, 'seed-calendar.sql');
  writeFileSync(file, sql);
  const result = spawnSync('wrangler', ['d1', 'execute', 'DB', '--local', '--persist-to', stateDir, '--file', file], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: wranglerEnv,
  });
  if (result.status !== 0) throw new Error('seeding the calendar failed');
}

async function benchCalendar() {
  const signup = await fetch(`${BASE}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Coach', email: `coach-${Date.now()}@example.com`, password: 'benchmark password' }),
  });
  const account = (await signup.json()) as { accessToken: string; user: { id: string } };
  const token = account.accessToken;
  const now = Date.now();
  seedCalendar(account.user.id, now);

  const profile = `${BASE}/api/user/profile`;
  for (let i = 0; i < 20; i++) await timed(profile, token);
  workerMs.length = 0;
  const floor: number[] = [];
  for (let i = 0; i < 300; i++) floor.push(await timed(profile, token));
  report("GET user/profile, the calendar server's floor", floor);
  signInFloor = median(floor);

  // The month grid's call: six weeks around this month, in the user's zone.
  const first = new Date(now);
  first.setUTCDate(1);
  const from = new Date(first.getTime() - first.getUTCDay() * 86_400_000).toISOString().slice(0, 10);
  const to = new Date(Date.parse(from) + 41 * 86_400_000).toISOString().slice(0, 10);
  const month = `${BASE}/api/events?from=${from}&to=${to}&timeZone=Europe/London`;
  const shown = (
    (await (await fetch(month, { headers: { Authorization: `Bearer ${token}` } })).json()) as { events: unknown[] }
  ).events.length;
  for (let i = 0; i < 20; i++) await timed(month, token);
  workerMs.length = 0;
  const monthMs: number[] = [];
  for (let i = 0; i < 300; i++) monthMs.push(await timed(month, token));
  report(`GET events for a month grid (${shown} of 2,000 events, 50 classes)`, monthMs);
  ratio('month view', median(monthMs));

  const created = await fetch(`${BASE}/api/calendar/feed`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
  });
  const { url } = (await created.json()) as { url: string };
  const feed = `${BASE}${new URL(url).pathname}`;
  for (let i = 0; i < 10; i++) await timed(feed, token);
  workerMs.length = 0;
  const feedMs: number[] = [];
  for (let i = 0; i < 100; i++) feedMs.push(await timed(feed, token));
  report('GET the calendar feed, 2,000 events (.ics)', feedMs);
  const p50 = median(feedMs);
  console.log(`  feed p50 ${p50.toFixed(2)} ms; target < 50 ms, ${p50 < 50 ? 'met' : 'NOT MET'}`);
}
