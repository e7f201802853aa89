import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../web/app/paths';
import { useSession } from '../../web/lib/session';
import { apiError, deferred, fakeApi, json } from './fake-api';
import { renderApp, signedInSession } from './render-app';

const ADS_QUESTION = 'Tell us about your business and advertising goals';
const COACH_QUESTION = 'What sport do you coach?';
const saved = { ...signedInSession.user, about_you: 'I coach football' };

describe('/aboutMe', () => {
  it.each([
    ['ads', ADS_QUESTION],
    ['coach', COACH_QUESTION],
  ])("asks the %s persona's question in a modal", async (persona, question) => {
    fakeApi({}, { persona });
    await renderApp(paths.aboutMe, signedInSession);
    expect(await screen.findByRole('dialog', { name: 'About you' })).toHaveAttribute('aria-modal', 'true');
    expect(await screen.findByRole('textbox', { name: question })).toHaveFocus();
  });

  it("requires an answer ('This field is required')", async () => {
    const api = fakeApi();
    await renderApp(paths.aboutMe, signedInSession);
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: ADS_QUESTION })).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('PUT', '/api/user/about')).toHaveLength(0);
  });

  it("shows 'Saving...', then updates the user, toasts the server's message and returns to the origin", async () => {
    const answer = deferred<Response>();
    const api = fakeApi({ 'PUT /api/user/about': () => answer.promise }, { persona: 'coach' });
    const { router } = await renderApp(paths.upgrade, signedInSession);
    await screen.findByRole('banner');
    await router.navigate(paths.aboutMe, { state: { from: paths.upgrade } });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: COACH_QUESTION }), 'I coach football');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    answer.resolve(json({ message: 'Thanks! We will use this to tailor your answers.', user: saved }));
    expect(await screen.findByText('Thanks! We will use this to tailor your answers.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.upgrade));
    expect(api.callsTo('PUT', '/api/user/about')[0]?.body).toEqual({ about_you: 'I coach football' });
    expect(useSession.getState().user?.about_you).toBe('I coach football');
  });

  it('goes to / after saving without an origin', async () => {
    fakeApi({ 'PUT /api/user/about': json({ message: 'Saved.', user: saved }) });
    const { router } = await renderApp(paths.aboutMe, signedInSession);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: ADS_QUESTION }), 'We sell shoes');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.chat));
  });

  it("shows the server's message when saving fails", async () => {
    fakeApi({ 'PUT /api/user/about': apiError(422, 'validation', 'Please keep it under 2,000 characters') });
    const { router } = await renderApp(paths.aboutMe, signedInSession);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: ADS_QUESTION }), 'x');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please keep it under 2,000 characters')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.aboutMe);
  });

  it('asks a signed-out visitor to log in first', async () => {
    await renderApp(paths.aboutMe);
    expect(await screen.findByRole('link', { name: 'Log In' })).toHaveAttribute('href', paths.login);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
