import { worldCurrency } from './figure-currencies.ts';
import { background } from './figure-overheads.ts';
import { thenNow } from './figure-then-now.ts';
import { normaliseFigureWords } from './figure-words.ts';

/** How much of a message the figures are read from, and how many numbers at most: a question's own fit well inside. */
export const FIGURE_TEXT_LIMIT = 1500;
export const FIGURE_COUNT_LIMIT = 60;

/** The question as the readers read it: currencies and other languages' words in English, spelled-out numbers as digits. */
export function figureText(question: string) {
  const world = worldCurrency(question.slice(0, FIGURE_TEXT_LIMIT));
  return { world, text: thenNow(background(normaliseFigureWords(world.text))) };
}
