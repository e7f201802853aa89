import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../web/app/paths';
import { CALENDAR_MESSAGES } from '../../worker/contract/calendar';
import { CLASSES, calendarSession, event, NOW } from './calendar-fixtures';
import { fakeApi, json } from './fake-api';
import { renderApp } from './render-app';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

const plan = (body: string, classId: string | null = null) => ({
  _id: 'p1',
  title: 'Fitness block',
  body,
  chatId: 'c1',
  messageId: 'm1',
  chatName: 'Pre-season',
  classId,
  version: 1,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
});
const THREE_WEEKS =
  '# Fitness block\n\nIntro.\n\n## Week 1: Base\nJog.\n\n## Week 2: Build\nIntervals.\n\n## Week 3\nRace.';

async function openPin({ body = THREE_WEEKS, persona = 'ads', classId = null as string | null, answers = {} } = {}) {
  const api = fakeApi(
    {
      'GET /api/plans/p1': json({ plan: plan(body, classId) }),
      'GET /api/classes': json({ classes: CLASSES }),
      'POST /api/events': () => json({ event: event('e9', 'Fitness block', '2026-11-25', '11:00') }, 201),
      'POST /api/events/series': () => json({ seriesId: 's1', events: [event('e1', 'a', '2026-12-01', '18:00')] }, 201),
      ...answers,
    },
    { persona },
  );
  await renderApp(paths.chatEditorPlan('p1'), calendarSession);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Pin to calendar' }));
  const dialog = await screen.findByRole('dialog', { name: 'Pin to calendar' });
  return { api, user, dialog };
}

const field = (dialog: HTMLElement, name: string | RegExp) => within(dialog).getByLabelText(name) as HTMLInputElement;

describe('Pin to calendar', () => {
  it('defaults to 30 minutes for advertisers, the next whole hour today, no reminder, and asks for a client', async () => {
    const { dialog, user, api } = await openPin();
    expect(field(dialog, 'Duration (minutes)').value).toBe('30');
    expect(field(dialog, 'Date').value).toBe('2026-11-25');
    expect(field(dialog, 'Start time').value).toBe('11:00');
    expect(within(dialog).getByRole('combobox', { name: 'Reminder' })).toHaveDisplayValue('No reminder');
    expect(within(dialog).getByRole('combobox', { name: 'Client (optional)' })).toHaveDisplayValue('No client');
    expect(dialog).toHaveTextContent('Times are in Europe/London.');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Reminder' }), '1 hour before');
    await user.click(within(dialog).getByRole('button', { name: 'Pin' }));
    expect(api.callsTo('POST', '/api/events').map((c) => c.body)).toEqual([
      {
        planId: 'p1',
        date: '2026-11-25',
        time: '11:00',
        durationMinutes: 30,
        timeZone: 'Europe/London',
        classId: null,
        reminderMinutes: 60,
      },
    ]);
    expect(await screen.findByText('Pinned to your calendar')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Pin to calendar' })).toBeNull();
  });

  it('defaults to 60 minutes for coaches, asks for a class, and starts on the plan’s class', async () => {
    const { dialog } = await openPin({ persona: 'coach', classId: 'k2' });
    expect(field(dialog, 'Duration (minutes)').value).toBe('60');
    expect(within(dialog).getByRole('combobox', { name: 'Class (optional)' })).toHaveDisplayValue('Seniors');
  });

  it('previews a series: each session on the next chosen weekday, then pins it once', async () => {
    const { dialog, user, api } = await openPin();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Pin as a series (3 sessions)' }));
    expect(field(dialog, 'First date')).toBeInTheDocument();
    await user.clear(field(dialog, 'Start time'));
    await user.type(field(dialog, 'Start time'), '18:00');
    // 25 November is a Wednesday: it starts checked; Friday added.
    expect(within(dialog).getByRole('checkbox', { name: 'Wed' })).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Fri' }));
    const preview = within(dialog).getByTestId('series-preview');
    expect(
      within(preview)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Week 1: BaseWed, Nov 25, 18:00', 'Week 2: BuildFri, Nov 27, 18:00', 'Week 3Wed, Dec 2, 18:00']);
    await user.click(within(dialog).getByRole('button', { name: 'Pin 3 sessions' }));
    expect(api.callsTo('POST', '/api/events/series').map((c) => c.body)).toEqual([
      {
        planId: 'p1',
        firstDate: '2026-11-25',
        weekdays: [3, 5],
        time: '18:00',
        durationMinutes: 30,
        timeZone: 'Europe/London',
        classId: null,
        reminderMinutes: null,
      },
    ]);
    expect(api.callsTo('POST', '/api/events')).toHaveLength(0);
  });

  it('offers no series for a plan without sessions', async () => {
    const { dialog } = await openPin({ body: '# One day\n\nJust this.' });
    expect(within(dialog).queryByRole('checkbox', { name: /Pin as a series/ })).toBeNull();
  });

  it('shows the Worker’s message beside the field it refused', async () => {
    const refuse = () =>
      json(
        {
          code: 'validation',
          message: 'Check the fields.',
          fields: { durationMinutes: CALENDAR_MESSAGES.badDuration },
        },
        422,
      );
    const { dialog, user } = await openPin({ answers: { 'POST /api/events': refuse } });
    await user.click(within(dialog).getByRole('button', { name: 'Pin' }));
    expect(await within(dialog).findByText(CALENDAR_MESSAGES.badDuration)).toBeInTheDocument();
    expect(field(dialog, 'Duration (minutes)')).toHaveAttribute('aria-invalid', 'true');
  });

  it('assigns the plan to a class from the editor, and takes it out again', async () => {
    const answers = {
      'PUT /api/classes/k2/plans/p1': json({ planId: 'p1', classId: 'k2' }),
      'DELETE /api/classes/k1/plans/p1': json({ planId: 'p1', classId: null }),
    };
    const { api, user } = await openPin({ persona: 'coach', classId: 'k1', answers });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    const select = screen.getByRole('combobox', { name: 'Class' });
    await waitFor(() => expect(select).toBeEnabled());
    await user.selectOptions(select, 'Seniors');
    await waitFor(() => expect(api.callsTo('PUT', '/api/classes/k2/plans/p1')).toHaveLength(1));
    await user.selectOptions(select, 'None');
    await waitFor(() => expect(api.callsTo('DELETE', '/api/classes/k1/plans/p1')).toHaveLength(1));
  });
});
