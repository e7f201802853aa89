import { ABOUT_QUESTIONS, personaOf } from '../../../worker/contract/agents';

/** The about question of the persona (PRODUCT.md); 'ads' is the default persona. */
export const aboutQuestion = (persona: string | undefined) => ABOUT_QUESTIONS[personaOf(persona)];
