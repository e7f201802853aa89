import { describe, expect, it } from 'vitest';
import { retrieve } from '../../worker/lib/ai/retrieve';
import { buildIndex, type KnowledgeIndex } from '../../worker/lib/knowledge/build';
import { coverage } from '../../worker/lib/knowledge/coverage';
import { parseArticle } from '../../worker/lib/knowledge/parse';
import { rankArticles, searchSections } from '../../worker/lib/knowledge/search';
import { spelled } from '../../worker/lib/knowledge/spelling';
import { terms } from '../../worker/lib/knowledge/text';
import { FIXTURE_ARTICLES, fixtureArticles, fixtureIndex } from './knowledge-fixtures';

const AGENTS = ['ads', 'sales', 'marketing', 'negotiation'];
const ranked = (question: string, agent?: string) => {
  const index = fixtureIndex();
  const query = [{ text: question, weight: 1 }];
  return rankArticles(index, query, searchSections(index, query, { agent }), agent).map((a) => a.id);
};
const coverageOf = (question: string) => {
  const index = fixtureIndex();
  const query = [{ text: question, weight: 1 }];
  const hits = searchSections(index, query);
  return coverage(index, question, hits, rankArticles(index, query, hits)[0]);
};

describe('parseArticle', () => {
  it('reads the front matter, the summary and each ## section', () => {
    const article = parseArticle(FIXTURE_ARTICLES['metrics-roas'] ?? '', 'ads/metrics-roas.md', AGENTS);
    expect(article).toMatchObject({
      id: 'metrics-roas',
      title: 'ROAS and break-even',
      tags: ['roas', 'break-even', 'margin'],
      agents: ['ads', 'marketing'],
      summary: 'What return on ad spend means and the ROAS you need to break even.',
    });
    expect(article.sections.map((s) => s.heading)).toEqual(['Break-even ROAS', 'Optimising campaigns for ROAS']);
    expect(article.sections[0]?.text).toContain('`Break-even ROAS = 1 / profit margin`');
  });

  it('fails the build, naming the file, when an article is malformed', () => {
    const article = FIXTURE_ARTICLES['metrics-roas'] ?? '';
    expect(() => parseArticle(article, 'ads/roas.md', AGENTS)).toThrow(
      "knowledge/ads/roas.md: id 'metrics-roas' should be the file name 'roas'",
    );
    expect(() => parseArticle(article, 'coach/metrics-roas.md', ['coach'])).toThrow("unknown agent 'ads'");
    expect(() => parseArticle('# Just a title', 'ads/x.md', AGENTS)).toThrow('no front matter');
    expect(() => parseArticle('---\nid: x\ntitle: X\nagents: [ads]\n---\nNo sections.', 'ads/x.md', AGENTS)).toThrow(
      'no sections',
    );
  });
});

describe('terms', () => {
  it('stems words, so plurals and verb forms meet', () => {
    expect(terms('campaigns bidding budgets')).toEqual(terms('campaign bid budget'));
  });

  it('treats UK and US spellings alike', () => {
    expect(terms('optimise analyse')).toEqual(terms('optimize analyze'));
  });

  it('names age groups however they are written', () => {
    expect(terms('U10 players')).toContain('=age-junior');
    expect(terms('a session for 6 year olds')).toContain('=age-young');
    expect(terms('under-8s')).toContain('=age-young');
    expect(terms('a team of over 40s')).toContain('=age-masters');
    for (const group of ['most are 40+', 'in their late 30s to 50s', 'aged 40-65'])
      expect(terms(group)).toContain('=age-masters');
    expect(terms('the FIFA 11+ warm-up').some((term) => term.startsWith('=age-'))).toBe(false);
  });

  it('reads a coach’s count of weeks or sessions as its spelled word, as a six-week block is written', () => {
    const [six] = terms('six');
    for (const asked of ['plan 6 weeks of netball', 'a 6-week block', 'over 6 sessions', 'next 6 wks'])
      expect(terms(asked, 'coach')).toContain(six);
    expect(terms('6 players in a grid', 'coach')).not.toContain(six);
    expect(terms('a 6 week campaign', 'ads')).not.toContain(six);
  });

  it('reads an under-9s or under-13s team by its number, as coaches label it', () => {
    expect(terms('my u9s')).toEqual(['=age-junior', 'u9']);
    expect(terms('our under 13s')).toContain('=age-teen');
  });

  it('reads make-goods as the media term, not the verb in ‘make good ads’', () => {
    expect(terms('what are make goods')).toContain('=makegood');
    expect(terms('can I ask for a make good?')).toContain('=makegood');
    expect(terms('how do i make good ads')).not.toContain('=makegood');
  });

  it('keeps a coach’s synonyms out of the ads pack: a seasonal peak is no taper, a dig no forearm pass', () => {
    expect(terms('sales peak in spring', 'ads')).not.toContain('=taper');
    expect(terms('sales peak in spring', 'coach')).toContain('=taper');
    expect(terms('a dig at our competitors', 'ads')).not.toContain('=forearmpass');
    expect(terms('a dad shouting from the touchline', 'coach')).not.toContain('=matchday');
  });

  it('matches a phrase with small words inside it', () => {
    expect(terms('we doubled our budget')).toContain('=scaling');
  });

  it('drops stopwords and bare numbers', () => {
    expect(terms('what is the 3000 of it')).toEqual([]);
  });

  it('gives ad jargon and its spelled-out form a shared term', () => {
    expect(terms('return on ad spend')).toContain('=roas');
    expect(terms('ROAS')).toContain('=roas');
    expect(terms('cost per acquisition')).toContain('=cpa');
    expect(terms('CPA')).toContain('=cpa');
    expect(terms('click-through rate')).toContain('=ctr');
    expect(terms('customer lifetime value')).toContain('=ltv');
    expect(terms('LTV')).toContain('=ltv');
    expect(terms('target cost per acquisition')).toEqual(expect.arrayContaining(['=tcpa']));
  });

  it("gives a coach's everyday words the article's term, in the coach pack only", () => {
    expect(terms('how do I do a demo', 'coach')).toContain('=demo');
    expect(terms('Demonstrate the skill', 'coach')).toContain('=demo');
    expect(terms('training in january, freezing and dark', 'coach')).toContain('=coldweather');
    expect(terms('Training in the heat, hydration and cold weather', 'coach')).toContain('=coldweather');
    expect(terms('3 matches in 4 days', 'coach')).toContain('=congested');
    expect(terms('ad spend in january', 'ads')).not.toContain('=coldweather');
  });
});

