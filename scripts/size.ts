/**
 * The initial JavaScript of a route: every script the built app loads before the network goes
 * idle on that route, gzipped as it would travel, and the knowledge index the build adds to the
 * Worker (dist/knowledge.js). Fails when either is over its budget.
 */
import { readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium } from './chromium.ts';

const DIST = 'dist/client';
const KB = 1024;
const BUDGETS = [
  { route: '/home', signedIn: false, budget: 130 * KB },
  { route: '/login', signedIn: false, budget: 130 * KB },
  { route: '/', signedIn: true, budget: 210 * KB },
];
/** The bound on what the knowledge base may add to the Worker bundle. */
const KNOWLEDGE_BUDGET = 300 * KB;
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

function fileFor(urlPath: string): string | null {
  const path = join(DIST, normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, ''));
  try {
    return statSync(path).isFile() ? path : null;
  } catch {
    return null;
  }
}

// The same single-page fallback Workers static assets give; API calls simply fail here.
const server = createServer((req, res) => {
  const { pathname } = new URL(req.url ?? '/', 'http://localhost');
  const file = fileFor(pathname) ?? (pathname.startsWith('/api/') ? null : join(DIST, 'index.html'));
  if (!file) return res.writeHead(404).end();
  res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'text/html' }).end(readFileSync(file));
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const browser = await launchChromium();
let failed = false;
try {
  for (const { route, signedIn, budget } of BUDGETS) {
    const context = await browser.newContext();
    if (signedIn) {
      await context.addInitScript(() => {
        const state = { user: { name: 'Size Check', email: 'size@example.com' }, accessToken: 'x', refreshToken: 'x' };
        localStorage.setItem('chat-app-root', JSON.stringify({ state, version: 0 }));
      });
    }
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
    });
    await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' });
    const landedOn = new URL(page.url()).pathname;
    if (landedOn !== route) throw new Error(`${route} redirected to ${landedOn}; the measurement would be wrong`);
    const bytes = [...scripts].reduce((sum, path) => {
      const file = fileFor(path);
      return sum + (file ? gzipSync(readFileSync(file)).length : 0);
    }, 0);
    const over = bytes > budget;
    failed ||= over;
    console.log(
      `${route.padEnd(8)} ${(bytes / KB).toFixed(1).padStart(6)} KB gzip in ${scripts.size} file(s)` +
        `  budget ${budget / KB} KB  ${over ? 'OVER BUDGET' : 'ok'}`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}
const knowledge = gzipSync(readFileSync('dist/knowledge.js')).length;
const knowledgeOver = knowledge > KNOWLEDGE_BUDGET;
failed ||= knowledgeOver;
console.log(
  `${'Worker: knowledge index'.padEnd(8)} ${(knowledge / KB).toFixed(1)} KB gzip  budget ${KNOWLEDGE_BUDGET / KB} KB  ${knowledgeOver ? 'OVER BUDGET' : 'ok'}`,
);
if (failed) process.exit(1);
