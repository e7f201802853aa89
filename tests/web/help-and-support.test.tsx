import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../web/app/paths';
import { FEEDBACK_FAILED, FEEDBACK_SENT } from '../../web/features/support/help-page';
import { apiError, deferred, fakeApi, json } from './fake-api';
import { renderApp, signedInSession } from './render-app';

const REPORT = 'POST /api/problem/report';

async function openHelp(session?: typeof signedInSession) {
  const view = await renderApp([paths.faq, paths.helpAndSupport], session);
  await screen.findByRole('heading', { name: 'Help and support' });
  return view;
}

describe('/helpAndSupport', () => {
  it('asks a visitor for an e-mail and checks both fields before sending', async () => {
    const api = fakeApi();
    await openHelp();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sent' }));
    expect(await screen.findByText('Please describe your problem')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sent' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/problem/report')).toHaveLength(0);
  });

  it("sends the visitor's report, shows 'Sending...', toasts the answer and goes back", async () => {
    const answer = deferred<Response>();
    const api = fakeApi({ [REPORT]: () => answer.promise });
    const { router } = await openHelp();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'Visitor@Example.com');
    await user.type(screen.getByLabelText('Describe your problem'), 'The pricing page froze.');
    await user.click(screen.getByRole('button', { name: 'Sent' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    answer.resolve(json({ message: FEEDBACK_SENT }, 201));
    expect(await screen.findByText(FEEDBACK_SENT)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.faq));
    expect(api.callsTo('POST', '/api/problem/report')[0]?.body).toEqual({
      email: 'visitor@example.com',
      description: 'The pricing page froze.',
    });
  });

  it("sends a signed-in user's e-mail from a hidden field, with the token", async () => {
    const api = fakeApi({ [REPORT]: json({ message: FEEDBACK_SENT }, 201) });
    await openHelp(signedInSession);
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.getByText(signedInSession.user?.email ?? '')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Describe your problem'), 'Chats do not load.');
    await user.click(screen.getByRole('button', { name: 'Sent' }));
    await screen.findByText(FEEDBACK_SENT);
    const [call] = api.callsTo('POST', '/api/problem/report');
    expect(call?.body).toEqual({ email: 'ada@example.com', description: 'Chats do not load.' });
    expect(call?.headers.get('Authorization')).toBe('Bearer access-token');
  });

  it("shows SPEC.md's failure message, and the limit's own words when reached", async () => {
    let status = 500;
    fakeApi({
      [REPORT]: () =>
        status === 500
          ? apiError(500, 'internal', 'Something went wrong. Please try again.')
          : apiError(429, 'rate_limited', 'You have sent 5 reports in the last hour.'),
    });
    const { router } = await openHelp(signedInSession);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Describe your problem'), 'Help');
    await user.click(screen.getByRole('button', { name: 'Sent' }));
    expect(await screen.findByText(FEEDBACK_FAILED)).toBeInTheDocument();
    status = 429;
    await user.click(screen.getByRole('button', { name: 'Sent' }));
    expect(await screen.findByText('You have sent 5 reports in the last hour.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.helpAndSupport);
    expect(screen.getByLabelText('Describe your problem')).toHaveValue('Help');
  });

  it('counts the characters and Cancel goes back', async () => {
    const { router } = await openHelp();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Describe your problem'), 'Hello');
    expect(screen.getByText('5 / 5,000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.faq));
  });
});
