import * as z from 'zod';
import { phrase } from '#shared/domain/problem-phrases.ts';
import { parseQuery } from '#shared/http/parse.ts';
import { english } from '#shared/http/problem-texts.ts';
import {
  CALENDAR_LANGUAGE_EXPECTED,
  type CalendarLanguage,
  calendarLanguageParameter,
  countryListParameter,
} from './traffic-bans.schema.ts';

/** The accepted form of each change-log parameter, said in the caller's language when it is refused. */
export const changesExpected = (countryCodes: readonly string[]) =>
  ({
    country: phrase('expectCalendarCountries', { codes: countryCodes }),
    since: phrase('expectSince'),
    lang: CALENDAR_LANGUAGE_EXPECTED,
  }) as const;

/**
 * The change log's parameters: the countries whose changes to list (the calendar's codes), the first day of the
 * changes to list, and the language of their sentences.
 */
export const changesQueryShape = (countryCodes: readonly string[]) => ({
  country: countryListParameter(countryCodes),
  since: z.iso
    .date()
    .optional()
    .describe(english(changesExpected(countryCodes).since)),
  lang: calendarLanguageParameter(),
});

/** What a change-log request asked for; echoed as `filters` in the answer. */
export interface ChangesQuery {
  /** Upper-case codes in the order given, without repeats; null means every country. */
  readonly countries: readonly string[] | null;
  /** The first day (YYYY-MM-DD) of the changes listed; null means since the first publication. */
  readonly since: string | null;
  readonly lang: CalendarLanguage;
}

/** The parameters in their accepted form, as a face that parsed them itself has them. */
export const changesQuery = (parsed: z.output<z.ZodObject<ReturnType<typeof changesQueryShape>>>): ChangesQuery => ({
  countries: parsed.country ?? null,
  since: parsed.since ?? null,
  lang: parsed.lang,
});

/** Reads a change-log request; an unknown, repeated or malformed parameter is a 400 naming it. */
export const changesQueryParser = (countryCodes: readonly string[]) => {
  const shape = changesQueryShape(countryCodes);
  const expected = changesExpected(countryCodes);
  return (query: Record<string, string | undefined> | undefined, rawQueryString?: string): ChangesQuery =>
    changesQuery(parseQuery(shape, query, expected, { rawQueryString, lists: ['country'] }));
};
