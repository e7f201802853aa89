import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../app/paths';

/** Back one page, or to `fallback` when this page was the first one opened. */
export function useGoBack(fallback: string = paths.chat) {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    if (key === 'default') void navigate(fallback);
    else void navigate(-1);
  }, [key, navigate, fallback]);
}
