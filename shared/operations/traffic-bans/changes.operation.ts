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
import type { CalendarPorts } from './traffic-bans.operation.ts';
import { trafficBanChangesFeedRoute, trafficBanChangesRoute } from './traffic-bans.route.ts';
import type { CalendarLanguage } from './traffic-bans.schema.ts';

export const CHANGES_API_VERSION = '1.1';

export interface ChangeLogDocument {
  readonly apiVersion: typeof CHANGES_API_VERSION;
  readonly lang: CalendarLanguage;
  readonly source: string;
  readonly feed: string;
  readonly updated: string;
  readonly count: number;
  readonly changes: readonly ServedChange[];
  readonly license: OpenDataLicense;
}

/**
 * getTrafficBanChanges and getTrafficBanChangesAtom: the dated change log of the driving-ban data, newest first, in
 * the language asked for, as JSON and as an Atom feed. The log changes only with a deployment, so each language's
 * bodies are built once per container. Each is its own endpoint of the open-data quota, which fails open.
 */
export const changesOperations = (ports: CalendarPorts) => {
  const admit = openDataAdmission(ports.rateLimits, ports.settings);
  const site = ports.settings.SITE_BASE_URL.replace(/\/+$/, '');
  const license = openDataLicense(ports.settings);
  const calendarPage = `${site}/driving-bans`;
  const factsOf = (code: string): CountryFacts => {
    const country = countryRules(code);
    const page = country.regime === 'dated' && country.page !== undefined ? pageUrl(site, country.page) : calendarPage;
    return { name: country.name, page };
  };

  const documents = new Map<CalendarLanguage, ChangeLogDocument>();
  const document = (lang: CalendarLanguage): ChangeLogDocument => {
    let built = documents.get(lang);
    if (built === undefined) {
      const changes = servedChanges(trafficBanChanges(), lang, factsOf);
      built = {
        apiVersion: CHANGES_API_VERSION,
        lang,
        source: calendarPage,
        feed: `${site}${trafficBanChangesFeedRoute.path}?lang=${lang}`,
        updated: changes[0]?.date ?? '',
        count: changes.length,
        changes,
        license,
      };
      documents.set(lang, built);
    }
    return built;
  };

  const bodies = new Map<string, OpenDataBody>();
  const remember = (key: string, build: () => OpenDataBody): OpenDataBody => {
    let body = bodies.get(key);
    if (body === undefined) {
      body = build();
      bodies.set(key, body);
    }
    return body;
  };

  const json: Operation<{ readonly lang: CalendarLanguage }, OpenDataBody> = async (context, input) => {
    const quota = await admit('traffic-bans-changes', context);
    const { lang } = input();
    return answer(
      remember(`json|${lang}`, () => jsonOpenDataBody(document(lang))),
      quota,
    );
  };

  const atom: Operation<{ readonly lang: CalendarLanguage }, OpenDataBody> = async (context, input) => {
    const quota = await admit('traffic-bans-changes-atom', context);
    const { lang } = input();
    return answer(
      remember(`atom|${lang}`, () =>
        openDataBody(
          'application/atom+xml; charset=utf-8',
          buildChangeFeed(document(lang).changes, {
            lang,
            self: `${site}${trafficBanChangesFeedRoute.path}?lang=${lang}`,
            json: `${site}${trafficBanChangesRoute.path}?lang=${lang}`,
            site: calendarPage,
            author: ports.settings.SERVICE_NAME,
            rights: license.attribution,
            licenseUrl: license.url,
            tagAuthority: new URL(site).host,
          }),
        ),
      ),
      quota,
    );
  };

  return { json, atom, document };
};
