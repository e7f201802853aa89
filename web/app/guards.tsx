import { Navigate, Outlet, useLocation } from 'react-router';
import { selectSignedIn, useSession } from '../lib/session';
import { paths } from './paths';

function useOrigin() {
  const { pathname, search, hash } = useLocation();
  return `${pathname}${search}${hash}`;
}

/** Protected pages: a signed-out user goes to /login, replacing history, with the origin as `from`. */
export function RequireUser() {
  const signedIn = useSession(selectSignedIn);
  const from = useOrigin();
  return signedIn ? <Outlet /> : <Navigate to={paths.login} replace state={{ from }} />;
}

/** Guest-only pages: a signed-in user goes to /, and the origin is remembered. */
export function GuestOnly() {
  const signedIn = useSession(selectSignedIn);
  const from = useOrigin();
  return signedIn ? <Navigate to={paths.chat} replace state={{ from }} /> : <Outlet />;
}
