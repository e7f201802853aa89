import { useEffect, useState } from 'react';
import { loadAppConfig } from '../lib/app-config';
import { loadPersonaPack, type PersonaPack } from './persona-pack';

/** The deployment's persona pack, or undefined while it loads; the default pack if the config cannot be read. */
export function usePersonaPack(): PersonaPack | undefined {
  const [pack, setPack] = useState<PersonaPack>();
  useEffect(() => {
    let live = true;
    void loadAppConfig()
      .then((config) => loadPersonaPack(config?.persona))
      .then((loaded) => live && setPack(loaded));
    return () => {
      live = false;
    };
  }, []);
  return pack;
}
