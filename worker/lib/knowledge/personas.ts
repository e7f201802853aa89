import knowledge from 'virtual:knowledge';
import type { Persona } from '../../contract/agents';
import type { KnowledgeIndex } from './build';
import { parseIndex } from './packed';

const parsed = new Map<Persona, KnowledgeIndex>();

/** The persona's index, parsed on first use (an isolate serves one persona, so the other stays a string). */
export function knowledgeIndex(persona: Persona): KnowledgeIndex {
  let index = parsed.get(persona);
  if (!index) {
    index = parseIndex(knowledge[persona]);
    parsed.set(persona, index);
  }
  return index;
}
