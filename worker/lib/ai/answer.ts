import { type AgentId, articleAgent, type Persona } from '../../contract/agents.ts';
import type { IndexedArticle, KnowledgeIndex } from '../knowledge/build.ts';
import { bestSection, type SectionHit } from '../knowledge/search.ts';
import { auditFollowUp } from './audit-follow-up.ts';
import { boundaryAnswer } from './boundaries.ts';
import { computeUserMetrics, formatUserMetrics } from './calculations.ts';
import { compareWithBenchmarks } from './compare.ts';
import { isOffTopic } from './off-topic.ts';
import { auditReport } from './report-audit.ts';
import { retrieve } from './retrieve.ts';
import { sessionLoad } from './session-load.ts';
import { planSessions } from './session-plan.ts';
import { askFor, offTopicReply, smallTalk } from './small-talk.ts';
import { sourceLine } from './sources.ts';

export const VERIFY_REMINDER =
  '_I am an AI assistant and can be wrong: check important advice against your own data before you act on it._';

const COPY: Record<Persona, { reminder: string; topics: string }> = {
  ads: {
    reminder: VERIFY_REMINDER,
    topics:
      'budgets, bidding, campaign structure, keywords, audiences, ad copy and creative, landing pages, tracking, A/B tests, metrics (CPA, ROAS, CTR) and troubleshooting; the Sales, Marketing and Negotiation agents cover leads, offers and agency terms',
  },
  coach: {
    reminder:
      '_I am an AI assistant and can be wrong: adapt any plan to your athletes, and follow your club’s safety and medical guidance._',
    topics:
      'session structure (warm-up, main part, cool-down), drills by skill and age group, progressions, plans over several sessions, load and recovery, and safety',
  },
};

const ANSWER_CHARS = 2600;
/** Another article's section only from the articles ranked this high: a section alone can match by chance. */
const RANKED = 3;

/** The best section first: the articles are written to answer their heading's question. */
export function composeAnswer(index: KnowledgeIndex, input: AnswerInput): string {
  const copy = COPY[input.persona];
  const question = input.questions.at(-1) ?? '';
  // An attached report is the question: it is audited whatever the words beside it.
  const audit =
    input.persona !== 'ads'
      ? null
      : input.report !== undefined
        ? auditReport(input.report, { file: true, question, aboutYou: input.aboutYou })
        : auditReport(question, { aboutYou: input.aboutYou });
  if (audit) return [audit, copy.reminder].join('\n\n');
  const short = boundaryAnswer(input.persona, question) ?? smallTalk(input.persona, question);
  if (short) return short;
  const fromAudit = input.persona === 'ads' ? auditFollowUp(input.questions, input.aboutYou) : null;
  if (fromAudit) return [fromAudit, copy.reminder].join('\n\n');
  const plan = input.persona === 'coach' ? (sessionLoad(question) ?? planSessions(question)) : null;
  const { hits, articles, covered, followUp } = retrieve(index, input);
  if (!plan && isOffTopic(index, { ...input, hits, top: articles[0] })) return offTopicReply(input.persona);
  const best = bestSection(hits, articles[0], input.persona);
  if ((!covered && !plan) || !best) {
    // The user's own sums are worth showing even when no article covers the rest of the question.
    const metrics = input.persona === 'ads' ? computeUserMetrics(question) : null;
    const sums = metrics ? formatUserMetrics(metrics) : '';
    if (metrics?.rows.length) return [sums, copy.reminder].join('\n\n');
    if (plan) return [plan, copy.reminder].join('\n\n');
    return [
      'I don’t know: nothing in my knowledge base covers that, and I would rather say so than guess.',
      `I can help with ${copy.topics}. Tell me ${askFor(input.persona)}, and I will be specific.`,
      copy.reminder,
    ].join('\n\n');
  }

  const agent = articleAgent(input.persona, input.agent);
  const chosen = [best, ...pickMore(hits, best, agent, articles.slice(0, RANKED), TWO_PARTS.test(question))];
  const parts: string[] = plan ? [plan] : [];
  const asked = followUp ? input.questions.slice(-2).join('\n') : question;
  const metrics = input.persona === 'ads' ? computeUserMetrics(asked, best.article.tags.join(' ')) : null;
  const sums = metrics ? formatUserMetrics(metrics) : '';
  // Only a list of missing inputs ('to work out CPA I also need ...'): the answer comes first.
  const sumsFirst = Boolean(metrics?.rows.length);
  if (sums && sumsFirst) parts.push(sums);
  const compared =
    input.persona === 'ads' && compareWithBenchmarks(asked, input.aboutYou, metrics?.values, metrics?.currency);
  if (compared) parts.push(compared);
  if (best.article.answer) parts.push(`**In short:** ${best.article.answer}`);
  // With the user's own numbers worked out, an article's example on made-up ones only confuses.
  const own = (text: string) => (metrics?.rows.length ? withoutExamples(text) : text);
  // Under its heading: the heading names the thing in the field's own words ('How to box out and rebound').
  parts.push(`**${best.section.heading}**\n\n${own(best.section.text)}`);
  for (const hit of chosen.slice(1)) {
    const from = hit.article === best.article ? '' : ` (from *${hit.article.title}*)`;
    parts.push(`**${hit.section.heading}**${from}\n\n${own(hit.section.text)}`);
  }
  if (sums && !sumsFirst) parts.push(sums);
  const titles = [...new Set(chosen.map((hit) => hit.article.title))];
  parts.push(sourceLine(titles), copy.reminder);
  return parts.join('\n\n');
}

