import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../web/app/paths';
import { CALENDAR_MESSAGES } from '../../worker/contract/calendar';
import { CLASSES, calendarSession, group } from './calendar-fixtures';
import { type ApiCall, fakeApi, json } from './fake-api';
import { renderApp } from './render-app';

async function openClasses(persona: string) {
  let classes = CLASSES;
  const api = fakeApi(
    {
      'GET /api/classes': () => json({ classes }),
      'POST /api/classes': (call: ApiCall) => {
        const created = group('k3', (call.body as { name: string }).name);
        classes = [...classes, created];
        return json({ class: created }, 201);
      },
      'DELETE /api/classes/k1': () => {
        classes = classes.filter((c) => c._id !== 'k1');
        return json({ message: CALENDAR_MESSAGES.classDeleted });
      },
    },
    { persona },
  );
  await renderApp(paths.calendarClasses, calendarSession);
  return { api, user: userEvent.setup() };
}

describe('/calendar/classes', () => {
  it('calls them classes for coaches, with age group and sport', async () => {
    const { api, user } = await openClasses('coach');
    expect(await screen.findByRole('heading', { name: 'Classes', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText(/U12 · Football/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Class name'), 'Juniors');
    await user.type(screen.getByLabelText('Sport (optional)'), 'Hockey');
    await user.click(screen.getByRole('button', { name: 'Add class' }));
    expect(api.callsTo('POST', '/api/classes').map((c) => c.body)).toEqual([
      { name: 'Juniors', ageGroup: null, sport: 'Hockey' },
    ]);
    expect(await screen.findByRole('link', { name: 'Juniors' })).toHaveAttribute('href', paths.calendarClass('k3'));
  });

  it('calls them clients for advertisers, and deletes one after a confirm', async () => {
    const { api, user } = await openClasses('ads');
    expect(await screen.findByRole('heading', { name: 'Clients', level: 1 })).toBeInTheDocument();
    expect(screen.queryByLabelText('Sport (optional)')).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Delete Under 12s' }));
    expect(await screen.findByText(/action plans and events stay on your calendar, unassigned/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const popup = document.querySelector('.swal2-popup');
    if (popup) fireEvent.animationEnd(popup);
    await waitFor(() => expect(api.callsTo('DELETE', '/api/classes/k1')).toHaveLength(1));
    await waitFor(() =>
      expect(within(screen.getByTestId('class-list')).queryByRole('link', { name: 'Under 12s' })).toBeNull(),
    );
  });
});
