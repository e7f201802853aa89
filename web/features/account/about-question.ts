import { ABOUT_QUESTIONS, packOf } from '../../../worker/lib/agents';

/** The about question of the persona pack (PRODUCT.md); 'ads' is the default persona. */
export const aboutQuestion = (persona: string | undefined) => ABOUT_QUESTIONS[packOf(persona)];
