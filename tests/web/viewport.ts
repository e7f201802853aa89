/** jsdom has no layout: a matchMedia that answers max-width/min-width queries for a chosen width. */
let width = 1440;
const listeners = new Set<() => void>();

export function setViewportWidth(next: number) {
  width = next;
  for (const notify of listeners) notify();
}

function matches(query: string): boolean {
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  return (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
}

window.matchMedia = (query: string) =>
  ({
    get matches() {
      return matches(query);
    },
    media: query,
    onchange: null,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as unknown as MediaQueryList;
