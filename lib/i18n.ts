/*
 * Minimal stand-in for the integrator's lib/i18n.ts (the i18n branch has the full one):
 * only what the share cards' fonts need, the languages the site is written in.
 */
export const LANGUAGES = ['en', 'ja', 'id'] as const;
export type Lang = (typeof LANGUAGES)[number];
