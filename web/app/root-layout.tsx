import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useToastsRequested } from '../lib/toasts';
import { useUserGeneration } from './forget-previous-user';

const Toaster = lazy(async () => ({ default: (await import('../components/toaster')).Toaster }));

export function RootLayout() {
  const toasts = useToastsRequested();
  const generation = useUserGeneration();
  return (
    <>
      <Outlet key={generation} />
      {toasts && (
        <Suspense>
          <Toaster />
        </Suspense>
      )}
    </>
  );
}
