import { useEffect, useState } from 'react';
import { loadAppConfig } from '../lib/app-config';
import { loadPersonaContent, type PersonaContent } from './persona';

/** The deployment's persona content, or undefined while it loads; the default persona's if the config cannot be read. */
export function usePersonaContent(): PersonaContent | undefined {
  const [content, setContent] = useState<PersonaContent>();
  useEffect(() => {
    let live = true;
    void loadAppConfig()
      .then((config) => loadPersonaContent(config?.persona))
      .then((loaded) => live && setContent(loaded));
    return () => {
      live = false;
    };
  }, []);
  return content;
}
