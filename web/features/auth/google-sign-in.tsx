import { useEffect, useRef, useState } from 'react';
import { api, call } from '../../lib/api';
import type { Session } from '../../lib/session';
import { toastError } from '../../lib/toasts';
import { loadGoogleIdentity } from './google-identity';

const GOOGLE_FAILED = 'Failed to login with Google. Please try again.';
const BUTTON_MAX_WIDTH = 400;

type GoogleSignInProps = { clientId: string; onSignedIn: (session: Session) => void };

/** Google's own button; its ID token is exchanged with our API, which verifies it. */
export function GoogleSignIn({ clientId, onSignedIn }: GoogleSignInProps) {
  const slot = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const onSignedInRef = useRef(onSignedIn);
  onSignedInRef.current = onSignedIn;

  useEffect(() => {
    let active = true;
    loadGoogleIdentity()
      .then((gis) => {
        const parent = slot.current;
        if (!active || !parent) return;
        gis.initialize({
          client_id: clientId,
          callback: async ({ credential }) => {
            try {
              if (!credential) throw new Error('Google returned no credential');
              const { user, accessToken, refreshToken } = await call(
                api.api.auth.oauth.google.$post({ json: { credential } }),
              );
              onSignedInRef.current({ user, accessToken, refreshToken });
            } catch {
              toastError(GOOGLE_FAILED);
            }
          },
        });
        gis.renderButton(parent, {
          theme: document.documentElement.classList.contains('dark') ? 'filled_black' : 'outline',
          size: 'large',
          text: 'signin_with',
          width: Math.min(parent.clientWidth || BUTTON_MAX_WIDTH, BUTTON_MAX_WIDTH),
        });
      })
      .catch(() => active && setFailed(true));
    return () => {
      active = false;
    };
  }, [clientId]);

  if (failed) return null;
  return (
    <div>
      <div className="my-6 flex items-center gap-3 text-sm text-slate-500 dark:text-slate-400">
        <span className="h-px flex-1 bg-slate-200 dark:bg-slate-800" />
        or
        <span className="h-px flex-1 bg-slate-200 dark:bg-slate-800" />
      </div>
      <div ref={slot} data-testid="google-sign-in" className="flex min-h-11 justify-center" />
    </div>
  );
}
