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

  it('takes a forecast asked for as off-topic, but answers how to train in the weather', () => {
    const coach = (question: string) =>
      composeAnswer(knowledgeIndex('coach'), { persona: 'coach', agent: 'advisor', questions: [question] });
    for (const question of ['what’s the weather tomorrow', 'will it rain on saturday'])
      expect(coach(question)).toBe(offTopicReply('coach'));
    expect(ask('what’s the weather tomorrow')).toBe(offTopicReply('ads'));
    for (const question of ['is it going to rain tomorrow, should we cancel training', 'how do I train in hot weather'])
      expect(coach(question)).toContain('_Source:');
  });

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
