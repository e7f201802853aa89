import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../worker/lib/ai/answer';
import { buildSystemPrompt } from '../../worker/lib/ai/prompt';
import { retrieve } from '../../worker/lib/ai/retrieve';
import { offTopicReply } from '../../worker/lib/ai/small-talk';
import { buildIndex } from '../../worker/lib/knowledge/build';
import { parseArticle } from '../../worker/lib/knowledge/parse';
import { knowledgeIndex } from '../../worker/lib/knowledge/personas';

const ask = (question: string) =>
  composeAnswer(knowledgeIndex('ads'), { persona: 'ads', agent: 'advisor', questions: [question] });
const source = (text: string) => /_Source: (.*)\._/.exec(text)?.[1] ?? '';
const coachRanked = (question: string) =>
  retrieve(knowledgeIndex('coach'), { persona: 'coach', agent: 'advisor', questions: [question] }).articles.map(
    (article) => article.id,
  );
const coachFirst = (question: string) => coachRanked(question)[0];
const coachTop = (question: string) => coachRanked(question).slice(0, 3);

describe('questions in everyday wording still find their article', () => {
  it('does not count amounts and times as the topic of a question', () => {
    expect(source(ask('how do I split 10k between google, meta and tiktok'))).toContain(
      'Allocating budget across campaigns and channels',
    );
  });

  it('reads a social platform said to differ from Google as a comparison of the platforms, not of one metric', () => {
    const first = (question: string) =>
      retrieve(knowledgeIndex('ads'), { persona: 'ads', agent: 'advisor', questions: [question] }).articles[0]?.id;
    expect(first('we only ever ran google search. is tiktok a totally different game?')).toBe('platform-social-ads');
    expect(first('why is my ctr so different on facebook vs google')).toBe('metrics-ctr');
  });

  it('lets words the knowledge base never uses weigh less than its own words', () => {
    expect(source(ask('a local radio station sent me a rate card, how do i negotiate'))).toContain('rate card');
  });

  it('answers from the section that has the question’s rarer phrase as a phrase', () => {
    const text = ask('meta keeps spending on audience network and messenger, can i stop that');
    expect(text).toContain('Manual placements');
    expect(ask('is it worth running ads on instagram stories or just the feed')).toContain('9:16');
  });

  it('answers a question worded like past ones, but not one that only shares a word with them', () => {
    expect(ask('facebook rep told me to drop all my interests and go broad. is that legit')).toContain('broad');
    expect(ask('what should i name my cat')).toBe(offTopicReply('ads'));
    expect(ask('can you write me a poem about the sea')).toBe(offTopicReply('ads'));
  });

  it('counts one rare topic word as covering a question whose other words are chatter', () => {
    expect(ask('what’s incrementality and should I care')).not.toMatch(/^I don’t know/);
    expect(source(ask('what’s incrementality and should I care'))).toContain('Attribution');
  });

  it('reads a named trade as its benchmark industry when the question compares', () => {
    const text = ask('is $5 cpc too expensive for a lawyer');
    expect(text).not.toMatch(/^I don’t know/);
    expect(text).toMatch(/legal/i);
  });

  it('reads the metric the user’s numbers work out as what the question is about', () => {
    expect(source(ask('we put 2k into ads and got 6,000 in sales back, what is the return on that'))).toContain(
      'ROAS (return on ad spend)',
    );
  });

  it('answers a question whose words about the business match no article, or that leans on the sentence before it', () => {
    expect(
      source(ask('we sell handmade soy candles. instagram ads get lots of likes but no sales at all. what is wrong?')),
    ).toContain('Clicks but no sales');
    expect(
      source(
        ask('I run a wedding photography studio and my leads from facebook never reply to my emails. whats broken?'),
      ),
    ).toContain('Following up leads');
  });

  it('answers a question that names several of an article’s own words among many about the business', () => {
    const article = (id: string, title: string, tags: string, sections: string) =>
      parseArticle(
        `---\nid: ${id}\ntitle: ${title}\ntags: [${tags}]\nagents: [ads]\n---\nSummary.\n\n${sections}\n`,
        `ads/${id}.md`,
        ['ads'],
      );
    const index = buildIndex(
      [
        article(
          'offers',
          'Offers',
          'offer, free trial',
          '## Free trials\nA free trial brings signups; judge it by how many pay.',
        ),
        article('bids', 'Bidding', 'bids', '## Manual bids\nSet a bid per keyword.'),
        article('budgets', 'Daily budgets', 'budget', '## Spending\nA daily budget can be spent unevenly.'),
        article('copy', 'Ad copy', 'headlines', '## Headlines\nName a benefit in the headline.'),
      ],
      {},
      'ads',
    );
    const text = composeAnswer(index, {
      persona: 'ads',
      agent: 'advisor',
      questions: [
        'pilates studio in Porto, we ran a free trial and got loads of signups but hardly anyone stayed. keep going?',
      ],
    });
    expect(text).toMatch(/^\*\*Free trials\*\*\n\nA free trial brings signups/);
  });

  it('counts a word said through a synonym as matched, so a seasonal question is covered', () => {
    expect(source(ask('my boss wants to cut the ads budget in half for summer, good idea?'))).toContain('Seasonality');
  });

  it('reads good or bad as asking for a benchmark only when they judge a figure', () => {
    expect(source(ask('how do i make good ads for facebook'))).not.toContain('benchmarks');
    expect(source(ask('whats a good ctr on facebook'))).toContain('Social and display ad benchmarks');
  });

  it('still says so when nothing covers the question', () => {
    expect(ask('How do I advertise on the side of a blimp?')).toMatch(
      /^I don’t know: nothing in my knowledge base covers that/,
    );
  });

  it('answers how to advertise or win customers for any business, and the ad platforms’ own terms', () => {
    const answered = (question: string) => {
      const text = ask(question);
      expect(text, question).not.toMatch(/^I don’t know/);
      expect(text, question).not.toBe(offTopicReply('ads'));
      return source(text);
    };
    expect(answered('how do I advertise a wedding venue')).toContain('Campaign structure basics');
    expect(answered('how should a car dealership advertise used cars')).toContain('Campaign structure basics');
    answered('how can a solicitor get more enquiries from the internet');
    answered('how do I get more members for my gym');
    answered('how do I get customers for a food truck');
    answered('I run a dog food brand, how should I advertise to new owners?');
    expect(answered('should I turn on auto-applied recommendations')).not.toBe('');
    expect(answered('does the optimisation score affect my ad rank')).toContain('Search ads');
    expect(answered('is Advantage+ shopping worth switching to')).toContain('Shopping');
    answered('how many asset groups should a PMax campaign have');
  });

  it('still keeps questions from outside advertising out of the articles', () => {
    for (const question of [
      'who won the world cup in 2018',
      'how do I fix a leaking tap',
      'what should I name my new puppy',
      'how do I make sourdough starter',
      'can you help with my maths homework on quadratic equations',
      'how do I learn to play guitar',
      'How do I advertise on the side of a blimp?',
    ])
      expect(ask(question), question).not.toContain('_Source:');
  });

  it('keeps the ads “I don’t know” reply short enough to read as a reply', () => {
    // The eval counts a reply of 600 characters or more as an article given where a reply was due.
    expect(ask('How do I advertise on the side of a blimp?').length).toBeLessThan(600);
  });
});

