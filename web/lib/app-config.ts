import type { InferResponseType } from 'hono/client';
import { useEffect, useState } from 'react';
import { api, call } from './api';

export type AppConfig = InferResponseType<typeof api.api.config.$get, 200>;

// Fixed for a deployment, so fetched once per page load. Plain fetch keeps SWR off the sign-in pages.
let pending: Promise<AppConfig | undefined> | null = null;
let loaded: AppConfig | undefined;

/** The settings, fetched once; undefined when they could not be read (the next call tries again). */
export function loadAppConfig(): Promise<AppConfig | undefined> {
  pending ??= call(api.api.config.$get())
    .then((config) => {
      loaded = config;
      return config;
    })
    .catch(() => {
      pending = null; // try again on the next screen
      return undefined;
    });
  return pending;
}

export function clearAppConfig() {
  pending = null;
  loaded = undefined;
}

/** The server's public settings (code length, Google client id, persona), or undefined until they arrive. */
export function useAppConfig(): AppConfig | undefined {
  const [config, setConfig] = useState(loaded);
  useEffect(() => {
    let live = true;
    void loadAppConfig().then((value) => live && setConfig(value));
    return () => {
      live = false;
    };
  }, []);
  return config;
}
