/** Google Identity Services, loaded only when a client id is configured and the login screen shows. */
export const GIS_SCRIPT_URL = 'https://accounts.google.com/gsi/client';

type CredentialResponse = { credential?: string };
type ButtonOptions = { theme: 'outline' | 'filled_black'; size: 'large'; text: 'signin_with'; width: number };

export type GoogleIdentity = {
  initialize: (options: { client_id: string; callback: (response: CredentialResponse) => void }) => void;
  renderButton: (parent: HTMLElement, options: ButtonOptions) => void;
};

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdentity } };
  }
}

let loading: Promise<GoogleIdentity> | null = null;

export function loadGoogleIdentity(): Promise<GoogleIdentity> {
  const ready = window.google?.accounts?.id;
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GIS_SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      const id = window.google?.accounts?.id;
      if (id) resolve(id);
      else reject(new Error('Google Identity Services loaded without accounts.id'));
    };
    script.onerror = () => reject(new Error('Google Identity Services failed to load'));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
