import knowledge from 'virtual:knowledge';
import type { Persona } from '../../contract/agents';
import type { KnowledgeIndex } from './build';

const parsed = new Map<Persona, KnowledgeIndex>();

/** The persona's index, parsed on first use (an isolate serves one persona, so the other stays a string). */
export function knowledgeIndex(persona: Persona): KnowledgeIndex {
  let index = parsed.get(persona);
  if (!index) {
    index = JSON.parse(knowledge[persona]) as KnowledgeIndex;
    parsed.set(persona, index);
  }
  return index;
}