describe('searchSections', () => {
  it('ranks the article that answers the question first', () => {
    expect(ranked('How do I work out a daily budget from my monthly budget?')[0]).toBe('budget-daily');
    expect(ranked('What agency fee models are there?')[0]).toBe('negotiation-agency-fees');
    expect(ranked('how soon should we call a new lead')[0]).toBe('sales-follow-up');
  });

  it('finds an article by the synonym of what it says', () => {
    expect(ranked('what return on ad spend do I need')[0]).toBe('metrics-roas');
    expect(ranked('setting a target cost per acquisition')[0]).toBe('bidding-target-cpa');
  });

  it("ranks the chosen specialist's articles higher", () => {
    const question = 'How do I calculate a budget?';
    expect(ranked(question)[0]).toBe('budget-daily');
    expect(ranked(question, 'sales')[0]).toBe('sales-follow-up');
  });

  it('reads a slip of the keyboard as the word meant, and another word as itself', () => {
    expect(ranked('my dialy budjet')[0]).toBe('budget-daily');
    const index = fixtureIndex();
    const spell = (word: string) => spelled(index, terms(word)[0] ?? '');
    expect(spell('campagin')).toBe(spell('campaign'));
    expect(spell('budjet')).toBe(spell('budget'));
    expect(spell('platfroms')).toBe(spell('platforms'));
    expect(spell('nudget')).not.toBe(spell('budget'));
  });

  it('finds nothing for a question the corpus does not cover', () => {
    expect(coverageOf('What is the capital of France?')).toBe(0);
    expect(coverageOf('What ROAS do I need to break even?')).toBeGreaterThan(0.8);
  });
});

describe('learned phrasings', () => {
  const asked = (index: KnowledgeIndex, question: string) =>
    retrieve(index, { persona: 'ads', agent: 'advisor', questions: [question] });
  const learned = () =>
    buildIndex(fixtureArticles(), {
      'budget-daily': [
        'google burns my whole wallet before lunch on busy days',
        'busy day and the whole wallet is gone before lunch',
      ],
    });

  it("finds the article that answered a past user's question worded alike", () => {
    const question = 'whole wallet gone before lunch on a busy day';
    expect(asked(fixtureIndex(), question).covered).toBe(false);
    const { articles, covered } = asked(learned(), question);
    expect(articles[0]?.id).toBe('budget-daily');
    expect(covered).toBe(true);
  });

  it('leaves out a word only one past question used', () => {
    const { postings } = learned().learned;
    expect(Object.keys(postings)).toEqual(expect.arrayContaining(['whole', 'wallet', 'lunch']));
    expect(Object.keys(postings)).not.toContain('google');
  });

  it('weighs little a word past questions used that their answers did not', () => {
    const question = 'honestly legit scam lol, overspend?';
    const past = {
      'metrics-roas': ['honestly is a roas of 2 legit', 'roas is a scam lol'],
      'sales-follow-up': ['legit to call a lead twice a day? honestly', 'a scam to follow up this fast lol'],
    };
    expect(asked(fixtureIndex(), question).covered).toBe(false);
    const { articles, covered } = asked(buildIndex(fixtureArticles(), past), question);
    expect(articles[0]?.id).toBe('budget-daily');
    expect(covered).toBe(true);
  });

  it('leaves a question unlike any past one to the articles', () => {
    expect(asked(learned(), 'What is the capital of France?').covered).toBe(false);
    expect(asked(learned(), 'What ROAS do I need to break even?').articles[0]?.id).toBe('metrics-roas');
  });
});
