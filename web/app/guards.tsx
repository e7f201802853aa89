import { useState } from 'react';
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

/** Checked on arrival only, so a page the user signs in on (login, sign-up) sends them on itself. */
export function GuestOnly() {
  const signedIn = useSession(selectSignedIn);
  const from = useOrigin();
  const { key } = useLocation();
  const [arrival, setArrival] = useState({ key, signedIn });
  if (arrival.key !== key) setArrival({ key, signedIn });
  const bounce = arrival.key === key ? arrival.signedIn : signedIn;
  return bounce ? <Navigate to={paths.chat} replace state={{ from }} /> : <Outlet />;
}