describe('an article’s answer line', () => {
  it('is read from the front matter, and empty when an article has none', () => {
    const article = (answer: string) =>
      `---\nid: x\ntitle: X\n${answer}tags: [a]\nagents: [ads]\n---\nSummary.\n\n## Heading\nText.`;
    expect(
      parseArticle(article('answer: Wait for the learning phase: about 7 days.\n'), 'ads/x.md', ['ads']).answer,
    ).toBe('Wait for the learning phase: about 7 days.');
    expect(parseArticle(article(''), 'ads/x.md', ['ads']).answer).toBe('');
  });

  it('opens the built-in answer, after the user’s own numbers', () => {
    const text = ask('how long should i wait before judging a new campaign?');
    expect(text).toMatch(/^\*\*In short:\*\* Wait until the learning phase is over/);
    expect(ask('budget is $1,200/month, what daily budget?')).toMatch(
      /^\*\*With your numbers:\*\*[\s\S]+\*\*In short:\*\*/,
    );
  });
});

describe('the answer line with an LLM', () => {
  it('goes into the system prompt beside each excerpt of its article', () => {
    const index = knowledgeIndex('ads');
    const { hits } = retrieve(index, {
      persona: 'ads',
      agent: 'advisor',
      questions: ['ad set stuck in learning limited'],
    });
    const prompt = buildSystemPrompt({ persona: 'ads', agent: 'advisor', hits });
    expect(prompt).toContain('[article: learning-phase]\nIn short: Wait until the learning phase is over');
  });
});

