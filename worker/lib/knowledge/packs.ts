import knowledge from 'virtual:knowledge';
import type { Pack } from '../agents';
import type { KnowledgeIndex } from './build';

const parsed = new Map<Pack, KnowledgeIndex>();

/** The pack's index, parsed on first use (an isolate serves one persona, so the other stays a string). */
export function knowledgeIndex(pack: Pack): KnowledgeIndex {
  let index = parsed.get(pack);
  if (!index) {
    index = JSON.parse(knowledge[pack]) as KnowledgeIndex;
    parsed.set(pack, index);
  }
  return index;
}
