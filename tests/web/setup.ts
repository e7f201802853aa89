import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { clearAppConfig } from '../../web/lib/app-config';
import { useSession } from '../../web/lib/session';
import { fakeApi } from './fake-api';
import { setViewportWidth } from './viewport';

// jsdom has <dialog> without its methods; these give the open state and the initial focus the real ones give.
const FOCUSABLE = '[autofocus], button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.setAttribute('open', '');
  this.querySelector<HTMLElement>(FOCUSABLE)?.focus();
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  if (!this.hasAttribute('open')) return;
  this.removeAttribute('open');
  this.dispatchEvent(new Event('close'));
};

// A lazy screen's first load transforms its modules on the spot, which can take over the default 1 s.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  setViewportWidth(1440);
  // No test reaches the network: a test stubs the answers it needs on top of this.
  fakeApi();
});

afterEach(() => {
  cleanup();
  toast.remove();
  clearAppConfig();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  useSession.setState({ user: null, accessToken: null, refreshToken: null });
  document.documentElement.className = '';
});

// A closed sweetalert2 dialog gives focus back on a 100 ms timer; one left pending when a file ends would fire
// after jsdom is gone (an unhandled 'HTMLElement is not defined' that fails the run).
afterAll(() => new Promise((resolve) => setTimeout(resolve, 150)));
