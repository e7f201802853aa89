import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useToastsRequested } from '../lib/toasts';

const Toaster = lazy(async () => ({ default: (await import('../components/toaster')).Toaster }));

export function RootLayout() {
  const toasts = useToastsRequested();
  return (
    <>
      <Outlet />
      {toasts && (
        <Suspense>
          <Toaster />
        </Suspense>
      )}
    </>
  );
}
