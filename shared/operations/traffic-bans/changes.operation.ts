import { trafficBanChanges } from '#data/traffic-bans/changes.ts';
import { countryRules } from '#data/traffic-bans/index.ts';
import { buildChangeFeed } from '#shared/domain/traffic-bans/change-feed.ts';
import { type CountryFacts, type ServedChange, servedChanges } from '#shared/domain/traffic-bans/change-log.ts';
import { pageUrl } from '#shared/domain/traffic-bans/generate-calendar.ts';
import {
  jsonOpenDataBody,
  type OpenDataBody,
  type OpenDataLicense,
  openDataBody,
  openDataLicense,
} from '#shared/http/open-data.ts';
import { openDataAdmission } from '#shared/operations/open-data-quota.ts';
import { answer, type Operation } from '#shared/operations/operation.ts';
import type { ChangesQuery } from './changes.schema.ts';
import type { CalendarPorts } from './traffic-bans.operation.ts';
import { trafficBanChangesFeedRoute, trafficBanChangesRoute } from './traffic-bans.route.ts';
import type { CalendarLanguage } from './traffic-bans.schema.ts';

export const CHANGES_API_VERSION = '1.1';

export interface ChangeLogDocument {
  readonly apiVersion: typeof CHANGES_API_VERSION;
  readonly lang: CalendarLanguage;
  /** The countries and the first day asked for; null where the request set none. */
  readonly filters: { readonly countries: readonly string[] | null; readonly since: string | null };
  readonly source: string;
  readonly feed: string;
  readonly updated: string;
  readonly count: number;
  readonly changes: readonly ServedChange[];
  readonly license: OpenDataLicense;
}

/** The change log as a value (the MCP tool renders it) and as the serialised body the API sends. */
export interface ChangeLogAnswer {
  readonly document: ChangeLogDocument;
  readonly body: () => OpenDataBody;
}

/** The query string of a selection, in a fixed order, as the feed and JSON links of an answer repeat it. */
const queryOf = ({ countries, since, lang }: ChangesQuery): string =>
  new URLSearchParams([
    ...(countries === null ? [] : [['country', countries.join(',')]]),
    ...(since === null ? [] : [['since', since]]),
    ['lang', lang],
  ]).toString();

/**
 * getTrafficBanChanges and getTrafficBanChangesAtom: the dated change log of the driving-ban data, newest first, in
 * the language asked for, for the countries and from the day asked for, as JSON and as an Atom feed. The log changes
 * only with a deployment: each language's served log is built once per container, and so are the bodies of the whole
 * log (the usual request); a selection is filtered from it per request. Each is its own endpoint of the open-data
 * quota, which fails open.
 */
export const changesOperations = (ports: CalendarPorts) => {
  const admit = openDataAdmission(ports.rateLimits, ports.settings);
  const site = ports.settings.SITE_BASE_URL.replace(/\/+$/, '');
  const calendarPage = `${site}/driving-bans`;
  const factsOf = (code: string): CountryFacts => {
    const country = countryRules(code);
    const page = country.regime === 'dated' && country.page !== undefined ? pageUrl(site, country.page) : calendarPage;
    return { name: country.name, page };
  };

  const served = new Map<CalendarLanguage, readonly ServedChange[]>();
  const servedIn = (lang: CalendarLanguage): readonly ServedChange[] => {
    let changes = served.get(lang);
    if (changes === undefined) {
      changes = servedChanges(trafficBanChanges(), lang, factsOf);
      served.set(lang, changes);
    }
    return changes;
  };

  const documentOf = (query: ChangesQuery): ChangeLogDocument => {
    const { countries, since, lang } = query;
    const all = servedIn(lang);
    const changes = all.filter(
      (change) =>
        (countries === null || countries.includes(change.country)) && (since === null || change.date >= since),
    );
    return {
      apiVersion: CHANGES_API_VERSION,
      lang,
      filters: { countries, since },
      source: calendarPage,
      feed: `${site}${trafficBanChangesFeedRoute.path}?${queryOf(query)}`,
      // The latest change listed; for a selection without any, the log's latest, when it was last changed.
      updated: (changes[0] ?? all[0])?.date ?? '',
      count: changes.length,
      changes,
      license: openDataLicense(ports.settings, lang),
    };
  };

  // The whole log's bodies, per language and face: a selection's are built per request.
  const bodies = new Map<string, OpenDataBody>();
  const bodyOf = (face: 'json' | 'atom', query: ChangesQuery, build: () => OpenDataBody): OpenDataBody => {
    if (query.countries !== null || query.since !== null) return build();
    const key = `${face}|${query.lang}`;
    let body = bodies.get(key);
    if (body === undefined) {
      body = build();
      bodies.set(key, body);
    }
    return body;
  };

  const json: Operation<ChangesQuery, ChangeLogAnswer> = async (context, input) => {
    const quota = await admit('traffic-bans-changes', context);
    const query = input();
    const document = documentOf(query);
    return answer({ document, body: () => bodyOf('json', query, () => jsonOpenDataBody(document)) }, quota);
  };

  const atom: Operation<ChangesQuery, OpenDataBody> = async (context, input) => {
    const quota = await admit('traffic-bans-changes-atom', context);
    const query = input();
    const document = documentOf(query);
    const selection = queryOf(query);
    return answer(
      bodyOf('atom', query, () =>
        openDataBody(
          'application/atom+xml; charset=utf-8',
          buildChangeFeed(document.changes, {
            lang: query.lang,
            updated: document.updated,
            self: document.feed,
            json: `${site}${trafficBanChangesRoute.path}?${selection}`,
            site: calendarPage,
            author: ports.settings.SERVICE_NAME,
            rights: document.license.attribution,
            licenseUrl: document.license.url,
            tagAuthority: new URL(site).host,
          }),
        ),
      ),
      quota,
    );
  };

  return { json, atom };
};
