import { generateText, type LanguageModel } from 'ai';
import type { Persona } from '../../contract/agents';
import type { Turn } from './prompt';
import { readReport } from './report-table';

export const NO_TABLE = 'NO_TABLE';

export const TRANSCRIBE_PROMPT = `You transcribe advertising reports from screenshots. If the image shows a table of campaign, ad set, ad group or ad performance (Google Ads, Meta Ads Manager or a similar dashboard), reply with that table as CSV and nothing else: the header row with the column names exactly as shown, then one line per row with every figure exactly as shown (currency symbols, thousands separators and percent signs included), quoting any cell that holds a comma. No totals row, no prose, no code fence, no figure you cannot read. If the image shows no such table, reply exactly ${NO_TABLE}.`;

/** Words of someone asking about their numbers; an image sent with no words at all is asked about too. */
const WANTS_AUDIT =
  /\b(?:audit|report|campaigns?|ad ?sets?|ad ?groups?|performance|performing|results|numbers|figures|metrics|stats|ctr|cpc|cpa|cpm|roas|spend|spent|costs?|conversions?|analy[sz]e|review|check|look at|what do you (?:make|think)|how am i doing|how are (?:we|they|these) doing|which (?:one|campaign|ad)|pause|scale)\b/i;

export const wantsAudit = (text: string) => !text.trim() || WANTS_AUDIT.test(text);

/**
 * With a vision model, the newest question's screenshot of a report is first read into CSV by the model, then
 * audited by our code like an attached file: the model reads the numbers, we compute the metrics. The turn gets
 * the table as its report, so the reply's system prompt carries the audit as facts. Anything else is left alone.
 */
export async function readScreenshotReport(
  model: LanguageModel,
  persona: Persona,
  turns: Turn[],
  abortSignal: AbortSignal,
): Promise<void> {
  const newest = turns.findLast((turn) => turn.role === 'user');
  if (persona !== 'ads' || !newest?.image || newest.report || !wantsAudit(newest.text)) return;
  try {
    const { text } = await generateText({
      model,
      system: TRANSCRIBE_PROMPT,
      messages: [
        {
          role: 'user',
          content: [
            { type: 'image', image: newest.image.data, mediaType: newest.image.mediaType },
            { type: 'text', text: 'Transcribe the report table in this image as CSV.' },
          ],
        },
      ],
      abortSignal,
      maxRetries: 1,
    });
    const csv = text
      .trim()
      .replace(/^```[a-z]*\n?|\n?```$/g, '')
      .trim();
    if (!csv || csv === NO_TABLE) return;
    const read = readReport(csv, { file: true });
    if (read?.kind === 'report' && read.rows.length > 0)
      newest.report = { name: 'screenshot', text: csv, fromImage: true };
  } catch (error) {
    if (abortSignal.aborted) throw error;
    // Without the transcript the model still sees the image: the reply goes on, unaudited.
    console.error('reading the report in a screenshot failed', error);
  }
}
