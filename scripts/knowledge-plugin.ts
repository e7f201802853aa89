import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { ARTICLE_AGENTS, type Pack } from '../worker/lib/agents.ts';
import { buildIndex, type KnowledgeIndex } from '../worker/lib/knowledge/build.ts';
import { parseArticle } from '../worker/lib/knowledge/parse.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
export const KNOWLEDGE_DIR = join(root, 'knowledge');
/** Where `vite build` writes the module for wrangler, which bundles the Worker itself (wrangler.toml alias). */
export const KNOWLEDGE_OUTPUT = join(root, 'dist/knowledge.js');
const ID = 'virtual:knowledge';

/** Every pack's articles, parsed (a malformed article throws, naming its file). */
export function readPack(pack: Pack, dir = KNOWLEDGE_DIR) {
  const packDir = join(dir, pack);
  if (!existsSync(packDir)) return [];
  const files = readdirSync(packDir).filter((file) => file.endsWith('.md'));
  return files.map((file) =>
    parseArticle(readFileSync(join(packDir, file), 'utf8'), `${pack}/${file}`, ARTICLE_AGENTS[pack]),
  );
}

export function buildIndexes(dir = KNOWLEDGE_DIR): Record<Pack, KnowledgeIndex> {
  return { ads: buildIndex(readPack('ads', dir)), coach: buildIndex(readPack('coach', dir)) };
}

/** The module's source: each pack as a JSON string, parsed only by the persona that uses it. */
export function knowledgeModule(dir = KNOWLEDGE_DIR): string {
  const packs = buildIndexes(dir);
  const entries = Object.entries(packs).map(([pack, index]) => `  ${pack}: ${JSON.stringify(JSON.stringify(index))},`);
  return `export default {\n${entries.join('\n')}\n};\n`;
}

/**
 * `import knowledge from 'virtual:knowledge'`: the knowledge base indexed at build time from
 * knowledge/<pack>/*.md, for Vite (dev server, vitest) and, written to dist/, for wrangler.
 */
export function knowledgePlugin({ dir = KNOWLEDGE_DIR }: { dir?: string } = {}): Plugin {
  return {
    name: 'adwise-knowledge',
    enforce: 'pre',
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    load(id) {
      if (id !== `\0${ID}`) return;
      for (const pack of ['ads', 'coach']) this.addWatchFile(join(dir, pack));
      return knowledgeModule(dir);
    },
    buildStart() {
      if (this.environment?.config.command !== 'build') return;
      mkdirSync(join(root, 'dist'), { recursive: true });
      writeFileSync(KNOWLEDGE_OUTPUT, knowledgeModule(dir));
    },
  };
}
