/**
 * Prints the answers users rated down, so the knowledge base can be fixed where it fails:
 *   npm run feedback                 the last 7 days of the local D1 (`npm start`'s)
 *   npm run feedback -- --days 30    a longer window
 *   npm run feedback -- --remote     production (after `wrangler login`)
 */
import { spawnSync } from 'node:child_process';
import { type FeedbackRow, feedbackQuery, formatFeedback, parseFeedbackArgs } from './feedback-report.ts';
import { stateDir, wranglerEnv } from './local-setup.ts';

function readRows(sql: string, remote: boolean): FeedbackRow[] {
  const where = remote ? ['--remote'] : ['--local', '--persist-to', stateDir];
  const result = spawnSync('wrangler', ['d1', 'execute', 'DB', ...where, '--json', '--command', sql], {
    encoding: 'utf8',
    env: wranglerEnv,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (result.status !== 0) throw new Error(failure(result.stdout, remote));
  const [first] = JSON.parse(result.stdout) as { results: FeedbackRow[] }[];
  return first?.results ?? [];
}

/** wrangler's --json failure is `{ error: { text } }`; a local D1 behind on migrations is the usual one. */
function failure(stdout: string, remote: boolean): string {
  let text = stdout.trim();
  try {
    text = (JSON.parse(stdout) as { error?: { text?: string } }).error?.text ?? text;
  } catch {}
  const hint = !remote && text.includes('no such table') ? '\nApply the migrations first: npm run db:migrate' : '';
  return `Reading the ${remote ? 'production' : 'local'} D1 failed: ${text}${hint}`;
}

try {
  const args = parseFeedbackArgs(process.argv.slice(2));
  console.log(formatFeedback(readRows(feedbackQuery(args.days), args.remote), args));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
