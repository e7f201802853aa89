import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../web/app/paths';
import { NO_CONTENT, POLICIES } from '../../web/features/policy/policy-page';
import { apiError, deferred, fakeApi, json } from './fake-api';
import { renderApp } from './render-app';

const policy = (content: string) => json({ success: true, policy: { content, updatedAt: '2026-11-22T00:00:00.000Z' } });

describe.each([
  [paths.termsAndConditions, POLICIES.terms],
  [paths.terms, POLICIES.terms],
  [paths.privacy, POLICIES.privacy],
])('%s', (path, { path: apiPath, title, failed }) => {
  it('shows a loading state, then the HTML content, without needing a token', async () => {
    const answer = deferred<Response>();
    const api = fakeApi({ [`GET ${apiPath}`]: () => answer.promise });
    await renderApp(path);
    expect(await screen.findByRole('status')).toHaveTextContent(`Loading ${title}...`);
    answer.resolve(policy(`<h1>${title}</h1><h2>1. Contact</h2><p>Write to <a href="mailto:x@y.z">us</a>.</p>`));
    expect(await screen.findByRole('heading', { level: 2, name: '1. Contact' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'us' })).toHaveAttribute('href', 'mailto:x@y.z');
    expect(api.callsTo('GET', apiPath)[0]?.headers.get('Authorization')).toBeNull();
  });

  it(`shows '${failed}' with the error, and tries again`, async () => {
    let fail = true;
    fakeApi({
      [`GET ${apiPath}`]: () =>
        fail ? apiError(503, 'unavailable', 'Service unavailable.') : policy(`<h1>${title}</h1>`),
    });
    await renderApp(path);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(failed);
    expect(alert).toHaveTextContent(`Error fetching ${title}: Service unavailable.`);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it(`shows '${NO_CONTENT}' when there is none`, async () => {
    fakeApi({ [`GET ${apiPath}`]: apiError(404, 'not_found', NO_CONTENT) });
    await renderApp(path);
    expect(await screen.findByText(NO_CONTENT)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });
});
