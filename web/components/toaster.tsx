import { Toaster as HotToaster } from 'react-hot-toast';

/**
 * SPEC.md section 4: success 2000 ms, error, blank and custom 4000 ms, loading until dismissed,
 * at most 20 kept, removed 1000 ms after dismissal (react-hot-toast's own defaults, pinned here).
 */
export function Toaster() {
  return (
    <HotToaster
      position="top-center"
      toastOptions={{
        duration: 4000,
        removeDelay: 1000,
        success: { duration: 2000 },
        error: { duration: 4000 },
        className: 'dark:!bg-slate-800 dark:!text-slate-100',
      }}
    />
  );
}
