import * as z from 'zod';
import { phrase } from '#shared/domain/problem-phrases.ts';
import { parseQuery } from '#shared/http/parse.ts';
import { english } from '#shared/http/problem-texts/problem-texts.ts';
import { CALENDAR_DEFAULT_LANGUAGE, CALENDAR_LANGUAGES, type CalendarLanguage } from './traffic-bans.schema.ts';

const expected = {
  lang: phrase('expectLang', { languages: CALENDAR_LANGUAGES, fallback: CALENDAR_DEFAULT_LANGUAGE }),
} as const;

/** The change log's one parameter: the language of its sentences, as the calendar takes it. */
export const changesQueryShape = () => ({
  lang: z
    .string()
    .toLowerCase()
    .pipe(z.enum(CALENDAR_LANGUAGES))
    .default(CALENDAR_DEFAULT_LANGUAGE)
    .describe(english(expected.lang)),
});

const shape = changesQueryShape();

/** What a change-log request asked for; an unknown or repeated parameter is a 400 naming it. */
export const parseChangesQuery = (
  query: Record<string, string | undefined> | undefined,
  rawQueryString?: string,
): { readonly lang: CalendarLanguage } => parseQuery(shape, query, expected, { rawQueryString });