const EXAMPLE = /^\s*(?:[-*]\s*)?(?:\*\*)?(?:worked )?examples?\b/i;

function withoutExamples(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((block) =>
      block
        .split('\n')
        .filter((line) => !EXAMPLE.test(line))
        .join('\n'),
    )
    .filter((block) => block.trim())
    .join('\n\n');
}

const SIBLING_FOCUS = 0.7;
const TWO_PARTS =
  /\b(?:two|2) (?:things|questions|problems|issues)\b|\b(?:with|on|fix|of) both\b|\bboth (?:of )?(?:them|these|things|problems|issues)\b|\band also\b|\balso,? (?:how|what|when|where|why|which|should|can|do|any)\b/i;
const TWO_PART_ADDS = 2;
const WEAK_SIBLING_FOCUS = 0.4;
/** Another article's section must match by its own words: its title and tags alone ('ad set') match by chance. */
const OTHER_FOCUS = 0.5;

/** A second section, from the same article or, if it adds to the answer, another of the chosen agent's articles. */
function pickMore(
  hits: SectionHit[],
  best: SectionHit,
  agent: string,
  ranked: IndexedArticle[],
  twoParts: boolean,
): SectionHit[] {
  const room = ANSWER_CHARS - best.section.text.length;
  const fits = (hit: SectionHit) =>
    hit !== best && hit.section.heading !== best.section.heading && hit.section.text.length <= room;
  const adds = (hit: SectionHit) => [...hit.matched].filter((term) => !best.matched.has(term)).length;
  // Asked two things ('and also', 'where do I start with both'), the next article's answer to the other one comes first.
  const next = twoParts
    ? ranked.find(
        (article) =>
          article !== best.article &&
          article.agents.includes(agent) &&
          hits.some((hit) => hit.article === article && adds(hit) >= TWO_PART_ADDS),
      )
    : undefined;
  const second = next && bestSection(hits.filter(fits), next);
  if (second) return [second];
  const sibling = hits.filter((hit) => hit.article === best.article && fits(hit)).sort((a, b) => b.focus - a.focus)[0];
  if (sibling && sibling.focus >= best.focus * SIBLING_FOCUS) return [sibling];
  const others = hits.filter(
    (hit) =>
      hit.article !== best.article &&
      ranked.includes(hit.article) &&
      hit.article.agents.includes(agent) &&
      hit.score >= best.score * 0.8 &&
      hit.focus >= best.focus * OTHER_FOCUS &&
      fits(hit),
  );
  const other = [...others].sort((a, b) => adds(b) - adds(a) || b.score - a.score)[0];
  if (other && (adds(other) > 0 || other.score >= best.score * 0.9)) return [other];
  // Its own words match the question more closely than the best section's do: the top article won on its title.
  const closer = others.filter((hit) => hit.focus > best.focus).sort((a, b) => b.focus - a.focus)[0];
  if (closer) return [closer];
  // With room left, a weaker section of the same article that answers more of the question.
  return sibling && sibling.focus >= best.focus * WEAK_SIBLING_FOCUS && adds(sibling) > 0 ? [sibling] : [];
}

export type AnswerInput = {
  persona: Persona;
  agent: AgentId;
  aboutYou?: string | null;
  questions: string[];
  /** The text of a CSV report attached to the newest question. */
  report?: string;
};
