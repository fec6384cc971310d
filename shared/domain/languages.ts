/**
 * The languages of the service, defined once: result texts, the driving-ban calendar and the site's locales.
 * Adding one here makes every data file that must carry its texts fail validation until it does.
 */
export const LANGUAGES = ['en', 'es', 'ro', 'it', 'fr', 'de'] as const;

export type Language = (typeof LANGUAGES)[number];
