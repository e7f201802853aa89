import type { PersonaContent } from './persona';
import walkthroughLengths from './walkthrough-lengths.json';

/** The coaches' words: a session-planning assistant, with SPEC.md's 11 FAQ topics. */
export const coachContent: PersonaContent = {
  meta: {
    title: 'AdWise for coaches: plan training sessions with AI',
    description:
      'Describe a session in plain language and get a complete plan or fresh drill ideas in seconds. An AI session planner for sports coaches.',
  },
  hero: {
    eyebrow: 'AI session planner for coaches',
    title: 'Plan better sessions in minutes, not evenings',
    lead: 'Describe the session you need in plain language (age group, numbers, time, focus) and get a structured plan with warm-up, drills and cool-down, or fresh drill ideas, ready to use or refine.',
    note: 'Free plan: 3 questions every 30 days. No card needed.',
    sample: {
      question: '60-minute football session for 14 under-10s, focus on passing. I have cones and 6 balls.',
      answer: [
        'Warm-up (10 min): passing in pairs through cone gates, switching partners every 2 minutes.',
        'Main (30 min): 4 v 1 rondos in 10 x 10 m squares, then 3 v 3 to end zones. Game (15 min): 7 v 7, two touches. Cool-down (5 min).',
      ],
    },
  },
  scale: {
    title: 'From one session to a whole block of training',
    lead: 'Plan a single practice tonight or a progression over several weeks, for one team or many.',
    stats: [
      { value: '24/7', label: 'Plan whenever you have time, late nights included' },
      { value: 'Any level', label: 'From first-timers to performance squads' },
      { value: '$0', label: 'To start, with 3 free questions every 30 days' },
      { value: '3 days', label: 'Free trial of unlimited planning, cancel anytime' },
    ],
  },
  whyUs: {
    title: 'Why coaches plan with AdWise',
    lead: 'Spend your time on the pitch, the court or the pool deck, not on a blank page.',
    items: [
      {
        icon: 'list',
        title: 'Session plans in seconds',
        text: 'Warm-up, main drills, game and cool-down, timed to the minutes you have and the players you expect.',
      },
      {
        icon: 'target',
        title: 'Drill ideas on demand',
        text: 'Need a fresh way to work on first touch, footwork or decision-making? Ask for options and pick one.',
      },
      {
        icon: 'layers',
        title: 'Multi-session plans',
        text: 'Build a progression over several sessions, each one building on the last, for a block or a term.',
      },
      {
        icon: 'pen',
        title: 'Plain language in, clear plan out',
        text: 'No templates or special terms: write as you would to an assistant coach, then refine with follow-ups.',
      },
      {
        icon: 'clock',
        title: 'Ready when you are',
        text: 'Late on a Sunday or ten minutes before training: the planner is there whenever you sit down.',
      },
      {
        icon: 'shield',
        title: 'You stay the coach',
        text: 'Plans are suggestions from a robot. You know your players: check every drill for safety and fit.',
      },
    ],
  },
  howItWorks: {
    title: 'How it works',
    lead: 'From idea to session plan in three steps. The video shows the real app.',
    steps: [
      { title: 'Create your free account', text: 'Sign up with your e-mail and confirm it with the code we send you.' },
      {
        title: 'Describe your session',
        text: 'Say what you coach, who is coming, how long you have and what you want to work on.',
      },
      {
        title: 'Refine and keep it',
        text: 'Ask for changes in the same chat until it fits, then find it again under Recent Plans.',
      },
    ],
    videoTitle: 'A short walkthrough of AdWise',
    video: {
      src: '/media/walkthrough-coach.mp4',
      poster: '/media/walkthrough-coach-poster.jpg',
      captions: '/media/walkthrough-coach.vtt',
      width: 1280,
      height: 720,
      seconds: walkthroughLengths.coach,
    },
  },
  about: {
    title: 'About AdWise',
    paragraphs: [
      'Most coaches plan sessions in their spare time, after work and around families. Good plans take hours; a tired plan shows on the day.',
      'So we built a planner that drafts a full session from a few lines of plain language and improves it as you talk to it. It is a robot and it says so: you know your players, so check its suggestions and make the final call.',
    ],
    points: [
      'Suggestions only: you decide what runs',
      'Your plans are visible only to you',
      'Cancel anytime from your account',
    ],
  },
  faq: {
    title: 'Frequently asked questions',
    items: [
      {
        question: 'What is AdWise for coaches?',
        answer:
          'A session-planning assistant. You describe a session in plain language and it answers with a session plan or drill ideas you can use, change or build on.',
      },
      {
        question: 'How do I prompt the AI to get a good session plan?',
        answer:
          'Say the sport, the age and level of your players, how many are coming, how long you have, the space and equipment, and the one or two things you want to work on. The more it knows, the better the plan fits.',
      },
      {
        question: 'Can it create a multi-session plan?',
        answer:
          'Yes. Ask for a number of sessions, for example "six weekly sessions building up passing under pressure", and it lays out a progression with each session building on the last.',
      },
      {
        question: 'How do I refine the results?',
        answer:
          'Reply in the same chat: "shorter warm-up", "make drill two work for 9 players", "add a game at the end". The assistant keeps the whole conversation in mind and adjusts the plan.',
      },
      {
        question: 'Can I edit a plan after it is created?',
        answer:
          'Yes. Choose Save as plan under any reply: it becomes a session plan of its own that opens in the Chat editor, where you change its title and text with a live preview. Your edits save as you type. You can also ask for a change in the chat and the assistant rewrites the plan for you.',
      },
      {
        question: 'Do I need special terms, or can I write in plain language?',
        answer:
          'Plain language is exactly what it is built for. Write as you would to an assistant coach; no templates or jargon needed.',
      },
      {
        question: 'Can I save plans, or pin them to a date or a class?',
        answer:
          "Every chat is kept under Recent Plans. Choose Save in a chat's menu to keep it under Saved chats, with your session plans and saved drills (select a passage of a reply and choose Highlight). To keep a plan for a date or a class, put the date or class in its title: search finds plans by title and text. Share makes a read-only link to a snapshot for your assistant coaches or parents, which you can revoke at any time.",
      },
      {
        question: 'Does it work offline?',
        answer:
          'No. AdWise needs an internet connection to write plans. To take a plan to the field, download it as Markdown (Export) or print it to PDF (Print) before you go.',
      },
      {
        question: 'How accurate and safe are the plans?',
        answer:
          'They are a strong starting point, but they come from a robot and can be wrong. You know your players and your space: check every drill for safety and suitability before you run it.',
      },
      {
        question: 'Is it suitable for all levels and ages?',
        answer:
          'Yes: from young beginners to experienced squads. Tell it the age and level of your group and it adapts the intensity, the language and the drills.',
      },
      {
        question: 'How do I contact support?',
        answer:
          'Use Help & Support in the settings menu (or the link at the bottom of this page). Describe the problem and we reply by e-mail.',
      },
    ],
  },
  pricing: {
    title: 'Simple pricing',
    lead: 'Start free. Upgrade when it saves you time: every paid plan begins with a 3-day free trial.',
    features: {
      free: {
        included: ['3 questions every 30 days', 'Session plans and drill ideas', 'Plain-language requests'],
        excluded: ['No photo uploads', 'No priority support'],
      },
      standard: {
        included: [
          'Unlimited questions',
          'Photo upload for AI analysis',
          'Multi-session plans',
          'Plans kept under Recent Plans',
          'Email support',
        ],
        excluded: [],
      },
      premium: {
        included: ['Everything in Standard', 'Priority support', 'Best value', 'Exclusive updates'],
        excluded: [],
      },
    },
  },
  footer: { tagline: 'AI session planning for coaches. Suggestions only: you stay the coach.' },
};
