import { useEffect } from 'react';

const SELECTORS = {
  description: ['meta[name="description"]', 'meta[property="og:description"]', 'meta[name="twitter:description"]'],
  title: ['meta[property="og:title"]', 'meta[name="twitter:title"]'],
};

/** Sets the page's title and the description and social preview tags index.html carries. */
export function useDocumentMeta(meta: { title: string; description: string } | undefined) {
  useEffect(() => {
    if (!meta) return;
    document.title = meta.title;
    for (const [field, selectors] of Object.entries(SELECTORS) as [keyof typeof SELECTORS, string[]][]) {
      for (const selector of selectors) document.querySelector(selector)?.setAttribute('content', meta[field]);
    }
  }, [meta]);
}

/** Asks search engines not to index the page while it shows (share links; the server also sends X-Robots-Tag). */
export function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.appendChild(meta);
    return () => {
      meta.remove();
    };
  }, []);
}
