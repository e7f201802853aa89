import useSWR, { type SWRConfiguration } from 'swr';
import { apiFetch } from './api';

/** SWR keys are API paths; this fetcher reads them through the one API client. */
export const fetchJson = async <T>(path: string): Promise<T> => (await apiFetch(path)).json() as Promise<T>;

/** An API path's JSON, cached and revalidated by SWR. */
export function useApi<T>(path: string | null, options?: SWRConfiguration<T>) {
  return useSWR<T>(path, fetchJson<T>, { revalidateOnFocus: false, ...options });
}
