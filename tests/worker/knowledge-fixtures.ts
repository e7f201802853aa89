import { buildIndex } from '../../worker/lib/knowledge/build';
import { parseArticle } from '../../worker/lib/knowledge/parse';

/** A small fixed corpus for the index and answer tests, independent of the real knowledge base. */
export const FIXTURE_ARTICLES: Record<string, string> = {
  'budget-daily': `---
id: budget-daily
title: Daily budgets from a monthly budget
tags: [budget, daily budget, pacing]
agents: [ads]
---
How to turn a monthly budget into a daily one.

## How do I calculate a daily budget?
\`Daily budget = monthly budget / 30.4\`

Divide each campaign's monthly share by 30.4.

## Why did my campaign overspend today?
Platforms treat the daily budget as an average and may spend up to twice it on a busy day.
`,
  'metrics-roas': `---
id: metrics-roas
title: ROAS and break-even
tags: [roas, break-even, margin]
agents: [ads, marketing]
---
What return on ad spend means and the ROAS you need to break even.

## Break-even ROAS
\`Break-even ROAS = 1 / profit margin\`. At a 25% margin you need a ROAS of 4.

## Optimising campaigns for ROAS
Optimise towards conversion value, not conversion count, once values are tracked.
`,
  'bidding-target-cpa': `---
id: bidding-target-cpa
title: Target CPA bidding
tags: [bidding, target cpa, smart bidding]
agents: [ads]
---
When and how to use target CPA bidding.

## Setting the target
Set the target cost per acquisition near what the campaign has achieved over the last 30 days.

## Learning phase
After a change the learning phase lasts one to two weeks; avoid other edits meanwhile.
`,
  'negotiation-agency-fees': `---
id: negotiation-agency-fees
title: Negotiating agency fees
tags: [agency, fees, retainer, negotiation]
agents: [negotiation]
---
How agencies charge for managing ad budgets, and what to negotiate.

## Fee models
Agencies charge a percentage of ad spend, a flat retainer, or a hybrid with a minimum fee.

## What to ask for
Ask for a trial period, a notice period of 30 days, and ownership of the ad accounts and their data.
`,
  'sales-follow-up': `---
id: sales-follow-up
title: Following up leads from ads
tags: [leads, follow-up, sales]
agents: [sales]
---
How fast and how often to follow up the leads ads bring.

## Speed to lead
Call new leads within five minutes of the form; contact rates fall quickly after that.

## How to calculate a budget for follow-up
Budget sales time for at least five contact attempts over two weeks for each lead.
`,
};

export const fixtureArticles = () =>
  Object.entries(FIXTURE_ARTICLES).map(([id, markdown]) =>
    parseArticle(markdown, `ads/${id}.md`, ['ads', 'sales', 'marketing', 'negotiation']),
  );

export const fixtureIndex = () => buildIndex(fixtureArticles());
