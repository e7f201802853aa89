/**
 * Browser-side benchmarks, run in Chromium against a production build of bench/ (the real chat
 * components, with fetch faked in the page). Prints figures; these are measurements, not tests.
 *   1. Streaming view: a 32 KB markdown reply streamed token by token into the message list.
 *   2. Search: 1,000 loaded chats, keystroke to name matches on screen.
 *   3. The same reply into our markdown renderer alone and into Streamdown, at the same cadence.
 * Timings come from a Chromium trace of the page's user-timing marks: wall time, and main-thread
 * CPU time, which other work on a busy machine does not inflate.
 */
import { readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Browser, Page } from 'playwright-core';
import { build, type Plugin, type Rolldown } from 'vite';
import type {} from '../bench/bench-types.ts';
import streamdownPackage from '../node_modules/streamdown/package.json' with { type: 'json' };
import { launchChromium } from './chromium.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = join(ROOT, 'dist/bench');
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html' };

type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  tts?: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
};
/** A measured span: wall-clock and main-thread CPU milliseconds. */
type Span = { wall: number; cpu: number };

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;
const stats = (values: number[]) =>
  `p50 ${ms(percentile(values, 50))}, p95 ${ms(percentile(values, 95))}, max ${ms(Math.max(0, ...values))}`;
const verdict = (value: number, target: number) => (value <= target ? 'ok' : 'OVER');
const span = (from: TraceEvent, to: TraceEvent): Span => ({
  wall: (to.ts - from.ts) / 1000,
  cpu: ((to.tts ?? 0) - (from.tts ?? 0)) / 1000,
});

/** Records a trace of the page while `run` drives it; returns the page's marks and main-thread tasks. */
async function traced(browser: Browser, page: Page, run: () => Promise<void>) {
  await browser.startTracing(page, { categories: ['blink.user_timing', 'toplevel'] });
  await run();
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  const marks = traceEvents.filter((e) => e.cat === 'blink.user_timing' && (e.ph === 'I' || e.ph === 'R'));
  marks.sort((a, b) => a.ts - b.ts);
  const main = marks[0];
  const tasks = traceEvents.filter(
    (e) => e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask' && e.pid === main?.pid && e.tid === main?.tid,
  );
  return { marks, tasks };
}

/** start/end marks paired in order; a start without its end is dropped. */
function pairs(marks: TraceEvent[], start: string, end: string, from = 0, to = Number.POSITIVE_INFINITY): Span[] {
  const spans: Span[] = [];
  let open: TraceEvent | null = null;
  for (const mark of marks) {
    if (mark.ts < from || mark.ts > to) continue;
    if (mark.name === start) open = mark;
    else if (mark.name === end && open) {
      spans.push(span(open, mark));
      open = null;
    }
  }
  return spans;
}

function longest(tasks: TraceEvent[], from: number, to: number): Span {
  const inside = tasks.filter((t) => t.ts >= from && t.ts <= to);
  return {
    wall: Math.max(0, ...inside.map((t) => (t.dur ?? 0) / 1000)),
    cpu: Math.max(0, ...inside.map((t) => (t.tdur ?? 0) / 1000)),
  };
}

async function streamBench(browser: Browser, page: Page) {
  const { marks, tasks } = await traced(browser, page, async () => {
    await page.goto(`${origin}/?bench=stream`);
    await page.waitForFunction(() => window.streamDone || window.streamError, null, { timeout: 300_000 });
  });
  const error = await page.evaluate(() => window.streamError);
  if (error) throw new Error(`stream bench failed: ${error}`);
  const done = await page.evaluate(() => window.streamDone);
  const at = (name: string) => marks.find((m) => m.name === name)?.ts ?? 0;
  const perToken = pairs(marks, 'update:start', 'update:end', at('phase:per-token'), at('phase:naive'));
  // The first update mounts the list; every later one is a streaming update.
  const pipeline = pairs(marks, 'update:start', 'update:end', at('phase:pipeline'), at('phase:end')).slice(1);
  const pipelineTask = longest(tasks, at('phase:pipeline'), at('phase:end'));
  const seconds = (at('phase:end') - at('phase:pipeline')) / 1e6;

  console.log(
    `\n1. Streaming view: a ${((done?.replyBytes ?? 0) / 1024).toFixed(1)} KB markdown reply in ${done?.tokens} tokens`,
  );
  console.log(
    `   through the app (SSE parser, one update per frame, message list): ${pipeline.length} updates in ${seconds.toFixed(1)} s`,
  );
  const p95 = percentile(
    pipeline.map((u) => u.cpu),
    95,
  );
  console.log(
    `     time per update, CPU:  ${stats(pipeline.map((u) => u.cpu))}   target p95 <= 8 ms: ${verdict(p95, 8)}`,
  );
  console.log(`     time per update, wall: ${stats(pipeline.map((u) => u.wall))}`);
  console.log(
    `     longest main-thread task: CPU ${ms(pipelineTask.cpu)}, wall ${ms(pipelineTask.wall)}   target <= 50 ms: ${verdict(pipelineTask.cpu, 50)}`,
  );
  console.log(`   one update per token (worst case, no batching): ${perToken.length} updates`);
  console.log(`     time per update, CPU:  ${stats(perToken.map((u) => u.cpu))}`);
  console.log(`     time per update, wall: ${stats(perToken.map((u) => u.wall))}`);
  console.log('   for contrast, re-rendering the whole reply with one react-markdown (median of 5, CPU):');
  for (const kb of [8, 16, 32]) {
    const naive = pairs(marks, `naive:${kb * 1024}:start`, `naive:${kb * 1024}:end`).map((u) => u.cpu);
    console.log(`     at ${kb} KB: ${ms(percentile(naive, 50))} per update`);
  }
  return { marks, tasks };
}

