import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../web/app/paths';
import { SUBSCRIBE_TEXT } from '../../web/features/account/calendar-settings';
import { calendarSession } from './calendar-fixtures';
import { fakeApi, json } from './fake-api';
import { renderApp } from './render-app';

const URL_1 = 'http://localhost/api/calendar/feed/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.ics';

async function openSettings(exists: boolean) {
  const api = fakeApi({
    'GET /api/calendar/feed': json({ exists, createdAt: exists ? '2026-11-01T10:00:00.000Z' : null }),
    'POST /api/calendar/feed': json({ url: URL_1, createdAt: '2026-11-25T10:00:00.000Z' }, 201),
    'PUT /api/user/time-zone': json({
      message: 'Time zone saved.',
      user: { ...calendarSession.user, timeZone: 'America/New_York' },
    }),
  });
  await renderApp(paths.settings, calendarSession);
  await screen.findByText(new RegExp(SUBSCRIBE_TEXT));
  return { api, user: userEvent.setup() };
}

/** Answers the confirm dialog; jsdom never ends sweetalert2's closing animation, so this does. */
async function answerDialog(button: 'Reset link' | 'Cancel') {
  const buttons = await screen.findAllByRole('button', { name: button });
  await userEvent.click(buttons.at(-1) as HTMLElement);
  const popup = document.querySelector('.swal2-popup');
  if (popup) fireEvent.animationEnd(popup);
  await waitFor(() => expect(document.querySelector('.swal2-container')).toBeNull());
}

describe('Settings: calendar', () => {
  it('creates the private feed link and shows it once, to copy', async () => {
    const { api, user } = await openSettings(false);
    await user.click(await screen.findByRole('button', { name: 'Create link' }));
    expect(await screen.findByTestId('feed-url')).toHaveValue(URL_1);
    expect(api.callsTo('POST', '/api/calendar/feed')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('resets the link only after a confirm that says the old one stops working', async () => {
    const { api, user } = await openSettings(true);
    await user.click(await screen.findByRole('button', { name: 'Reset link' }));
    expect(await screen.findByText(/The old link stops working at once/)).toBeInTheDocument();
    await answerDialog('Cancel');
    expect(api.callsTo('POST', '/api/calendar/feed')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Reset link' }));
    await answerDialog('Reset link');
    expect(await screen.findByTestId('feed-url')).toHaveValue(URL_1);
    expect(api.callsTo('POST', '/api/calendar/feed')).toHaveLength(1);
  });

  it('shows the profile’s time zone and saves another', async () => {
    const { api, user } = await openSettings(true);
    const select = screen.getByRole('combobox', { name: 'Time zone' });
    expect(select).toHaveValue('Europe/London');
    await user.selectOptions(select, 'America/New_York');
    await waitFor(() =>
      expect(api.callsTo('PUT', '/api/user/time-zone').map((c) => c.body)).toEqual([{ timeZone: 'America/New_York' }]),
    );
    await waitFor(() => expect(select).toHaveValue('America/New_York'));
  });
});
