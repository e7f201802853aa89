import useSWR from 'swr';
import { apiFetch } from './api';

/** SWR keys are API paths; this fetcher reads them through the one API client. */
export const fetchJson = async (path: string) => (await apiFetch(path)).json();

export const swrConfig = { fetcher: fetchJson, revalidateOnFocus: false, dedupingInterval: 2000 } as const;

export type AppConfig = { otpLength: number; googleClientId: string | null; persona: string };

/** The server's public settings (code length, Google client id, persona), fetched once. */
export function useAppConfig(): AppConfig | undefined {
  return useSWR<AppConfig>('/api/config', { revalidateIfStale: false }).data;
}
