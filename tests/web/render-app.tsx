import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { routes } from '../../web/app/routes';
import { type Session, useSession } from '../../web/lib/session';

export const signedInSession: Session = {
  user: { name: 'Ada Lovelace', email: 'ada@example.com' },
  accessToken: 'access-token',
  refreshToken: 'refresh-token',
};

/**
 * Renders the real route table at `path` (entries before it make a history to go back through),
 * optionally signed in, with an empty SWR cache, and returns the router once its lazy routes have loaded.
 * `appCache`: SWR's own cache instead, the one the built app reads through (for what clears it).
 */
export async function renderApp(
  path: string | string[],
  session?: Partial<Session>,
  { appCache = false }: { appCache?: boolean } = {},
) {
  if (session) useSession.setState(session);
  const entries = Array.isArray(path) ? path : [path];
  const router = createMemoryRouter(routes, { initialEntries: entries, initialIndex: entries.length - 1 });
  const app = <RouterProvider router={router} />;
  const view = render(appCache ? app : <SWRConfig value={{ provider: () => new Map() }}>{app}</SWRConfig>);
  // Inside act, so React has committed the loaded screen when this returns.
  await act(
    () =>
      new Promise<void>((resolve) => {
        const settled = () => router.state.initialized && router.state.navigation.state === 'idle';
        if (settled()) return resolve();
        const unsubscribe = router.subscribe(() => {
          if (!settled()) return;
          unsubscribe();
          resolve();
        });
      }),
  );
  return { router, ...view };
}
