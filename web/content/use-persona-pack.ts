/** Only for web/features/billing/upgrade-page.tsx until it imports use-persona-content.ts; delete then. */
export { usePersonaContent as usePersonaPack } from './use-persona-content';
