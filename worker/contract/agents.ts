export const AGENTS = {
  ads: ['advisor', 'sales', 'marketing', 'negotiation'],
  coach: ['advisor'],
} as const;

export type AgentId = (typeof AGENTS)[keyof typeof AGENTS][number];

export const AGENT_NAMES: Record<AgentId, string> = {
  advisor: 'Ads advisor',
  sales: 'Sales',
  marketing: 'Marketing',
  negotiation: 'Negotiation',
};

/** The `agents:` values a persona's articles may carry; the advisor's articles are marked `ads`. */
export const ARTICLE_AGENTS = { ads: ['ads', 'sales', 'marketing', 'negotiation'], coach: ['coach'] } as const;

export type Persona = keyof typeof AGENTS;

export const personaOf = (persona: string | undefined): Persona => (persona === 'coach' ? 'coach' : 'ads');

export function agentFor(persona: Persona, asked: string | null | undefined): AgentId {
  const agents: readonly string[] = AGENTS[persona];
  return asked && agents.includes(asked) ? (asked as AgentId) : 'advisor';
}

export const articleAgent = (persona: Persona, agent: string) =>
  persona === 'coach' ? 'coach' : agent === 'advisor' ? 'ads' : agent;

/** The about question of each persona (PRODUCT.md); the answer (about_you) is context for every chat. */
export const ABOUT_QUESTIONS: Record<Persona, string> = {
  coach: 'What sport do you coach?',
  ads: 'Tell us about your business and advertising goals',
};