describe('the order of a built-in answer', () => {
  it('opens with the answer, not with the inputs a metric it merely names would need', () => {
    const text = ask('how long should i wait before judging a new campaign? it’s been 3 days and CPA is awful');
    expect(text).toMatch(/^\*\*In short:\*\* Wait until the learning phase is over/);
    expect(text).toContain('To work out CPA I also need your ad spend and conversions.');
  });
});

describe('an age in a coach’s question', () => {
  const coach = (question: string) =>
    composeAnswer(knowledgeIndex('coach'), { persona: 'coach', agent: 'advisor', questions: [question] });

  it('picks the skill’s article, not the age group’s, when a skill is asked about', () => {
    expect(source(coach('how to teach boxing out to 12 year olds'))).toContain('defence');
  });

  it('still picks the age group’s article when the age is the question', () => {
    expect(source(coach('what should I focus on with 10 year olds?'))).toContain('9–12');
  });

  it('prefers the under-8s article for the youngest, who are coached unlike any other age', () => {
    expect(source(coach('my 6 year olds at football cry when they lose a game'))).toMatch(/^\*\*Coaching under-8s/);
  });

  it('reads grown-ups by their ages and not by the kids they are compared with', () => {
    for (const group of ['most are 40+', 'mostly in their late 30s to 50s', 'aged 45 to 60'])
      expect(
        source(coach(`our hockey group, ${group}, how should their sessions be different from the kids I coach?`)),
      ).toMatch(/^\*\*Coaching adults/);
  });

  it('reads an age with plus or and over as grown-ups, but a number of kids with plus as how many', () => {
    for (const question of [
      'running a session for a group of 40 plus beginners, what should be different',
      'netball for the 50-plus ladies on tuesdays, how hard should the sessions be',
      'our squad is 35 and over, how long should the warm up be',
    ])
      expect(coachTop(question)).toContain('coaching-adults-masters');
    expect(coachTop('30+ kids turned up at football, what do I do')).not.toContain('coaching-adults-masters');
  });

  it('reads the age however it is written: spelled out, 15yo, 15U or a school year', () => {
    for (const group of ['fifteen year olds', '15yo', '15 yo', 'my 15U squad', 'year 10'])
      expect(source(coach(`how do I coach ${group}`))).toMatch(/^\*\*Coaching teenagers\*\*/);
  });
});

