import { useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Sidebar } from '../components/sidebar';
import { TopBar } from '../components/top-bar';
import { SidebarPlanStatus } from '../features/billing/sidebar-plan-status';
import { ChatNav } from '../features/chat/chat-nav';
import { NARROW_QUERY, useMediaQuery } from '../lib/use-media-query';

/** The app pages' frame: top bar, 300 px sidebar (an overlay below 1024 px), and the page. */
export function AppLayout() {
  const narrow = useMediaQuery(NARROW_QUERY);
  const [open, setOpen] = useState(!narrow);
  const { pathname } = useLocation();
  const close = useCallback(() => setOpen(false), []);

  // Crossing the breakpoint resets the sidebar to that width's natural state.
  useEffect(() => setOpen(!narrow), [narrow]);

  // On narrow screens the sidebar closes after every navigation.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation by design
  useEffect(() => {
    if (narrow) close();
  }, [pathname]);

  useEffect(() => {
    if (!(narrow && open)) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [narrow, open, close]);

  return (
    <div className="flex h-dvh flex-col">
      <TopBar sidebarOpen={open} onToggleSidebar={() => setOpen((o) => !o)} />
      <div className="relative flex min-h-0 flex-1">
        {narrow && open && <div aria-hidden className="fixed inset-0 z-30 bg-slate-950/40" onClick={close} />}
        <Sidebar open={open} narrow={narrow} onClose={close} plan={<SidebarPlanStatus />}>
          <ChatNav onPick={narrow ? close : undefined} />
        </Sidebar>
        <main id="main" className="min-w-0 flex-1 overflow-y-auto">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
