import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { PublicUser } from '../../worker/lib/users';

/** SPEC.md section 3: the stored 'auth' entry, and the whole state under 'chat-app-root'. */
export const AUTH_KEY = 'auth';
export const STATE_KEY = 'chat-app-root';

/** The API's user (worker/lib/users.ts); only name and e-mail are sure to be there. */
export type SessionUser = Pick<PublicUser, 'name' | 'email'> & Partial<PublicUser>;

export type Session = {
  user: SessionUser | null;
  accessToken: string | null;
  refreshToken: string | null;
};

type SessionActions = {
  signIn: (session: Session) => void;
  setTokens: (tokens: { accessToken: string; refreshToken: string }) => void;
  updateUser: (patch: Partial<SessionUser>) => void;
  signOut: () => void;
};

const signedOut: Session = { user: null, accessToken: null, refreshToken: null };

export const useSession = create<Session & SessionActions>()(
  persist(
    (set) => ({
      ...signedOut,
      signIn: (session) => {
        localStorage.setItem(AUTH_KEY, JSON.stringify(session));
        set(session);
      },
      setTokens: (tokens) =>
        set((s) => {
          // A refresh that ends after a sign-out must not bring the old session back.
          if (!s.refreshToken) return s;
          localStorage.setItem(AUTH_KEY, JSON.stringify({ ...tokens, user: s.user }));
          return tokens;
        }),
      updateUser: (patch) => set((s) => (s.user ? { user: { ...s.user, ...patch } } : s)),
      signOut: () => {
        localStorage.removeItem(AUTH_KEY);
        set(signedOut);
      },
    }),
    {
      name: STATE_KEY,
      partialize: ({ user, accessToken, refreshToken }): Session => ({ user, accessToken, refreshToken }),
    },
  ),
);

/** The guard's rule (SPEC.md section 2): signed in when a user or an access token exists. */
export const selectSignedIn = (s: Session) => Boolean(s.user || s.accessToken);

/** The same person: by id, or by e-mail for a user stored before ids were. */
function sameUser(a: SessionUser | null, b: SessionUser | null): boolean {
  if (!a || !b) return a === b;
  return a.id && b.id ? a.id === b.id : a.email.toLowerCase() === b.email.toLowerCase();
}

/**
 * Calls `forget` when the signed-in user changes: a sign-out by any path (logout, a refused refresh,
 * another tab) or another user signing in. A token refresh or a profile update is no change.
 */
export function onUserChange(forget: (user: SessionUser | null, previous: SessionUser | null) => void): () => void {
  let current = useSession.getState().user;
  return useSession.subscribe(({ user }) => {
    const previous = current;
    current = user;
    if (!sameUser(previous, user)) forget(user, previous);
  });
}

export function getAccessToken(): string | null {
  return useSession.getState().accessToken ?? readAuthEntry()?.accessToken ?? null;
}

/** The stored 'auth' entry; localStorage is written synchronously, so it holds what any tab stored last. */
export function readAuthEntry(): Partial<Session> | null {
  try {
    return JSON.parse(localStorage.getItem(AUTH_KEY) ?? 'null') as Partial<Session> | null;
  } catch {
    return null;
  }
}

// A sign-in or sign-out in another tab applies here too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STATE_KEY) void useSession.persist.rehydrate();
  });
}