describe('a coach’s question in other wording or in two parts', () => {
  const coach = (question: string) =>
    composeAnswer(knowledgeIndex('coach'), { persona: 'coach', agent: 'advisor', questions: [question] });

  it('answers both parts of a question that asks two things', () => {
    const text = coach(
      'u13s. my defenders dive in every single time and get skinned, and when a shot does come in low my keeper lets it roll straight through his legs. where do I start with both',
    );
    expect(source(text)).toContain('Goalkeeping basics');
    expect(source(text)).toContain('Football defending');
  });

  it('reads a US or Irish word for part of a game as the setting, not as the topic', () => {
    expect(coach('camogie minors are dropping out at 14-15, how do I keep them')).toContain('**In short:**');
    expect(coach('what is an inning in baseball')).toMatch(/^I don’t know/);
  });

  it('answers a sport with no drills of its own from the general article, not another sport’s drills', () => {
    const text = coach(
      'massive range in my badminton group, some are county players and some have never held a racket',
    );
    expect(source(text)).not.toContain('Tennis');
    expect(source(text)).toContain('Inclusive');
  });

  it('reads “a bunch of” or “loads of” as how many, not as bunching or training load', () => {
    expect(coachFirst('what do I tell a bunch of 10 year olds at half time when we are losing 5-0')).toBe('team-talks');
    expect(coachFirst('what do I say to a bunch of 9 year olds who just lost a final')).toBe('team-talks');
    expect(coachFirst('a bunch of my players never turn up to training, what do I do')).toBe(
      'motivation-and-confidence',
    );
    expect(coachFirst('my team has loads of energy but no focus')).not.toBe('coaching-adults-masters');
    expect(coachFirst('u9s bunch round the ball, nobody holds a position')).toBe('team-shape-and-formations');
  });

  it('lets past questions worded like a coach’s story outweigh its incidental words matching a section', () => {
    const attitude = ['behaviour-management', 'coaching-teenagers'];
    expect(attitude).toContain(
      coachFirst('two of my 15 year olds roll their eyes and mutter through every drill and the others copy them'),
    );
    expect(attitude).toContain(
      coachFirst(
        'one of my 16 year olds rolls his eyes at every instruction and his mates snigger, how do I handle that',
      ),
    );
    expect(coachFirst('halftime, 4-0 down, heads gone, what do I say to them without ranting')).toBe('team-talks');
  });

  it('answers what is asked when a coach also says they are outnumbered', () => {
    expect(coachFirst("I'm the only coach with 20 kids, I think one of them is being abused at home")).toBe(
      'safeguarding-basics',
    );
    expect(coachFirst('just me coaching 30 kids, what are the rules of netball?')).toBe('netball-basics');
  });

  it('reads a child moved up to an older age group as playing up, however the move is worded', () => {
    for (const question of [
      'the club is moving our best 8 year old up to the u10s, pros and cons?',
      'head coach wants to take my top 9 year old up to the u11 squad, good for him?',
      'parents keep asking me to move their lad up to the under 10s because he is better than the others',
      "my daughter's coach wants to move her up to the under 12s next term, is that wise at 10?",
    ])
      expect(coachFirst(question)).toBe('long-term-player-development');
  });

  it('reads criticising, lost belief and a head coach as what they mean, not as a head injury or heading', () => {
    for (const question of [
      'the other parents keep knocking my coaching, how do I handle it',
      'we lost 5-0 and their heads have gone, what do I say',
      'heads dropped after they scored twice, how do I lift them',
      'how do I get on with the head coach when we disagree',
      "I've just become head of the club's junior section, where do I start",
    ]) {
      expect(coachTop(question)).not.toContain('concussion');
      expect(coachTop(question)).not.toContain('football-heading');
    }
    expect(coachTop('heads dropped after they scored twice, how do I lift them')[0]).toBe('motivation-and-confidence');
    for (const question of [
      'he took a knock to the head in training, can he play saturday',
      'she knocked her head on the post and feels dizzy',
      'two players clashed heads, what do I check',
    ])
      expect(coachTop(question)[0]).toBe('concussion');
  });

  it('reads bumping into people or bumping someone up as no volleyball pass, and the bump in volleyball as one', () => {
    for (const question of [
      'my 9 year olds keep bumping into each other in the warm up, how do I stop it',
      "she's good enough, should I bump her up a year to the older group",
      'kids keep bumping into people during tag games, any fixes',
      'how much should I bump things up each week in pre season',
    ])
      expect(coachTop(question)).not.toContain('volleyball-serving-passing');
    expect(coachTop('how do I teach the bump to beginners in volleyball')[0]).toBe('volleyball-serving-passing');
  });

  it('answers how practice is ordered or what an age can do from the general article, whatever sport is named', () => {
    for (const question of [
      'my basketball kids do 30 layups from the same spot every week, should I mix it up?',
      'netball shooting: 20 shots from one spot or move them around each time, which helps them learn?',
      'should my tennis group hit 40 backhands in a row, or mix them up with serves?',
    ])
      expect(coachFirst(question)).toBe('practice-design-skill-learning');
    expect(coachFirst('what can 6 year olds realistically do at rugby? can they tackle?')).toBe('coaching-under-8s');
    expect(coachFirst('how do I teach a tennis forehand to beginners')).toBe('tennis-groundstrokes');
  });
});
