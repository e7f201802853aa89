import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from '../../web/app/routes';
import { type Session, useSession } from '../../web/lib/session';

export const signedInSession: Session = {
  user: { name: 'Ada Lovelace', email: 'ada@example.com' },
  accessToken: 'access-token',
  refreshToken: 'refresh-token',
};

/** Renders the real route table at `path`, optionally signed in, and returns the router to inspect. */
export function renderApp(path: string, session?: Partial<Session>) {
  if (session) useSession.setState(session);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(<RouterProvider router={router} />);
  return { router, ...view };
}
