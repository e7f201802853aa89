/** A malformed article throws, naming the file, so it fails the build rather than vanishing from the index. */
export function parseArticle(markdown: string, fileName: string, allowedAgents: readonly string[]): Article {
  const fail = (why: string): never => {
    throw new Error(`knowledge/${fileName}: ${why}`);
  };
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(markdown);
  if (!match) return fail('no front matter (--- id, title, tags, agents ---)');
  const meta = new Map<string, string>();
  for (const line of (match[1] ?? '').split(/\r?\n/)) {
    const field = /^(\w+):\s*(.*?)\s*(#.*)?$/.exec(line);
    if (field?.[1]) meta.set(field[1], field[2] ?? '');
  }
  const list = (value = '') =>
    value
      .replace(/^\[|\]$/g, '')
      .split(',')
      .map((item) => unquote(item.trim()))
      .filter(Boolean);

  const id = unquote(meta.get('id') ?? '');
  const expectedId = fileName.replace(/^.*\//, '').replace(/\.md$/, '');
  if (id !== expectedId) fail(`id '${id}' should be the file name '${expectedId}'`);
  const title = unquote(meta.get('title') ?? '');
  if (!title) fail('no title');
  const agents = list(meta.get('agents'));
  if (agents.length === 0) fail('no agents');
  for (const agent of agents) if (!allowedAgents.includes(agent)) fail(`unknown agent '${agent}'`);

  const [intro = '', ...parts] = (match[2] ?? '').split(/^## +/m);
  const sections = parts.map((part) => {
    const newline = part.indexOf('\n');
    const heading = (newline < 0 ? part : part.slice(0, newline)).trim();
    const text = newline < 0 ? '' : part.slice(newline + 1).trim();
    return { heading, text };
  });
  if (sections.length === 0) fail('no sections (## Heading)');
  const answer = unquote(meta.get('answer') ?? '');
  return { id, title, tags: list(meta.get('tags')), agents, summary: intro.trim(), answer, sections };
}

const unquote = (value: string) => value.replace(/^(['"])(.*)\1$/, '$2');

export type Section = { heading: string; text: string };
export type Article = {
  id: string;
  title: string;
  tags: string[];
  agents: string[];
  summary: string;
  /** The article's answer in a sentence or two, which the built-in advisor opens with. */
  answer: string;
  sections: Section[];
};
