import type { Persona } from '../../contract/agents';

/** The built-in advisor's first paragraph when the newest message carries an image it cannot see. */
export const IMAGE_UNREAD: Record<Persona, string> = {
  ads: 'I cannot read images yet, so I could not see the screenshot you attached. Paste the numbers instead (or copy the report’s table), or attach the report’s CSV export (Google Ads and Meta Ads Manager both download one), and I will audit them.',
  coach:
    'I cannot read images yet, so I could not see the photo you attached. Type out the plan or the drill instead (the numbers, times and distances) and I will work from that.',
};

/** The same honesty asked of an LLM that receives no image bytes. */
export const IMAGE_UNREAD_INSTRUCTION =
  'The user attached an image to their newest message, but you cannot see images. Start your reply with one short paragraph saying you could not read the image and asking them to paste the numbers (or the report’s table) as text instead, then answer the text of their message as usual. Never describe or guess what the image shows.';

/** Marks, on a user message in the model's prompt, an image the model was not sent. */
export const IMAGE_UNREAD_OPTION = { adwise: { imageUnread: true } };
