import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../web/app/paths';
import { CALENDAR_MESSAGES } from '../../worker/contract/calendar';
import { CLASSES, calendarSession, EVENTS, event, NOW } from './calendar-fixtures';
import { type ApiCall, fakeApi, json } from './fake-api';
import { renderApp } from './render-app';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

async function openEvent(title: RegExp, persona = 'coach') {
  let events = EVENTS;
  const api = fakeApi(
    {
      'GET /api/events': () => json({ events, timeZone: 'Europe/London' }),
      'GET /api/classes': json({ classes: CLASSES }),
      'GET /api/plans/p1': json({ plan: { _id: 'p1', chatId: 'c1', chatName: 'Pre-season', title: 'Fitness' } }),
      'PATCH /api/events/e1': (call: ApiCall) => {
        const body = call.body as { date: string; time: string };
        events = [event('e1', 'Passing drills', body.date, body.time, { classId: 'k2' }), ...EVENTS.slice(1)];
        return json({ event: events[0] });
      },
      'DELETE /api/events/e2': (call: ApiCall) => {
        const all = call.search.get('series') === 'all';
        events = events.filter((e) => (all ? e.seriesId !== 's1' : e._id !== 'e2'));
        return json({
          message: all ? CALENDAR_MESSAGES.seriesDeleted : CALENDAR_MESSAGES.eventDeleted,
          deletedIds: all ? ['e2', 'e3'] : ['e2'],
        });
      },
    },
    { persona },
  );
  await renderApp(paths.calendar, calendarSession);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: title }));
  const dialog = await screen.findByRole('dialog');
  return { api, user, dialog };
}

describe('an event on /calendar', () => {
  it('shows its plan, the chat it came from, its class and reminder', async () => {
    const { dialog } = await openEvent(/Fitness: Week 1/);
    expect(within(dialog).getByRole('link', { name: 'Open session 1' })).toHaveAttribute(
      'href',
      `${paths.chatEditorPlan('p1')}?session=0`,
    );
    expect(await within(dialog).findByRole('link', { name: "From the chat 'Pre-season'" })).toHaveAttribute(
      'href',
      paths.chatById('c1'),
    );
    expect(within(dialog).getByRole('link', { name: 'Seniors' })).toHaveAttribute('href', paths.calendarClass('k2'));
    expect(dialog).toHaveTextContent('No reminder');
  });

  it('moves through the edit dialog on the user’s wall clock, and the calendar reads again', async () => {
    const { dialog, user, api } = await openEvent(/Passing drills/);
    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('dialog', { name: 'Edit event' });
    const date = within(form).getByLabelText('Date') as HTMLInputElement;
    expect(date.value).toBe('2026-11-25');
    fireEvent.change(date, { target: { value: '2026-11-26' } });
    await user.clear(within(form).getByLabelText('Start time'));
    await user.type(within(form).getByLabelText('Start time'), '09:30');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Class (optional)' }), 'Seniors');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Reminder' }), '1 day before');
    const reads = api.callsTo('GET', '/api/events').length;
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(api.callsTo('PATCH', '/api/events/e1').map((c) => c.body)).toEqual([
      {
        date: '2026-11-26',
        time: '09:30',
        timeZone: 'Europe/London',
        durationMinutes: 60,
        classId: 'k2',
        reminderMinutes: 1440,
      },
    ]);
    await waitFor(() => expect(api.callsTo('GET', '/api/events').length).toBeGreaterThan(reads));
    const moved = document.querySelector('[data-day="2026-11-26"]') as HTMLElement;
    expect(await within(moved).findByRole('button', { name: /Passing drills/ })).toBeInTheDocument();
  });

  it('asks once whether to delete one event or its whole series, and deletes the series', async () => {
    const { dialog, user, api } = await openEvent(/Fitness: Week 1/);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const question = within(dialog).getByRole('group', {
      name: 'Delete only this event, or every event of its series?',
    });
    await user.click(within(question).getByRole('button', { name: 'The whole series' }));
    expect(api.callsTo('DELETE', '/api/events/e2').map((c) => c.search.get('series'))).toEqual(['all']);
    expect(await screen.findByText(CALENDAR_MESSAGES.seriesDeleted)).toBeInTheDocument();
    expect(document.querySelector('.swal2-container')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('button', { name: /Fitness: Week/ })).toBeNull());
  });

  it('deletes only the one event when asked so', async () => {
    const { dialog, user, api } = await openEvent(/Fitness: Week 1/);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await user.click(within(dialog).getByRole('button', { name: 'Only this event' }));
    expect(api.callsTo('DELETE', '/api/events/e2').map((c) => c.search.get('series'))).toEqual([null]);
    expect(await screen.findByRole('button', { name: /Fitness: Week 2/ })).toBeInTheDocument();
  });

  it('asks a single event a plain yes or no', async () => {
    const { dialog, user } = await openEvent(/Passing drills/);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(within(dialog).getByRole('group', { name: 'Delete this event?' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'The whole series' })).toBeNull();
  });
});
