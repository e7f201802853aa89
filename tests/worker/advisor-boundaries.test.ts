import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../worker/lib/ai/answer';
import { ADS_BOUNDARY, COACH_BOUNDARY } from '../../worker/lib/ai/boundaries';
import { offTopicReply } from '../../worker/lib/ai/small-talk';
import { knowledgeIndex } from '../../worker/lib/knowledge/personas';

const ask = (question: string) =>
  composeAnswer(knowledgeIndex('ads'), { persona: 'ads', agent: 'advisor', questions: [question] });

describe('the built-in advisor knows what it is', () => {
  it.each([
    ['Can you change my bids for me?', 'Settings → Bidding'],
    ['please pause my campaign', 'Pause'],
    ['Can you log into my Google Ads account?', 'never share a password'],
    ['can you run my ads for me', '+ New campaign'],
    ['Could you increase my budget to $50 a day?', 'Budget column'],
  ])('says first that it only recommends, then how the user does it: %s', (question, how) => {
    const text = ask(question);
    expect(text.startsWith(`${ADS_BOUNDARY}\n\nHere is how you do it yourself:`)).toBe(true);
    expect(text).toContain(how);
    expect(text).not.toContain('_Source:');
  });

  it.each([
    'How do I pause my campaign?',
    'Can you explain how target CPA bidding works?',
    'can you create a campaign plan for me',
    'Can you compare my CTR of 2% with the benchmark for my ads?',
  ])('still answers a how-to or a request for advice: %s', (question) => {
    expect(ask(question)).not.toContain(ADS_BOUNDARY);
  });

  it('answers greetings, thanks, goodbyes and "who are you" in a line or two, with no article', () => {
    for (const question of [
      'hi, how are you?',
      'Good morning!',
      'thanks, that helps!',
      "haha thanks, you're more useful than my last agency",
      'ok great',
      'bye',
      'who are you?',
    ]) {
      const text = ask(question);
      expect(text).not.toContain('_Source:');
      expect(text.length).toBeLessThan(450);
    }
    expect(ask('who are you?')).toContain('I only recommend: I cannot see or change your ads or accounts.');
  });

  it.each([
    'tell me a joke',
    'tell me a joke about marketers lol',
    'my dog keeps barking, what do I do?',
    'how do I fix a leaking tap',
    'how do I file my taxes',
    'how much does a plumber charge per hour',
    'who won the football last night',
  ])('answers an off-topic question briefly, with what it can help with instead of an article: %s', (question) => {
    expect(ask(question)).toBe(offTopicReply('ads'));
  });

  it('still answers questions of its own that name no advertising word, and follow-ups in a conversation', () => {
    for (const question of [
      'what does BANT stand for',
      'should I switch on accelerated delivery',
      'what’s a good return on what I put in',
    ])
      expect(ask(question)).toContain('_Source:');
    expect(ask('how do I get more people through the door?')).not.toBe(offTopicReply('ads'));
    const followUp = (questions: string[]) =>
      composeAnswer(knowledgeIndex('ads'), { persona: 'ads', agent: 'advisor', questions });
    expect(followUp(['My CTR dropped this week, why?', 'is that normal?'])).toContain('_Source:');
    expect(followUp(['How much should I spend on Google Ads?', 'my dog keeps barking, how do I stop it?'])).toBe(
      offTopicReply('ads'),
    );
  });

  it('keeps a coach’s off-topic questions out of the drills, but not a coaching question without a sport word', () => {
    const coach = (question: string) =>
      composeAnswer(knowledgeIndex('coach'), { persona: 'coach', agent: 'advisor', questions: [question] });
    for (const question of ['my dog keeps barking, what do I do?', 'how do I run a facebook ad', 'what’s a good CPA'])
      expect(coach(question)).toBe(offTopicReply('coach'));
    for (const question of [
      'how do I get them to listen',
      'what is a microcycle',
      'what’s a good target heart rate',
      'whats periodisation in plain english',
      'we get killed on the boards',
      'whats the point of the long run being so slow, feels like junk miles tbh',
    ])
      expect(coach(question)).toContain('_Source:');
  });

  it('tells a coach it cannot enter a team or book a venue, and answers questions about itself briefly', () => {
    const coach = (question: string) =>
      composeAnswer(knowledgeIndex('coach'), { persona: 'coach', agent: 'advisor', questions: [question] });
    for (const question of [
      'sign my u12s up for the county league next season, entry deadline is friday',
      'can you register my team for the tournament',
      'book the astro at the leisure centre for thursday 6-7pm pls',
      'can you ring the ref and tell him we are running late',
      'can you order new bibs and cones for us',
      'tell the parents there is no training next week',
      'enter the u12s in the county cup please',
      'can you referee our match',
      'remind me about training on tuesday',
      'update our Spond lineup for sunday, drop Jake to the bench',
    ])
      expect(coach(question).startsWith(COACH_BOUNDARY)).toBe(true);
    for (const question of [
      'should i enter my u10s in a tournament',
      'post match team talk after a bad loss, what do i say',
      'send me a session plan for u10s',
      'order of drills in a session?',
      'cancel training if it rains or not?',
      'can you coach me through a warm-up',
    ])
      expect(coach(question)).not.toContain(COACH_BOUNDARY);
    for (const question of [
      'who are you? are you a real coach',
      'do you support a team yourself?',
      "what's your name?",
      'do you like football',
      'are you a bot or a real person',
    ]) {
      const text = coach(question);
      expect(text).not.toContain('_Source:');
      expect(text).toContain('I am an AI assistant');
    }
    for (const question of ['do you have a favourite passing drill for u10s?', 'do you like rondos for u10s?'])
      expect(coach(question)).toContain('_Source:');
    for (const question of ['morning!', 'hey coach!']) expect(coach(question)).toContain('Hello!');
    for (const question of [
      'cheers!! the kids loved that session, absolute scenes 🙌',
      'the girls really enjoyed it, thanks',
    ])
      expect(coach(question)).toContain('Glad that helps.');
    expect(coach('the kids loved the rondo, what could I do next week')).toContain('_Source:');
  });

  it.each([
    ['kill the tiktok campaign please, it is wasting money', 'Pause'],
    ['pls bump my meta retargeting ad set to $200/day, I am on a plane', 'Budget column'],
    ['would you mind duplicating my best ad set and launching it in canada?', '+ New campaign'],
    ['send an email to my agency saying we cancel the contract end of the month', '+ New campaign'],
    ['call the 30 leads from yesterday for me and book them in for viewings', '+ New campaign'],
    ['can u upload my new product feed to merchant center for me', '+ New campaign'],
    ['can you turn my search ads back on this morning', 'toggle'],
    ['drop the bids on my shopping campaign by 15% pls', 'Settings → Bidding'],
    ['email our agency and tell them we are ending the contract, thx', '+ New campaign'],
    ["I'd like you to pause all my campaigns until further notice", 'Pause'],
    ['go ahead and raise the budget on campaign 2', 'Budget column'],
    ["can you check my google ads account and tell me what's wrong", 'never share a password'],
    ['can you set up a new search campaign for my bakery', '+ New campaign'],
    ['do my facebook ads for me, I have no time', '+ New campaign'],
    ['our card was declined and everything stopped. fix the billing please, use the amex', 'Payment methods'],
    ['Launch the spring campaign we drafted. Targeting is all in there, just hit publish.', '+ New campaign'],
    ['Lower all my keyword bids by 15% across the whole account, we are over budget', 'Settings → Bidding'],
    ['Email my client Sarah with last month’s results, keep it friendly', '+ New campaign'],
    ['Move £300 from Meta to Google this week, Google is doing better', 'Budget column'],
    ["Turn the budget down to 20 a day on the brand campaign, it's overspending", 'Budget column'],
    ['need u to create a lookalike audience from my customer list in ads manager', '+ New campaign'],
    ['Would you be able to raise my bids on the top 10 keywords?', 'Settings → Bidding'],
    ["can you export last month's report from ads manager and send it to my boss", 'never share a password'],
    ['go through my search terms and add negatives for anything irrelevant', '+ New campaign'],
  ])('takes an order in fresh words as one, and says how the user does it: %s', (question, how) => {
    const text = ask(question);
    expect(text.startsWith(ADS_BOUNDARY)).toBe(true);
    expect(text).toContain(how);
  });

  it.each([
    "pause or lower the budget: what's better when cpa spikes?",
    'turn off audience network or leave it on?',
    'upload a customer list to facebook: is it worth it for retargeting?',
    'launch day for my course: how much budget do I need on meta?',
    'can you add a call to action to my ad',
    'set a cost cap and now the campaign spends basically nothing',
    'increase budget on a winning campaign without resetting learning',
    'stop wasting money on broad match',
    "i'd like to pause my campaigns for a week, will that hurt performance?",
    'Call tracking for google ads',
    'Text ads vs responsive search ads',
    'Upload offline conversions to google ads',
    'pause campaigns on weekends to save budget',
    'cancel a google ads account',
    'run ads only in the evening',
    'drop in ctr on my search campaign since tuesday',
    'can you set up a campaign plan for a £1000 monthly budget',
    'I get 3 leads for every 100 visitors and pay 90 cents per visitor. Cost per lead?',
    'should I move budget from Meta to Google if Google converts better?',
    'Turning the budget down on a campaign: does it reset learning?',
    'could you give me 5 ad headlines for a dog groomer',
  ])('answers a question about acting, or about its own wording, with advice: %s', (question) => {
    expect(ask(question)).not.toContain(ADS_BOUNDARY);
  });

  it('tells a coach which jobs are theirs in fresh words, but edits its own plan when asked', () => {
    const coach = (question: string) =>
      composeAnswer(knowledgeIndex('coach'), { persona: 'coach', agent: 'advisor', questions: [question] });
    for (const question of [
      'please whatsapp the team that kick off is now 10am',
      "pls move sunday's match to 2pm on the club app",
      'would you mind emailing the other coach to rearrange the friendly',
      "could you take training for me on thursday, I'm away",
      'could you let the ref know we only have 9 players',
      'order us a new set of goals from the sports shop',
      'can you phone the leisure centre and ask if the pool is free on friday',
      'can you ask the parents for volunteers to run the tuck shop',
      "message the goalkeeper's dad that he's starting on saturday",
      'can you organise a friendly against another club for us',
      'could you get in touch with the league about our fixture',
      'can you collect the subs from the parents',
      'Just pick the team for me and post it in the group chat',
      'I need you to file the incident form with the county FA',
      'order 18 new kits from our supplier, sizes to follow',
      'get the ref booked for our home game',
      "Chase the parents who haven't paid subs yet",
      "can u let the under 10s parents know there's no training over half term",
      'can you pick up the bibs from the clubhouse for me',
      'could you go and watch my u12s on sunday and tell me what you think',
      "pls drop the parents a message saying training's moved to 5",
    ])
      expect(coach(question).startsWith(COACH_BOUNDARY)).toBe(true);
    for (const question of [
      'can you change the session so it fits 45 minutes',
      'can you add a fun game at the end of the session',
      'can you increase the intensity of the session for my u16s',
      'can you move the shooting drill to the start of the session',
      'order the drills for me for a 60 minute u11 hockey session',
      'could you organise the session into three blocks',
      'Email template for parents about the new season',
      'message to the team after losing a final',
      'Cancel training in a thunderstorm',
      'Enter a tournament with a weak team?',
      'We keep getting beaten on rebounds, my U14 boys just stand and watch the shot go up',
      "Is it worth teaching the pick and roll to under 14s? What simple offence would you run with a team that's new",
    ])
      expect(coach(question)).toContain('_Source:');
  });

  it('takes thanks and praise with chatter and emoji as small talk, but not when something is still asked', () => {
    const coach = (question: string) =>
      composeAnswer(knowledgeIndex('coach'), { persona: 'coach', agent: 'advisor', questions: [question] });
    for (const question of [
      'cheers!! the lads loved that drill, proper buzzing 🙌',
      'that warm-up went down a storm with the u10s, ta',
      'the session was a hit, cheers coach 👏',
      'cheers, that passing drill worked a treat last night!',
    ])
      expect(coach(question)).toContain('Glad that helps.');
    expect(ask('thanks!! the client was over the moon with the new report 🎉')).toContain('Glad that helps.');
    expect(ask('omg thank you!!! 🙏🙏')).toContain('You are welcome.');
    expect(coach('Thanks for yesterday. We won 3-1! Off for pizza with the team now 🍕')).toContain('Glad that helps.');
    expect(coach('I’m so tired today 😴 long week at work')).toContain('Sounds like a long one.');
    for (const question of ['yo what’s up', 'hey hey', 'Good morning :)', 'evening all', 'Hello, anyone there?'])
      expect(ask(question)).toContain('Hello!');
    expect(ask('lol tell me a joke about marketers')).toBe(offTopicReply('ads'));
    expect(ask('what are you exactly')).toContain('I am an AI advisor for advertisers');
    expect(ask('guten tag!')).toContain('Hello!');
    expect(ask('do you like your job?')).toContain('I am an AI assistant');
    expect(ask('do you sleep?')).toContain('I am an AI assistant');
    for (const question of ['thx m8', "sweet, that's exactly what I needed"])
      expect(ask(question)).not.toContain('_Source:');
    for (const question of [
      'thanks, but the older ones got bored, how can I make it harder?',
      'the kids loved it, how do I progress it next week?',
      'ways to say thanks to parent volunteers',
      'a drill that worked well for passing with u10s',
      'thanks, do the same for u8s',
    ])
      expect(coach(question)).toContain('_Source:');
    for (const question of [
      'thanks. my ctr dropped from 3% to 1% this week though',
      'cheers, the client loved the report but wants to know why cpa went up',
    ])
      expect(ask(question)).toContain('_Source:');
  });

  it('keeps everyday questions out of the articles whatever job words the chatter around them has', () => {
    const coach = (question: string) =>
      composeAnswer(knowledgeIndex('coach'), { persona: 'coach', agent: 'advisor', questions: [question] });
    for (const question of [
      'who won the world cup in 2018',
      'what accounting software should a small shop use',
      'how do I train my puppy to sit',
      'any quick pasta recipe I can knock up before I head to training at 6? lol',
    ])
      expect(coach(question)).toBe(offTopicReply('coach'));
    for (const question of [
      'who won the world cup in 2018',
      "what's the best time to visit japan",
      'unrelated but any good recipe for a quick pasta sauce? long day of ad reports lol',
      "my daughter's stuck on her fractions homework, what's 3/4 + 2/3?",
      'when was google founded? settling a bet',
      'can you write me a birthday poem for my mum',
    ])
      expect(ask(question)).toBe(offTopicReply('ads'));
    for (const question of [
      'who is the best football player of all time',
      'what channel is the match on tonight',
      "what's a good present for my mum's 50th",
      'Did you see the match last night? what a finish',
      'how do you say well done in spanish',
      "what's 12 times 14, my calculator's dead",
      "where's a good place for a team meal in leeds",
      'can you help me write a wedding speech',
    ])
      expect(coach(question)).toBe(offTopicReply('coach'));
    expect(coach('my dog keeps running onto the pitch during training, what do I do')).toContain('_Source:');
    expect(
      ask('which channel gets the credit when a customer saw us on TikTok, then googled us and bought?'),
    ).toContain('_Source:');
    expect(ask('i sell dog food online, how do I advertise to new puppy owners')).not.toBe(offTopicReply('ads'));
    expect(ask("what do tCPA, tROAS and 'max conv' all mean?? total beginner here")).toContain('_Source:');
    for (const question of [
      'Nobody tucks in behind when our full back gets beaten, we concede from the same move every week',
      "whats the best thing to say at half time when you're getting hammered",
    ])
      expect(coach(question)).toContain('_Source:');
  });

  it('takes an everyday aside or a fan’s question before a question of the job as its context', () => {
    const coach = (question: string) =>
      composeAnswer(knowledgeIndex('coach'), { persona: 'coach', agent: 'advisor', questions: [question] });
    for (const question of [
      'I run a puppy training business, how do I get more bookings from Google Ads?',
      'We are a cafe with free wifi, how do we get more footfall from local ads?',
      'how much do micro influencers get paid per post?',
    ])
      expect(ask(question)).not.toBe(offTopicReply('ads'));
    for (const question of [
      'kids have homework so attendance drops, how do I keep them coming?',
      'parents keep asking who won, how do I handle that with under 8s?',
    ])
      expect(coach(question)).not.toBe(offTopicReply('coach'));
    expect(coach('who won the world cup in 2018')).toBe(offTopicReply('coach'));
    expect(ask('my dog keeps barking, how do I stop it?')).toBe(offTopicReply('ads'));
  });

  it('takes a forecast asked for as off-topic, but answers how to train in the weather', () => {
    const coach = (question: string) =>
      composeAnswer(knowledgeIndex('coach'), { persona: 'coach', agent: 'advisor', questions: [question] });
    for (const question of ['what’s the weather tomorrow', 'will it rain on saturday'])
      expect(coach(question)).toBe(offTopicReply('coach'));
    expect(ask('what’s the weather tomorrow')).toBe(offTopicReply('ads'));
    for (const question of ['is it going to rain tomorrow, should we cancel training', 'how do I train in hot weather'])
      expect(coach(question)).toContain('_Source:');
  });

  it('takes "for me" as an order only when the sentence opens with the verb, and needs a club object after bring, arrange and remind', () => {
    const coach = (question: string) =>
      composeAnswer(knowledgeIndex('coach'), { persona: 'coach', agent: 'advisor', questions: [question] });
    for (const question of [
      'Ideas to boost customers for us this month',
      'Best way to move budget from Meta to Google for me',
      'Best time to run ads for us',
    ])
      expect(ask(question)).toContain('_Source:');
    for (const question of [
      'could you bring more intensity into the session',
      'Can you arrange the drills into a session',
      'Could you remind me of the coaching points for the session',
      'could you book-end the session with a game',
    ])
      expect(coach(question)).toContain('_Source:');
    for (const question of [
      'run the ads for us this month please',
      'my login is below, pls go in and move budget from Meta to Google for me',
    ])
      expect(ask(question).startsWith(ADS_BOUNDARY)).toBe(true);
    for (const question of [
      'could you bring the bibs on saturday',
      'can you remind the parents about subs',
      'can you arrange a friendly for us',
      'book the sports hall for us on friday',
    ])
      expect(coach(question).startsWith(COACH_BOUNDARY)).toBe(true);
  });

  it('reads a 20,000-character message padded with chatter, separators or repeated verbs as what it is', () => {
    const coach = (question: string) =>
      composeAnswer(knowledgeIndex('coach'), { persona: 'coach', agent: 'advisor', questions: [question] });
    expect(ask(`cheers${' '.repeat(20000)}:)`)).toContain('You are welcome.');
    expect(ask(`haha${' lol'.repeat(5000)} thanks so much`)).toContain('You are welcome.');
    expect(ask(`hi${' !'.repeat(10000)}`)).toContain('Hello!');
    expect(ask(`hi${' ,'.repeat(10000)} how do I lower my cpa?`)).toContain('_Source:');
    expect(coach(`${'move '.repeat(4000)}the shooting drill to the start of the session`)).toContain('_Source:');
    expect(coach(`could you take training for me on thursday${' '.repeat(20000)}`).startsWith(COACH_BOUNDARY)).toBe(
      true,
    );
  });

  it('takes an order chained with and, done on the user’s behalf or from tomorrow as one', () => {
    const coach = (question: string) =>
      composeAnswer(knowledgeIndex('coach'), { persona: 'coach', agent: 'advisor', questions: [question] });
    for (const question of [
      'make a copy of the spring ad and pause the old one',
      'ring google ads support on my behalf about the suspended account',
      'Set the brand campaign budget to $80 a day from tomorrow',
    ])
      expect(ask(question).startsWith(ADS_BOUNDARY)).toBe(true);
    expect(coach('write the rota for saturday and then send it to the parents').startsWith(COACH_BOUNDARY)).toBe(true);
    for (const question of ['Increase budget and keep ROAS stable', 'Text ads and call extensions'])
      expect(ask(question)).not.toContain(ADS_BOUNDARY);
  });

  it('knows the account edits and the club jobs done in person or on paper as the user’s own', () => {
    const coach = (question: string) =>
      composeAnswer(knowledgeIndex('coach'), { persona: 'coach', agent: 'advisor', questions: [question] });
    for (const question of [
      'replace the images in my ad sets with the new ones pls',
      'could you swap out the sitelinks on my brand campaign',
    ])
      expect(ask(question).startsWith(ADS_BOUNDARY)).toBe(true);
    for (const question of [
      'fill out my coaching licence renewal for me',
      'could you film our match on saturday for me',
      'keep the score at our netball game tonight',
      'invite the whole squad to the end of season party',
      'set up a poll in the group chat for sunday',
    ])
      expect(coach(question).startsWith(COACH_BOUNDARY)).toBe(true);
    for (const question of [
      'keep score in small-sided games to motivate kids',
      'should I keep score with u8s on saturday',
    ])
      expect(coach(question)).toContain('_Source:');
    expect(ask('Replace broad match keywords with phrase match')).not.toContain(ADS_BOUNDARY);
  });

  it('answers a how-are-you after some chatter, a favourite asked of it and a fan’s or forecast question briefly', () => {
    const coach = (question: string) =>
      composeAnswer(knowledgeIndex('coach'), { persona: 'coach', agent: 'advisor', questions: [question] });
    expect(ask('knackered today, long week of client calls. anyway how are you?')).toContain('Sounds like a long one.');
    expect(ask("hey! how's your day going")).toContain('Hello!');
    expect(coach('have you got a favourite team?')).toContain('I am an AI assistant');
    for (const question of [
      'who do you think is gonna win the champions league',
      'how old is ronaldo?',
      'is it going to snow on saturday? we have a fixture',
    ])
      expect(coach(question)).toBe(offTopicReply('coach'));
    expect(ask('my ctr dropped to 1% this week. how are you?')).toContain('_Source:');
  });

  it('answers the jargon of the job that names no everyday word of it', () => {
    const coach = (question: string) =>
      composeAnswer(knowledgeIndex('coach'), { persona: 'coach', agent: 'advisor', questions: [question] });
    for (const question of ['do negatives catch plurals?', 'our game app: what CPI can we afford?'])
      expect(ask(question)).not.toBe(offTopicReply('ads'));
    for (const question of ['should the rowers paddle easy after an erg test', 'why put an easier week in the block'])
      expect(coach(question)).not.toBe(offTopicReply('coach'));
  });

  it('takes a polite order as one, and thanks before a question as no part of its topic', () => {
    const coach = (question: string) =>
      composeAnswer(knowledgeIndex('coach'), { persona: 'coach', agent: 'advisor', questions: [question] });
    for (const question of [
      'would you kindly pause my brand campaign',
      "I'd appreciate it if you could raise my bids by 10%",
      'get on the phone with our meta rep on our behalf',
    ])
      expect(ask(question).startsWith(ADS_BOUNDARY)).toBe(true);
    for (const question of [
      "I'd be grateful if you could book the 3G for friday",
      'do you fancy running the session for me on thursday',
      'grab the cones from the shed before 6',
    ])
      expect(coach(question).startsWith(COACH_BOUNDARY)).toBe(true);
    expect(coach('what if you could only use 4 cones for the session')).toContain('_Source:');
    expect(ask('cheers mate, one more: how long is the learning phase')).toContain('_Source:');
    expect(ask('thanks, what should i name my cat')).toBe(offTopicReply('ads'));
  });

  it('reads 20,000-character messages padded around chained orders and a last how-are-you in linear time', () => {
    const coach = (question: string) =>
      composeAnswer(knowledgeIndex('coach'), { persona: 'coach', agent: 'advisor', questions: [question] });
    const started = performance.now();
    expect(ask(`knackered today${' '.repeat(20000)}anyway how are you`)).not.toContain('_Source:');
    expect(ask(`pause${' '.repeat(20000)}and${' '.repeat(20000)}`)).toBeTypeOf('string');
    expect(coach(`what weather is it tomorrow${',a'.repeat(10000)}`)).toBeTypeOf('string');
    expect(coach(`who will win${' x'.repeat(10000)}`)).toBeTypeOf('string');
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it.each([
    ['coach', 'describe a game and then ask the players what they noticed'],
    ['coach', 'set up a 4v4 and then tell the players to keep the ball for 5 passes'],
    ['coach', 'give me a rondo and tell the players when to switch'],
    ['ads', 'walk me through raising the budget and then lower the bids'],
    ['ads', 'write a plan to cut costs and then lower the budget slowly without losing leads'],
    ['ads', 'swap my keywords from broad to phrase and tell me what changes'],
    ['coach', 'record the session tomorrow to review technique - good idea?'],
    ['coach', 'record the session tomorrow to review technique - good idea'],
    ['ads', 'tired. is broad match worth it'],
    ['ads', 'stressed, campaign just got disapproved'],
    ['ads', 'exhausted, google suspended my account'],
    ['coach', 'exhausted, two kids got concussions on saturday'],
    ['coach', "half my squad quit after the last game. anyway how's your day been?"],
    ['coach', 'it will rain on saturday so should I cancel training?'],
    ['coach', 'how old is under 9s'],
  ] as const)(
    'answers advice asked for, whatever feeling, order or weather is around it (%s): %s',
    (persona, question) => {
      const text = composeAnswer(knowledgeIndex(persona), { persona, agent: 'advisor', questions: [question] });
      expect(text).toContain('_Source:');
    },
  );

  it('names the learning phase when asked how long before judging a new campaign', () => {
    const text = ask('How long before I judge a new campaign?');
    expect(text).toContain('learning phase');
    expect(text).toContain('The learning phase (learning period) of automated bidding');
  });

  it.each([
    "I'm getting clicks but no sales",
    'people click my ads but nobody buys',
    'lots of clicks, zero conversions, what is wrong?',
  ])('takes a symptom to its causes (tracking, landing page, offer): %s', (question) => {
    const text = ask(question);
    expect(text).toContain('_Source: **Clicks but no sales or leads**');
    for (const cause of ['Tracking', 'landing page', 'offer']) expect(text).toContain(cause);
  });
});
