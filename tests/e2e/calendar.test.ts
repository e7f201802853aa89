import { afterAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { baseURL, closeBrowser, newContext, type Page, screenshot, VIEWPORTS, watchForErrors } from './browser';
import { CalendarScreen } from './pages/calendar-page';
import { ChatScreen } from './pages/chat-screen';
import { PlanEditor } from './pages/plans-page';

afterAll(closeBrowser);

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEKS =
  '\n\n## Week 1\n\nSet the budget.\n\n## Week 2\n\nReview search terms.\n\n## Week 3\n\nRaise budget 20 % if CPA holds.';
/** A day from today on the browser's calendar (the browser's zone is the user's: it is saved on first use). */
const dayFromToday = (page: Page, days: number) =>
  page.evaluate((ms) => new Date(Date.now() + ms).toLocaleDateString('sv'), days * DAY_MS);
const monthOf = (day: string) => day.slice(0, 7);
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The signed-in user's own API call from the page, with the stored bearer. */
function apiInPage<T>(page: Page, path: string, json?: unknown): Promise<T> {
  return page.evaluate(
    async ([p, body]) => {
      const { accessToken } = JSON.parse(localStorage.getItem('auth') ?? '{}');
      const headers = { Authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
      const init = body === undefined ? { headers } : { method: 'POST', headers, body: JSON.stringify(body) };
      return (await fetch(p as string, init)).json();
    },
    [path, json] as const,
  );
}
const signedInEmail = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? '{}').user.email as string);

