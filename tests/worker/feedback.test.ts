import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DAYS,
  type FeedbackRow,
  feedbackQuery,
  formatFeedback,
  parseFeedbackArgs,
} from '../../scripts/feedback-report';
import { signUp } from './helpers';
import { seedReply } from './saved-work-helpers';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 25, 12, 0);

async function seedRating(
  userId: string,
  fields: { rating: 'up' | 'down'; at: number; reason?: string; answer?: string },
) {
  const { replyId } = await seedReply(userId);
  await env.DB.prepare(
    `insert into reply_ratings (id, user_id, message_id, version, rating, reason, question, answer, provider, sources, created_at, updated_at)
     values (?, ?, ?, 1, ?, ?, ?, ?, 'built-in', ?, ?, ?)`,
  )
    .bind(
      crypto.randomUUID(),
      userId,
      replyId,
      fields.rating,
      fields.reason ?? null,
      `Question rated at ${new Date(fields.at).toISOString()}`,
      fields.answer ?? 'One line',
      JSON.stringify(['Monthly to daily budget', 'Budget pacing']),
      fields.at,
      fields.at,
    )
    .run();
}

const report = async (days: number) => {
  const { results } = await env.DB.prepare(feedbackQuery(days, NOW)).all<FeedbackRow>();
  return formatFeedback(results, { days, remote: false });
};

describe('npm run feedback', () => {
  it('prints the down-rated answers of the last 7 days, newest first, from every user', async () => {
    const [ada, bob] = [await signUp(), await signUp()];
    const answer = ['## Pace it', '', 'Spend $98.68 a day.', 'Check weekly.', 'Line four.', 'Line five.', 'Line six.'];
    await seedRating(ada.user.id, { rating: 'down', at: NOW - 2 * DAY, reason: 'Wrong', answer: answer.join('\n') });
    await seedRating(bob.user.id, { rating: 'down', at: NOW - DAY });
    await seedRating(ada.user.id, { rating: 'up', at: NOW - DAY, reason: 'Great' });
    await seedRating(bob.user.id, { rating: 'down', at: NOW - 8 * DAY, reason: 'Too old to show' });

    expect(await report(DEFAULT_DAYS)).toBe(
      [
        '2 down-rated answers in the last 7 days (local D1), newest first:',
        [
          '2026-11-24 12:00 UTC · built-in',
          'Reason:   (none given)',
          'Question: Question rated at 2026-11-24T12:00:00.000Z',
          'Answer:',
          '   One line',
          'Sources:  Monthly to daily budget; Budget pacing',
        ].join('\n'),
        [
          '2026-11-23 12:00 UTC · built-in',
          'Reason:   Wrong',
          'Question: Question rated at 2026-11-23T12:00:00.000Z',
          'Answer:',
          '   ## Pace it',
          '   Spend $98.68 a day.',
          '   Check weekly.',
          '   Line four.',
          '   … 2 more lines',
          'Sources:  Monthly to daily budget; Budget pacing',
        ].join('\n'),
      ].join('\n\n'),
    );
    const longer = await report(10);
    expect(longer).toMatch(/^3 down-rated answers in the last 10 days/);
    expect(longer).toContain('Reason:   Too old to show');
    expect(longer).not.toContain('Great');
  });

  it('says so when nothing was rated down, naming the database', () => {
    expect(formatFeedback([], { days: 7, remote: true })).toBe(
      'No down-rated answers in the last 7 days (production D1).',
    );
  });

  it('reads --days and --remote, and refuses anything else with the usage', () => {
    expect(parseFeedbackArgs([])).toEqual({ days: 7, remote: false });
    expect(parseFeedbackArgs(['--days', '30', '--remote'])).toEqual({ days: 30, remote: true });
    expect(parseFeedbackArgs(['--days=1'])).toEqual({ days: 1, remote: false });
    for (const argv of [['--days'], ['--days', '0'], ['--days', '2.5'], ['--days', 'week'], ['--prod']]) {
      expect(() => parseFeedbackArgs(argv)).toThrow(/Usage: npm run feedback/);
    }
  });
});
