/**
 * Shorthand a question writes its figures in, spelt out: 'adspend', 'freq 8', 'half a percent', and the '1)' '2)'
 * of a numbered list, which number questions, not figures.
 */
export const spellOutShorthand = (text: string): string =>
  text
    .replace(/(?:^|(?<=[\s?.!:;,]))\(?\d{1,2}\)\s/gm, '; ')
    .replace(/^(\s*)\d{1,2}\.\s(?=\D)/gm, '$1; ')
    .replace(/\badspend\b/gi, 'ad spend')
    .replace(/\bfreq\b\.?/gi, 'frequency')
    .replace(/\b(?:a )?half (?:of )?(?:a|one) (?:percent|per cent|%)/gi, '0.5%')
    .replace(/\b(?:a )?quarter (?:of )?(?:a|one) (?:percent|per cent|%)/gi, '0.25%');
