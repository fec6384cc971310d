import { parseQuery } from '#shared/http/parse.ts';
import { CALENDAR_LANGUAGE_EXPECTED, type CalendarLanguage, calendarLanguageParameter } from './traffic-bans.schema.ts';

/** The change log's one parameter: the language of its sentences, as the calendar takes it. */
export const changesQueryShape = () => ({ lang: calendarLanguageParameter() });

const shape = changesQueryShape();
const expected = { lang: CALENDAR_LANGUAGE_EXPECTED } as const;

/** What a change-log request asked for; an unknown or repeated parameter is a 400 naming it. */
export const parseChangesQuery = (
  query: Record<string, string | undefined> | undefined,
  rawQueryString?: string,
): { readonly lang: CalendarLanguage } => parseQuery(shape, query, expected, { rawQueryString });
