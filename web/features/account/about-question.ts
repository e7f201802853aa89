/** The about question of each persona pack (PRODUCT.md); 'ads' is the default persona. */
const QUESTIONS: Record<string, string> = {
  coach: 'What sport do you coach?',
  ads: 'Tell us about your business and advertising goals',
};

export const aboutQuestion = (persona: string | undefined) => QUESTIONS[persona ?? 'ads'] ?? QUESTIONS.ads ?? '';
