const TOPICS = ['search', 'shopping', 'video', 'display', 'social', 'retargeting', 'brand', 'local'];
const METRICS = ['CTR', 'CPC', 'CPA', 'ROAS', 'conversion rate', 'impression share'];

/** A long, varied assistant reply in markdown (headings, paragraphs, lists, code, tables, quotes). */
export function sampleReply(minChars = 32 * 1024): string {
  const sections: string[] = [];
  for (let i = 1; sections.join('\n\n').length < minChars; i++) {
    const topic = TOPICS[i % TOPICS.length];
    const metric = METRICS[i % METRICS.length];
    sections.push(
      `## ${i}. Tune the ${topic} campaigns`,
      `Your **${topic}** campaigns spent $${(i * 137) % 5000} last month with a ${metric} that trails the account average. ` +
        `Before you change bids, check that conversion tracking counts each sale once, and read the search terms report ` +
        `for queries that spend without converting. See [the pacing guide](https://example.com/guides/${i}).`,
      `1. Split the ${topic} budget by intent: prospecting, consideration and *retargeting*.\n` +
        `2. Give each campaign enough daily budget for several conversions a day.\n` +
        `3. Review placements weekly and exclude the ones with a ${metric} below target.\n` +
        `4. Change one thing at a time and wait a week before judging it.`,
      i % 3 === 0
        ? `\`\`\`text\nDaily budget = monthly budget / 30.4\n             = $${i * 100} / 30.4\n             = $${((i * 100) / 30.4).toFixed(2)}\n\n` +
            `Target CPA   = margin per sale x share you will spend\n\`\`\``
        : `| Campaign | Spend | ${metric} |\n| --- | ---: | ---: |\n| ${topic} A | $${i * 12} | ${(i % 7) + 1}.${i % 10}% |\n| ${topic} B | $${i * 9} | ${(i % 5) + 2}.${(i * 3) % 10}% |`,
      `> Tip: a ${metric} that moves less than 10% week to week is usually noise, not a trend.`,
    );
  }
  return sections.join('\n\n');
}

/** The reply cut as a model streams it: one word (with its leading space) at a time. */
export const tokensOf = (text: string) => text.match(/\s*\S+/g) ?? [];
