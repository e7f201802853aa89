import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Sidebar } from '../web/components/sidebar';
import type { ChatListEntry } from '../web/features/chat/chat-api';
import { ChatNav } from '../web/features/chat/chat-nav';
import { ROWS_PER_PAGE } from '../web/features/chat/use-row-limit';
import { useSession } from '../web/lib/session';
import type {} from './bench-types';

const SUBJECTS = ['Budget pacing', 'Bidding strategy', 'Retargeting audiences', 'Shopping feed', 'Video creative'];
const DETAILS = ['for Q3', 'after the price change', 'in Germany', 'for the spring sale', 'on mobile', 'with $5k'];

/** 1,000 chats over the last months, as the sidebar would load them. */
function chats(count = 1000): ChatListEntry[] {
  const now = Date.now();
  return Array.from({ length: count }, (_, i) => ({
    _id: `chat-${i}`,
    chat_name: `${SUBJECTS[i % SUBJECTS.length]} ${DETAILS[(i * 7) % DETAILS.length]} #${i}`,
    timestamp: new Date(now - i * 5 * 60 * 60 * 1000).toISOString(),
    saved: false,
    agent: 'advisor',
  }));
}

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

export function mount() {
  const list = chats();
  window.keystrokes = 0;
  window.fetch = async (input) => {
    const { pathname } = new URL(String(input), location.href);
    if (pathname === '/api/chatbot/all-chats') return json({ chatHistories: list, nextCursor: null });
    // The server's text matches arrive later (debounced, then a round trip); they are not what is timed.
    await new Promise((resolve) => setTimeout(resolve, 20));
    return json({ results: [] });
  };
  useSession.setState({ user: { name: 'Bench', email: 'bench@example.com' }, accessToken: 'bench' });

  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <div className="flex h-dvh">
          <Sidebar open narrow={false} onClose={() => {}}>
            <ChatNav />
          </Sidebar>
        </div>
      ),
    },
  ]);
  createRoot(document.getElementById('root') as HTMLElement).render(<RouterProvider router={router} />);

  // Marks: the keystroke, the DOM change (the name matches committed), and the frame that shows
  // them (a message posted from requestAnimationFrame runs after that frame's paint).
  let pending = false;
  document.addEventListener(
    'keydown',
    () => {
      pending = true;
      performance.mark('key:start');
    },
    true,
  );
  const observer = new MutationObserver(() => {
    if (!pending) return;
    pending = false;
    performance.mark('key:dom');
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        performance.mark('key:shown');
        window.keystrokes++;
      };
      channel.port2.postMessage(null);
    });
  });
  const ready = () => {
    const rows = document.querySelectorAll('[data-testid="chat-list"] a').length;
    if (rows < ROWS_PER_PAGE / 2) return requestAnimationFrame(ready);
    observer.observe(document.querySelector('nav') as HTMLElement, {
      childList: true,
      subtree: true,
      characterData: true,
    });
    window.searchReady = true;
  };
  requestAnimationFrame(ready);
}
