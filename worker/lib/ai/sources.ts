/** The built-in advisor's closing credit, and its reading back: the titles of the articles a reply drew on. */
export const sourceLine = (titles: string[]) => `_Source: ${titles.map((title) => `**${title}**`).join(' and ')}._`;

export function sourcesInAnswer(text: string): string[] {
  const line = text.match(/^_Source: .*\._$/gm)?.at(-1) ?? '';
  return [...line.matchAll(/\*\*(.+?)\*\*/g)].map((match) => match[1] ?? '');
}
