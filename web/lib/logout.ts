import { api } from './api';
import { useSession } from './session';
import { toastSuccess } from './toasts';

/** Ends the session on the server (best effort: the local sign-out happens either way). */
export async function logout(): Promise<void> {
  const { refreshToken, signOut } = useSession.getState();
  if (refreshToken) await api.api.auth.logout.$post({ json: { refreshToken } }).catch(() => undefined);
  signOut();
  toastSuccess('Logged out successfully.');
}