/** Gzip size of the JS that `code` (an entry module) loads up front and on demand, React left out. */
async function gzipOf(code: string) {
  const entry: Plugin = {
    name: 'entry',
    resolveId: (id) => (id === 'entry' ? '\0entry' : null),
    load: (id) => (id === '\0entry' ? code : null),
  };
  const result = (await build({
    root: ROOT,
    configFile: false,
    logLevel: 'error',
    plugins: [react(), entry],
    build: { write: false, rolldownOptions: { input: 'entry', external: [/^react(-dom)?($|\/)/] } },
  })) as Rolldown.RolldownOutput;
  const chunks = result.output.filter((o): o is Rolldown.OutputChunk => o.type === 'chunk');
  const upFront = new Set<string>();
  const visit = (name: string) => {
    if (upFront.has(name)) return;
    upFront.add(name);
    for (const next of chunks.find((c) => c.fileName === name)?.imports ?? []) visit(next);
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName);
  const sum = (list: Rolldown.OutputChunk[]) => list.reduce((n, c) => n + gzipSync(c.code).length, 0) / 1024;
  return {
    upFront: sum(chunks.filter((c) => upFront.has(c.fileName))),
    lazy: sum(chunks.filter((c) => !upFront.has(c.fileName))),
  };
}

async function compareRenderers(marks: TraceEvent[], tasks: TraceEvent[]) {
  const at = (name: string) => marks.find((m) => m.name === name)?.ts ?? 0;
  const ours = await gzipOf(
    `import { MarkdownBlocks } from '${join(ROOT, 'web/components/markdown/markdown-blocks.tsx')}'; globalThis.r = MarkdownBlocks;`,
  );
  const streamdown = await gzipOf(`import { Streamdown } from 'streamdown'; globalThis.r = Streamdown;`);
  const rows = [
    { name: 'ours', label: 'ours (MarkdownBlocks)', size: ours },
    { name: 'streamdown', label: `Streamdown ${streamdownPackage.version}, set like ours`, size: streamdown },
    { name: 'streamdown-shipped', label: `Streamdown ${streamdownPackage.version}, defaults`, size: streamdown },
  ].map((row) => {
    const from = at(`renderer:${row.name}`);
    const to = at(`renderer:${row.name}:end`);
    const cpu = pairs(marks, 'update:start', 'update:end', from, to).map((u) => u.cpu);
    return { ...row, cpu, p95: percentile(cpu, 95), task: longest(tasks, from, to).cpu };
  });
  const kb = (n: number) => `${n.toFixed(1)} KB`;
  console.log('\n3. Against Streamdown: the same tokens at the same pace, gathered and applied once per frame');
  console.log('   through a store, into each renderer alone (no message list); CPU time');
  console.log(
    `   ${'renderer'.padEnd(34)}${'updates'.padStart(8)}   per update p50 / p95   longest task   gzip up front (+ lazy)`,
  );
  for (const row of rows) {
    const perUpdate = `${ms(percentile(row.cpu, 50))} / ${ms(row.p95)}`;
    console.log(
      `   ${row.label.padEnd(34)}${String(row.cpu.length).padStart(8)}   ${perUpdate.padEnd(21)}  ${ms(row.task).padEnd(13)}  ${kb(row.size.upFront)} (+ ${kb(row.size.lazy)})`,
    );
  }
  console.log('   "set like ours": no raw HTML, sanitised to GitHub\'s schema, no hardening pass, no code or table');
  console.log('   controls or line numbers, no link confirmation; "defaults": as installed. Neither highlights code.');
  console.log('   gzip: a Vite production build of an entry importing only that renderer, React external, each');
  console.log('   chunk gzipped as size.ts does; "lazy" is what loads on demand (dynamic imports).');
  const [mine, theirs] = rows;
  if (mine && theirs)
    console.log(
      `   ours at or below Streamdown's p95 per update: ${mine.p95 <= theirs.p95 ? 'yes' : 'NO'} (${ms(mine.p95)} vs ${ms(theirs.p95)})`,
    );
}

