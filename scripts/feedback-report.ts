/** The pure half of `npm run feedback`: its arguments, its query and its report (tested in tests/worker). */

export const DEFAULT_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
const ANSWER_LINES = 4;
const LINE_CHARS = 160;
const QUESTION_CHARS = 400;

export const USAGE = 'Usage: npm run feedback -- [--days N] [--remote]';

export type FeedbackArgs = { days: number; remote: boolean };

export type FeedbackRow = {
  updated_at: number;
  provider: string | null;
  reason: string | null;
  question: string;
  answer: string;
  sources: string | null;
};

export function parseFeedbackArgs(argv: string[]): FeedbackArgs {
  let days = DEFAULT_DAYS;
  let remote = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--remote') remote = true;
    else if (arg === '--local') remote = false;
    else if (arg === '--days' || arg.startsWith('--days=')) {
      const value = arg === '--days' ? argv[++i] : arg.slice('--days='.length);
      days = Number(value);
      if (!/^\d{1,4}$/.test(value ?? '') || days < 1)
        throw new Error(`--days takes a whole number of days, 1 or more.\n${USAGE}`);
    } else throw new Error(`Unknown argument '${arg}'.\n${USAGE}`);
  }
  return { days, remote };
}

/** Newest first; the time is a literal because `wrangler d1 execute --command` binds no parameters. */
export function feedbackQuery(days: number, now = Date.now()): string {
  const since = Math.floor(now - days * DAY_MS);
  return `select updated_at, provider, reason, question, answer, sources from reply_ratings
    where rating = 'down' and updated_at >= ${since} order by updated_at desc`;
}

const oneLine = (text: string, max: number) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

function sourcesOf(json: string | null): string {
  try {
    const titles = JSON.parse(json ?? '[]') as unknown;
    if (Array.isArray(titles) && titles.length > 0) return titles.join('; ');
  } catch {}
  return 'none';
}

function answerStart(answer: string): string[] {
  const lines = answer.split('\n').filter((line) => line.trim());
  const shown = lines.slice(0, ANSWER_LINES).map((line) => `   ${oneLine(line, LINE_CHARS)}`);
  return lines.length > ANSWER_LINES ? [...shown, `   … ${lines.length - ANSWER_LINES} more lines`] : shown;
}

export function formatFeedback(rows: FeedbackRow[], { days, remote }: FeedbackArgs): string {
  const where = remote ? 'production D1' : 'local D1';
  const span = days === 1 ? 'the last day' : `the last ${days} days`;
  if (rows.length === 0) return `No down-rated answers in ${span} (${where}).`;
  const entries = rows.map((row) =>
    [
      `${new Date(row.updated_at).toISOString().slice(0, 16).replace('T', ' ')} UTC · ${row.provider ?? 'unknown provider'}`,
      `Reason:   ${row.reason ? oneLine(row.reason, QUESTION_CHARS) : '(none given)'}`,
      `Question: ${oneLine(row.question, QUESTION_CHARS) || '(none)'}`,
      'Answer:',
      ...answerStart(row.answer),
      `Sources:  ${sourcesOf(row.sources)}`,
    ].join('\n'),
  );
  const count = rows.length === 1 ? '1 down-rated answer' : `${rows.length} down-rated answers`;
  return [`${count} in ${span} (${where}), newest first:`, ...entries].join('\n\n');
}
