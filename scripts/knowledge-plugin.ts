import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { ARTICLE_AGENTS, type Persona } from '../worker/contract/agents.ts';
import { buildIndex, type KnowledgeIndex, type Phrasings } from '../worker/lib/knowledge/build.ts';
import { packIndex } from '../worker/lib/knowledge/packed.ts';
import { parseArticle } from '../worker/lib/knowledge/parse.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
export const KNOWLEDGE_DIR = join(root, 'knowledge');
/** Where `vite build` writes the module for wrangler, which bundles the Worker itself (wrangler.toml alias). */
export const KNOWLEDGE_OUTPUT = join(root, 'dist/knowledge.js');
const ID = 'virtual:knowledge';

/** Every persona's articles, parsed (a malformed article throws, naming its file). */
export function readArticles(persona: Persona, dir = KNOWLEDGE_DIR) {
  const personaDir = join(dir, persona);
  if (!existsSync(personaDir)) return [];
  const files = readdirSync(personaDir).filter((file) => file.endsWith('.md'));
  return files.map((file) =>
    parseArticle(readFileSync(join(personaDir, file), 'utf8'), `${persona}/${file}`, ARTICLE_AGENTS[persona]),
  );
}

export type TuningItem = { question: string; articles?: string[] };

/** The tuning set's questions (never the held-out set's: they would score their own answers). */
export function readTuningSet(persona: Persona, dir = KNOWLEDGE_DIR): TuningItem[] {
  const file = join(dir, 'eval', `${persona}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as TuningItem[]) : [];
}

/** Each labelled question as a phrasing of every article it names. */
export function phrasingsOf(items: TuningItem[]): Phrasings {
  const phrasings: Phrasings = Object.create(null);
  for (const { question, articles = [] } of items)
    for (const id of articles) phrasings[id] = [...(phrasings[id] ?? []), question];
  return phrasings;
}

export function buildIndexes(dir = KNOWLEDGE_DIR): Record<Persona, KnowledgeIndex> {
  const build = (persona: Persona) =>
    buildIndex(readArticles(persona, dir), phrasingsOf(readTuningSet(persona, dir)), persona);
  return { ads: build('ads'), coach: build('coach') };
}

/** The module's source: each persona's index as a JSON string, parsed only where that persona is served. */
export function knowledgeModule(dir = KNOWLEDGE_DIR): string {
  const personas = buildIndexes(dir);
  const entries = Object.entries(personas).map(([persona, index]) => `  ${persona}: ${quoted(packIndex(index))},`);
  return `export default {\n${entries.join('\n')}\n};\n`;
}

/** A single-quoted literal: JSON's many double quotes need no escaping (2 KB less gzip than JSON.stringify). */
function quoted(json: string): string {
  return `'${json.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/**
 * `import knowledge from 'virtual:knowledge'`: the knowledge base indexed at build time from
 * knowledge/<persona>/*.md and the tuning set's questions, for Vite (dev server, vitest) and, written to dist/,
 * for wrangler.
 */
export function knowledgePlugin({ dir = KNOWLEDGE_DIR }: { dir?: string } = {}): Plugin {
  return {
    name: 'adwise-knowledge',
    enforce: 'pre',
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    load(id) {
      if (id !== `\0${ID}`) return;
      for (const persona of ['ads', 'coach']) {
        this.addWatchFile(join(dir, persona));
        this.addWatchFile(join(dir, 'eval', `${persona}.json`));
      }
      return knowledgeModule(dir);
    },
    buildStart() {
      if (this.environment?.config.command !== 'build') return;
      mkdirSync(join(root, 'dist'), { recursive: true });
      writeFileSync(KNOWLEDGE_OUTPUT, knowledgeModule(dir));
    },
  };
}
