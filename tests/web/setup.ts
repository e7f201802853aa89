import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { useSession } from '../../web/lib/session';
import { setViewportWidth } from './viewport';

beforeEach(() => {
  setViewportWidth(1440);
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  useSession.setState({ user: null, accessToken: null, refreshToken: null });
  document.documentElement.className = '';
});
