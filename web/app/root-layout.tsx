import { Outlet } from 'react-router';
import { SWRConfig } from 'swr';
import { Toaster } from '../components/toaster';
import { swrConfig } from '../lib/swr';

export function RootLayout() {
  return (
    <SWRConfig value={swrConfig}>
      <Outlet />
      <Toaster />
    </SWRConfig>
  );
}
