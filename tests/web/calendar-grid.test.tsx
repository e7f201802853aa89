import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../web/app/paths';
import { CLASSES, calendarSession, EVENTS, NOW } from './calendar-fixtures';
import { fakeApi, json } from './fake-api';
import { renderApp } from './render-app';
import { setViewportWidth } from './viewport';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

async function openCalendar({ events = EVENTS, persona = 'ads' } = {}) {
  const api = fakeApi(
    { 'GET /api/events': json({ events, timeZone: 'Europe/London' }), 'GET /api/classes': json({ classes: CLASSES }) },
    { persona },
  );
  const view = await renderApp(paths.calendar, calendarSession);
  await screen.findByRole('heading', { name: 'November 2026' });
  return { ...view, api, user: userEvent.setup() };
}

const grid = () => screen.getByRole('grid', { name: 'November 2026' });
const cell = (day: string) => document.querySelector(`[data-day="${day}"]`) as HTMLElement;

describe('/calendar', () => {
  it('asks for the whole weeks of the month on the user’s zone and marks today', async () => {
    const { api } = await openCalendar();
    const query = api.callsTo('GET', '/api/events')[0]?.search;
    expect(Object.fromEntries(query ?? [])).toEqual({
      from: '2026-11-01',
      to: '2026-12-05',
      timeZone: 'Europe/London',
    });
    expect(cell('2026-11-25')).toHaveAttribute('aria-current', 'date');
    expect(within(cell('2026-11-25')).getByRole('button', { name: /Passing drills/ })).toBeInTheDocument();
    expect(grid()).toBeInTheDocument();
  });

  it('walks the month grid by keyboard: arrows, Home/End, Page Up/Down, and Enter opens the day’s first event', async () => {
    const { user } = await openCalendar();
    act(() => cell('2026-11-25').focus());
    await user.keyboard('{ArrowRight}');
    expect(cell('2026-11-26')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(cell('2026-11-19')).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowDown}');
    expect(cell('2026-11-25')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(cell('2026-11-22')).toHaveFocus();
    await user.keyboard('{End}');
    expect(cell('2026-11-28')).toHaveFocus();
    // Only one cell is in the tab order.
    expect(grid().querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    await user.keyboard('{PageDown}');
    expect(await screen.findByRole('heading', { name: 'December 2026' })).toBeInTheDocument();
    expect(cell('2026-12-28')).toHaveFocus();
    await user.keyboard('{PageUp}');
    expect(await screen.findByRole('heading', { name: 'November 2026' })).toBeInTheDocument();
    expect(cell('2026-11-28')).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Passing drills' });
    expect(dialog).toHaveTextContent(/Wed, Nov 25, 2026, 5:00\s–\s6:00\sPM/);
    expect(dialog).toHaveTextContent('Europe/London');
  });

  it('shows the agenda by default below 640 px, and the month grid when asked', async () => {
    setViewportWidth(360);
    const { user } = await openCalendar();
    expect(screen.queryByRole('grid')).toBeNull();
    const agenda = screen.getByTestId('agenda');
    expect(
      within(agenda)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([expect.stringContaining('Passing drills'), expect.stringContaining('Fitness: Week 1')]);
    expect(screen.getByRole('button', { name: 'Agenda' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Month' }));
    expect(grid()).toBeInTheDocument();
  });

  it('shows the month grid by default on a wide screen', async () => {
    await openCalendar();
    expect(screen.queryByTestId('agenda')).toBeNull();
    expect(screen.getByRole('button', { name: 'Month' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('filters by class, in the persona’s words', async () => {
    const { user } = await openCalendar({ persona: 'coach' });
    const filter = screen.getByRole('combobox', { name: 'Show class' });
    expect(within(filter).getByRole('option', { name: 'All classes' })).toBeInTheDocument();
    await user.selectOptions(filter, 'Seniors');
    expect(screen.queryByRole('button', { name: /Passing drills/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Fitness: Week 1/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Classes' })).toHaveAttribute('href', paths.calendarClasses);
  });

  it('says how to pin a plan when the month is empty', async () => {
    await openCalendar({ events: [] });
    const empty = screen.getByTestId('calendar-empty');
    expect(empty).toHaveTextContent('Nothing pinned this month.');
    expect(empty).toHaveTextContent("Open an action plan in the Chat editor and choose 'Pin to calendar'");
    expect(within(empty).getByRole('link', { name: 'Chat editor' })).toHaveAttribute('href', paths.chatEditor);
  });

  it('moves between months with the buttons and comes back with Today', async () => {
    const { user, api } = await openCalendar();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('heading', { name: 'December 2026' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/events').at(-1)?.search.get('from')).toBe('2026-11-29');
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(await screen.findByRole('heading', { name: 'November 2026' })).toBeInTheDocument();
  });
});
