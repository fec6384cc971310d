import { DateTime } from 'luxon';
import type { SiteLocale } from '#shared/domain/catalogue/pages.schema.ts';
import type { QuotaState } from '#shared/domain/errors.ts';
import { CALENDAR_ZONE } from '#shared/domain/traffic-bans/generate-calendar.ts';
import { refusalOf, refusedIssues } from '#shared/http/problem.ts';
import { type Operation, quotaOfRefusal } from '#shared/operations/operation.ts';
import { windowAt } from '#shared/operations/traffic-bans/calendar-responses.ts';
import { type RouteQuery, routeQueryParser } from '#shared/operations/traffic-bans/route-bans.schema.ts';
import type { RouteAnswer } from '#shared/operations/traffic-bans/traffic-bans.operation.ts';
import { type FieldRefusal, fieldRefusals } from './field-problems.ts';

/** The form's fields, named as the API's parameters. */
export const ROUTE_FIELDS = ['origin', 'destination', 'countries', 'departure', 'arriveBy', 'hours'] as const;
export type RouteField = (typeof ROUTE_FIELDS)[number];

/** What the route page shows. */
/** What the route page shows; `rateLimit` is the client's route quota when this request was counted in it. */
export type RouteOutcome =
  | { readonly kind: 'form' }
  | { readonly kind: 'result'; readonly answer: RouteAnswer; readonly rateLimit?: QuotaState }
  | {
      readonly kind: 'refused';
      readonly problems: readonly FieldRefusal<RouteField>[];
      readonly rateLimit?: QuotaState;
    }
  | { readonly kind: 'quota'; readonly retryAfterSeconds: number; readonly rateLimit?: QuotaState };

/** The route as the site's form asks for it: the API's operation, in the open-data quota of the client's address. */
export type SiteRoute = (
  form: Readonly<Record<string, string>>,
  lang: SiteLocale,
  now: Date,
  clientIp: string,
  rawQueryString?: string,
) => Promise<Exclude<RouteOutcome, { kind: 'form' }>>;

/**
 * The form as the API's query: an origin and a destination by postal code (ES-08001, IT-20121) as the API takes
 * them, or codes separated by commas, spaces or arrows (people write "ES FR IT" or
 * "ES → FR → IT"), and a departure and a wanted arrival without an offset (the browser's date-and-time fields) read
 * in Central European Time, the time every answer states.
 */
const asQuery = (form: Readonly<Record<string, string>>, lang: SiteLocale): Record<string, string> => {
  const query: Record<string, string> = { lang };
  for (const place of ['origin', 'destination'] as const) {
    const value = form[place]?.trim();
    if (value) query[place] = value;
  }
  const countries = form.countries
    ?.split(/[\s,;>→–-]+/)
    .filter(Boolean)
    .join(',');
  if (countries) query.countries = countries;
  for (const name of ['departure', 'arriveBy'] as const) {
    const instant = form[name]?.trim();
    if (!instant) continue;
    const local = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?$/.test(instant)
      ? DateTime.fromISO(instant, { zone: CALENDAR_ZONE })
      : undefined;
    query[name] = local?.isValid ? (local.toISO({ suppressMilliseconds: true }) as string) : instant;
  }
  const hours = form.hours
    ?.split(/[\s,;]+/)
    .filter(Boolean)
    .join(',');
  if (hours) query.hours = hours;
  return query;
};

/**
 * The route page's answer: the route operation itself (same parsing as the API after the form's spelling, same
 * entries, same quota), its refusals turned into what the page shows. Anything else is thrown, as the API does.
 */
export const siteRoute = (route: Operation<RouteQuery, RouteAnswer>, countryCodes: readonly string[]): SiteRoute => {
  const parser = routeQueryParser(countryCodes);
  return async (form, lang, now, clientIp, rawQueryString) => {
    try {
      const { value, quota } = await route({ clientIp, now }, () =>
        parser.parse(windowAt(now), asQuery(form, lang), rawQueryString),
      );
      return { kind: 'result', answer: value, ...(quota ? { rateLimit: quota } : {}) };
    } catch (error) {
      // The refusal as the API reads it (`refusalOf`, the REST problem's own mapping), said by the page, with the
      // quota state it was counted in (open data served uncounted, its store down, has none).
      const { code, retryAfterSeconds, quota } = refusalOf(error);
      if (code === 'quota-exceeded' && retryAfterSeconds) {
        return { kind: 'quota', retryAfterSeconds, ...(quota ? { rateLimit: quota } : {}) };
      }
      if (code === 'malformed-request') {
        const counted = quotaOfRefusal(error);
        const problems = fieldRefusals(refusedIssues(error), ROUTE_FIELDS);
        return { kind: 'refused', problems, ...(counted ? { rateLimit: counted } : {}) };
      }
      throw error;
    }
  };
};