describe('the calendar in the browser', () => {
  it('pins a reply for a client, shows it in month and agenda views, moves it, filters it, mails its reminder, and pins a plan as a weekly series', async () => {
    const context = await newContext({ signedIn: true, subscribed: true });
    const page = await context.newPage();
    const errors = watchForErrors(page);
    const calendar = new CalendarScreen(page);
    const chat = new ChatScreen(page);
    const editor = new PlanEditor(page);

    await calendar.addClass('Acme Shoes');
    await calendar.addClass('Borealis');
    await screenshot(page, 'calendar-clients-desktop');
    expect(await seriousViolations(page)).toEqual([]);

    // Pin from a reply: it is saved as a plan first.
    await page.goto('/');
    await chat.ask('How should I set a daily budget with $3000 per month?');
    await chat.waitForReply();
    await page.getByRole('button', { name: 'Pin to calendar' }).click();
    const pin = calendar.pinDialog();
    await pin.waitFor();
    expect(await pin.getByLabel('Duration (minutes)').inputValue()).toBe('30');
    const day = await dayFromToday(page, 3);
    await calendar.fill(pin, { date: day, time: '10:00', group: 'Acme Shoes', reminder: '1 hour before' });
    await screenshot(page, 'calendar-pin-dialog-desktop');
    expect(await seriousViolations(page)).toEqual([]);
    await pin.getByRole('button', { name: 'Pin', exact: true }).click();
    await pin.waitFor({ state: 'detached' });

    // Month view, then agenda view.
    await calendar.open(monthOf(day));
    const title = /daily budget|budget/i;
    await calendar.chip(day, title).waitFor();
    await calendar.view('Agenda').click();
    await calendar.agenda().getByRole('button', { name: title }).waitFor();
    await calendar.view('Month').click();

    // Move it a day on, to 09:00.
    await calendar.openEvent(day, title);
    const moved = addDays(day, 1);
    await calendar.moveOpenEvent(moved, '09:00');
    await calendar.open(monthOf(moved));
    await calendar.chip(moved, title).waitFor();
    expect(await calendar.cell(day).getByRole('button').count()).toBe(0);

    // Filter by client.
    await calendar.filter().selectOption({ label: 'Borealis' });
    await calendar.chip(moved, title).waitFor({ state: 'detached' });
    await calendar.filter().selectOption({ label: 'Acme Shoes' });
    await calendar.chip(moved, title).waitFor();

    // The reminder mail, once the scheduler runs half an hour before the moved start.
    const { events } = await apiInPage<{ events: { title: string; startUtc: string }[] }>(
      page,
      `/api/events?from=${moved}&to=${moved}`,
    );
    const start = Date.parse(events[0]?.startUtc ?? '');
    const run = await fetch(`${baseURL()}/api/dev/run-scheduler?at=${new Date(start - 30 * 60_000).toISOString()}`, {
      method: 'POST',
    });
    expect(run.status).toBe(200);
    const email = await signedInEmail(page);
    await expect
      .poll(async () => {
        const mails = (await (await fetch(`${baseURL()}/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as {
          subject: string;
          text: string;
        }[];
        return mails.map((m) => m.subject).join('\n');
      })
      .toMatch(/^Reminder: How should I set a daily budget.*09:00/m);

    // A plan with weeks, pinned as a weekly series: one event a week from the first date.
    await calendar.openEvent(moved, title);
    await calendar
      .eventDialog()
      .getByRole('link', { name: /^Open the action plan/ })
      .click();
    await editor.appendToBody(WEEKS);
    await editor.waitUntilSaved();
    await editor.button('Pin to calendar').click();
    await pin.waitFor();
    await pin.getByRole('checkbox', { name: 'Pin as a series (3 sessions)' }).check();
    const first = await dayFromToday(page, 10);
    await calendar.fill(pin, { date: first, time: '08:00', group: 'Borealis' });
    await expect.poll(() => pin.getByTestId('series-preview').getByRole('listitem').count()).toBe(3);
    await screenshot(page, 'calendar-pin-series-desktop');
    await pin.getByRole('button', { name: 'Pin 3 sessions' }).click();
    await pin.waitFor({ state: 'detached' });
    await page.setViewportSize(VIEWPORTS.mobile);
    await page.reload();
    await page.getByRole('combobox', { name: 'Client' }).and(page.locator(':enabled')).waitFor();
    await screenshot(page, 'calendar-plan-actions-mobile');
    await page.setViewportSize(VIEWPORTS.desktop);
    for (const [i, date] of [first, addDays(first, 7), addDays(first, 14)].entries()) {
      await calendar.open(monthOf(date));
      await calendar.chip(date, new RegExp(`Week ${i + 1}$`)).waitFor();
    }

    // Screens at both widths and in both themes, axe clean.
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((dark) => localStorage.setItem('darkMode', String(dark)), theme === 'dark');
      for (const viewport of ['desktop', 'mobile'] as const) {
        await page.setViewportSize(VIEWPORTS[viewport]);
        await calendar.open(monthOf(first));
        if (viewport === 'mobile')
          await calendar
            .agenda()
            .getByRole('button', { name: /Week 1$/ })
            .waitFor();
        else await calendar.chip(first, /Week 1$/).waitFor();
        await screenshot(page, `calendar-${viewport}-${theme}`);
        expect(await seriousViolations(page), `${viewport} ${theme}`).toEqual([]);
        await (viewport === 'mobile'
          ? calendar.agenda().getByRole('button').first()
          : calendar.chip(first, /Week 1$/)
        ).click();
        await calendar.eventDialog().waitFor();
        await screenshot(page, `calendar-event-${viewport}-${theme}`);
        expect(await seriousViolations(page), `event ${viewport} ${theme}`).toEqual([]);
        await page.keyboard.press('Escape');
      }
    }
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Create link' }).click();
    expect(await page.getByTestId('feed-url').inputValue()).toMatch(/\/api\/calendar\/feed\/[\w-]{43}\.ics$/);
    await screenshot(page, 'calendar-settings-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('walks the month grid by keyboard and opens an event with Enter', async () => {
    const context = await newContext({ signedIn: true });
    const page = await context.newPage();
    const calendar = new CalendarScreen(page);
    await calendar.open();
    const today = await dayFromToday(page, 0);
    const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    await apiInPage(page, '/api/events', {
      title: 'Kickoff',
      date: addDays(today, 1),
      time: '12:00',
      durationMinutes: 30,
      timeZone: zone,
    });
    await calendar.open();
    await calendar
      .cell(addDays(today, 1))
      .getByRole('button', { name: /Kickoff/ })
      .waitFor();
    await screenshot(page, 'calendar-today-desktop');
    await calendar.cell(today).focus();
    await page.keyboard.press('ArrowRight');
    expect(await calendar.cell(addDays(today, 1)).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowUp');
    expect(await calendar.cell(today).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('PageDown');
    const next = new Date(`${today}T12:00:00Z`);
    next.setUTCMonth(next.getUTCMonth() + 1);
    await page.waitForURL((url) => url.searchParams.get('month') === next.toISOString().slice(0, 7));
    await page.keyboard.press('PageUp');
    await page.keyboard.press('Home');
    const weekStart = await page.evaluate(() => document.activeElement?.getAttribute('data-day'));
    expect(weekStart && weekStart <= today).toBe(true);
    await page.keyboard.press('End');
    const weekEnd = await page.evaluate(() => document.activeElement?.getAttribute('data-day'));
    expect(weekEnd).toBe(addDays(weekStart as string, 6));
    // Only one cell is a tab stop: Tab leaves the grid, Shift+Tab comes back to the same day.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="grid"]')))).toBe(false);
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-day'))).toBe(weekEnd);
    // Over to tomorrow, and Enter opens its event.
    const steps = Math.round((Date.parse(addDays(today, 1)) - Date.parse(weekEnd as string)) / DAY_MS);
    for (let i = 0; i < Math.abs(steps); i++) await page.keyboard.press(steps > 0 ? 'ArrowRight' : 'ArrowLeft');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Kickoff' }).waitFor();
    await context.close();
  });
});