async function searchBench(browser: Browser, page: Page) {
  await page.goto(`${origin}/?bench=search`);
  await page.waitForFunction(() => window.searchReady, null, { timeout: 60_000 });
  const input = page.getByPlaceholder('Search plans...');
  await input.focus();
  // Raw key presses and a pause, so no automation work (locators, polling) runs in the measured frames.
  // A keystroke that changes no match changes nothing on screen, and leaves no 'key:shown'.
  const press = async (keys: string[]) => {
    for (const key of keys) await page.keyboard.press(key);
    await page.waitForTimeout(150);
  };
  const clear = async () => {
    await page.evaluate(() => performance.mark('clear'));
    await press(['ControlOrMeta+a', 'Backspace']);
    await page.waitForTimeout(400);
  };
  // Warm-up, like a user's first search after the page loaded.
  await press(['x']);
  await clear();

  const { marks, tasks } = await traced(browser, page, async () => {
    for (const term of ['budget', '#12', 'retarget', 'q3', 'video', 'germany', '#9', 'shop', 'spring', 'zzz']) {
      await page.evaluate(() => performance.mark('typing'));
      for (const char of term) await press([char]);
      await page.waitForTimeout(400); // the server's text matches arrive and merge in
      await clear();
    }
  });
  const typed: Span[] = [];
  const cleared: Span[] = [];
  let clearing = false;
  let start: TraceEvent | null = null;
  for (const mark of marks) {
    if (mark.name === 'typing') clearing = false;
    else if (mark.name === 'clear') clearing = true;
    else if (mark.name === 'key:start') start = mark;
    else if (mark.name === 'key:shown' && start) {
      (clearing ? cleared : typed).push(span(start, mark));
      start = null;
    }
  }
  const dom = pairs(marks, 'key:start', 'key:dom');
  const typingTask = longest(tasks, marks[0]?.ts ?? 0, marks.at(-1)?.ts ?? 0);
  const p95 = percentile(
    typed.map((k) => k.cpu),
    95,
  );
  console.log('\n2. Search: 1,000 loaded chats, keystroke to name matches on screen');
  console.log(`   typing (${typed.length} keystrokes, from the whole list down to a few matches):`);
  console.log(
    `     to the frame showing them, CPU:  ${stats(typed.map((k) => k.cpu))}   target <= 16 ms: ${verdict(p95, 16)} (p95)`,
  );
  console.log(`     to the frame showing them, wall: ${stats(typed.map((k) => k.wall))}`);
  console.log(`     to the DOM (any keystroke), CPU: ${stats(dom.map((k) => k.cpu))}`);
  console.log(`   clearing back to all chats in their date groups (${cleared.length} times):`);
  console.log(`     to the frame showing them, CPU:  ${stats(cleared.map((k) => k.cpu))}`);
  console.log(`   longest main-thread task while typing: CPU ${ms(typingTask.cpu)}, wall ${ms(typingTask.wall)}`);
}

await build({
  root: join(ROOT, 'bench'),
  configFile: false,
  logLevel: 'error',
  plugins: [react(), tailwindcss()],
  build: { outDir: OUT, emptyOutDir: true },
});

const server = createServer((req, res) => {
  const { pathname } = new URL(req.url ?? '/', 'http://localhost');
  const file = join(OUT, normalize(pathname === '/' ? '/index.html' : pathname).replace(/^(\.\.[/\\])+/, ''));
  try {
    if (!statSync(file).isFile()) throw new Error('not a file');
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  const load = loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
  console.log(`Chromium ${browser.version()}, ${cpus().length} CPU(s), load average ${load}`);
  console.log('CPU: main-thread time (what the targets are judged on); wall: includes waiting for a busy CPU.');
  const stream = await streamBench(browser, page);
  await searchBench(browser, page);
  await compareRenderers(stream.marks, stream.tasks);
} finally {
  await browser.close();
  server.close();
}
