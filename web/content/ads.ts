import type { PersonaContent } from './persona';
import walkthroughLengths from './walkthrough-lengths.json';

/** The advertisers' words: the default persona. */
export const adsContent: PersonaContent = {
  meta: {
    title: 'AdWise: your AI advertising assistant',
    description:
      'Agency-grade advice on campaigns, budgets and bidding, around the clock. Chat with an AI assistant built for advertisers.',
  },
  hero: {
    eyebrow: 'AI advisor for advertisers',
    title: 'Agency-grade ad advice, without the agency bill',
    lead: 'Ask about campaigns, budgets and bidding and get clear, specific recommendations in seconds, at any hour. AdWise never touches your ads: every change stays yours to make.',
    note: 'Free plan: 3 questions every 30 days. No card needed.',
    sample: {
      question: 'My cost per lead doubled this week on a $40 a day budget. What should I check first?',
      answer: [
        'Start with ad frequency: above 3, people tire of the same creative and costs climb. If it is high, rotate in a new ad before touching the budget.',
        'Then compare this week with last: did the audience narrow, or did the landing page slow down? Either one raises cost per lead.',
      ],
    },
  },
  scale: {
    title: 'Advice that keeps pace with your ad spend',
    lead: 'One campaign or fifty, one platform or several: ask as often as you need, whenever you need.',
    stats: [
      { value: '24/7', label: 'Answers around the clock, weekends included' },
      { value: '4', label: 'Specialist agents: general advisor, sales, marketing and negotiation' },
      { value: '$0', label: 'To start, with 3 free questions every 30 days' },
      { value: '3 days', label: 'Free trial of unlimited questions, cancel anytime' },
    ],
  },
  whyUs: {
    title: 'Why advertisers choose AdWise',
    lead: 'The questions you would ask an agency, answered for the price of a lunch a month.',
    items: [
      {
        icon: 'target',
        title: 'Optimisation tips',
        text: 'Find what holds a campaign back (targeting, creative, bids or landing page) and the first thing to try.',
      },
      {
        icon: 'wallet',
        title: 'Budget and bidding help',
        text: 'Decide where the next dollar goes, when to raise a bid, and when to pause a campaign that does not pay back.',
      },
      {
        icon: 'search',
        title: 'Campaign troubleshooting',
        text: 'Disapproved ads, falling reach, a sudden jump in cost: describe it, or share a screenshot, and get a diagnosis.',
      },
      {
        icon: 'shield',
        title: 'You stay in control',
        text: 'AdWise only recommends. It never logs in to your ad accounts or changes anything. Check the advice, then act.',
      },
      {
        icon: 'clock',
        title: 'Around the clock',
        text: 'A campaign goes wrong on a Sunday night? Ask then. No waiting for office hours or the next account review.',
      },
      {
        icon: 'users',
        title: 'Specialist agents',
        text: 'Pick a sales, marketing or negotiation specialist for a chat when a question needs a different kind of expert.',
      },
    ],
  },
  howItWorks: {
    title: 'How it works',
    lead: 'From question to plan in three steps. The video shows the real app.',
    steps: [
      { title: 'Create your free account', text: 'Sign up with your e-mail and confirm it with the code we send you.' },
      {
        title: 'Describe your campaign',
        text: 'Tell AdWise your goal, budget and what you are seeing. On a paid plan, attach a screenshot of your results.',
      },
      {
        title: 'Act on clear advice',
        text: 'Get prioritised recommendations you apply yourself, and ask follow-up questions in the same chat.',
      },
    ],
    videoTitle: 'A short walkthrough of AdWise',
    video: {
      src: '/media/walkthrough-ads.mp4',
      poster: '/media/walkthrough-ads-poster.jpg',
      captions: '/media/walkthrough-ads.vtt',
      width: 1280,
      height: 720,
      seconds: walkthroughLengths.ads,
    },
  },
  about: {
    title: 'About AdWise',
    paragraphs: [
      'Small businesses and start-ups spend real money on ads, but rarely have an expert to ask. Agencies are priced for bigger budgets, and forum advice is seldom about your account.',
      'So we built an assistant that answers like a seasoned media buyer: specific, honest about what it does not know, and focused on your next step. It is a robot and it says so: verify its advice before you act, and you always make the final call.',
    ],
    points: [
      'Advice only, never automatic changes',
      'Your conversations are visible only to you',
      'Cancel anytime from your account',
    ],
  },
  faq: {
    title: 'Frequently asked questions',
    items: [
      {
        question: 'What is AdWise?',
        answer:
          'An AI assistant for advertisers, small businesses and start-ups. You chat with it about campaigns, budgets, bidding and problems, and it answers with specific recommendations, around the clock.',
      },
      {
        question: 'Does AdWise change my ads or log in to my ad accounts?',
        answer:
          'No. AdWise only recommends. It has no access to your ad accounts and never changes a campaign, budget or bid. You decide what to apply.',
      },
      {
        question: 'How do I get the best answers?',
        answer:
          'Say which platform you use (it knows the major search, social and display platforms, but is not connected to them) and give it context: your goal, budget, audience, dates and key figures such as click-through rate, cost per click, cost per acquisition or return on ad spend. Ask one thing at a time, then follow up in the same chat.',
      },
      {
        question: 'How do I keep, export or share what it tells me?',
        answer:
          "Choose Save in a chat's menu to keep the whole chat under Saved chats. Choose Save as plan under any reply to make it an action plan you can edit in the Chat editor, where your edits save as you type. Select a passage and choose Highlight to keep it as a saved tip. A chat or a plan downloads as Markdown (Export) or prints to PDF (Print), and Share makes a read-only link to a snapshot that you can revoke at any time.",
      },
      {
        question: 'Can I share a screenshot or a report of my results?',
        answer:
          'Yes. On every plan, Free included, you can attach the CSV export of a Google Ads or Meta Ads Manager report (up to 2 MB and 5,000 rows): each row gets its CTR, CPC, conversion rate, CPA and ROAS worked out and flagged, and the fixes are ranked by the money at stake. On the Standard and Premium plans and during the free trial you can attach one image instead; whether the assistant can read it depends on the AI model this service runs, and when it cannot, the chat says so. The Free plan has no image uploads.',
      },
      {
        question: 'How accurate is the advice?',
        answer:
          'It is good, but it is a robot: it can be wrong or out of date, and it cannot see your account. Check important recommendations before acting, and test changes on a small budget first.',
      },
      {
        question: 'What are the specialist agents?',
        answer:
          'Besides the general advisor you can choose a sales, marketing or negotiation specialist for a chat. Each keeps to its own field, so its answers go deeper there.',
      },
      {
        question: 'What does the Free plan include?',
        answer:
          '3 questions every 30 days (a message with a CSV report attached is one), without image uploads. A 3-day free trial unlocks unlimited questions and images; cancel anytime before it ends and you pay nothing.',
      },
      {
        question: 'How do I cancel my subscription?',
        answer:
          'Open the settings menu and choose Manage Subscription, then Cancel Subscription. You keep access until the end of the period you paid for.',
      },
      {
        question: 'Is my data private?',
        answer:
          'Your conversations, action plans, saved tips and images are visible only to you, unless you share a link to one; revoking the link ends that at once. We do not sell them or use them to train AI models. The Privacy Policy explains what we keep and for how long.',
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
    lead: 'Start free. Upgrade when AdWise earns it: every paid plan begins with a 3-day free trial.',
    features: {
      free: {
        included: [
          '3 questions every 30 days',
          'Basic AI recommendations',
          'Limited campaign analysis',
          'Ad spend insights',
        ],
        excluded: ['No customised support', 'No photo uploads'],
      },
      standard: {
        included: [
          'Unlimited questions',
          'Photo upload for AI analysis',
          'Advanced recommendations',
          'Full campaign analysis',
          'Budget optimisation',
          'Email support',
        ],
        excluded: [],
      },
      premium: {
        included: [
          'Everything in Standard',
          'Priority support',
          'Webinars and resources',
          'Custom strategy consultation',
          'Exclusive updates',
        ],
        excluded: [],
      },
    },
  },
  footer: { tagline: 'AI guidance for advertisers, around the clock. Advice only: your ads stay in your hands.' },
};
