import { pages } from '#data/pages/index.ts';
import { localizedPath } from '#shared/domain/catalogue/page-urls.ts';
import { LANGUAGES } from '#shared/domain/languages.ts';
import { inProcessSite } from '#test/support/in-process-site.ts';
import { journeySiteEstimate } from '#test/support/site-journey-answer.ts';

const now = new Date('2026-12-20T10:00:00Z');
const site = inProcessSite({
  estimate: journeySiteEstimate({ cpOrigen: '08001', paisDestino: 'FI', cpDestino: '00100', pesoKg: 1800 }),
});
const render = async (path: string, query: Record<string, string> = {}) =>
  (await site.handle({ path, query, now, clientIp: '203.0.113.9' })).body;

/** A 12-hour clock in any of the six languages: "9:27 AM", "9:27 p. m.", "09:27 a.m.". */
const TWELVE_HOUR = /\b(?:AM|PM)\b|\b[ap]\.\s?m\./;

/** The text a page shows or says, without its markup (the stylesheet and the SVG paths hold no words). */
const wordsOf = (html: string) => html.replace(/<style>[^<]*<\/style>/, '').replace(/<[^>]+>/g, ' ');

test.each(LANGUAGES)(
  'no page in %s writes a time in the 12-hour clock, results and journeys included',
  async (lang) => {
    const bodies: [string, string][] = [];
    for (const page of pages.filter((candidate) => candidate.locales.includes(lang))) {
      const path = localizedPath(page.path, lang);
      bodies.push([path, await render(path)]);
    }
    const estimate = localizedPath('/estimate', lang);
    bodies.push([`${estimate} (result)`, await render(estimate, { origen: 'Barcelona', metros: '2' })]);
    const route = localizedPath('/driving-bans/route', lang);
    bodies.push([
      `${route} (by postal codes)`,
      await render(route, { origin: 'ES-08001', destination: 'FI-00100', departure: '2026-12-21T18:00' }),
    ]);
    bodies.push([
      `${route} (by countries)`,
      await render(route, { countries: 'ES,FR,IT', departure: '2026-12-21T18:00', hours: '8,14,8' }),
    ]);

    const twelveHour = bodies.flatMap(([path, body]) => {
      const found = TWELVE_HOUR.exec(wordsOf(body));
      return found === null
        ? []
        : [`${path}: …${wordsOf(body).slice(Math.max(0, found.index - 40), found.index + 10)}`];
    });
    // Each page was rendered with its times: the result's validity, the journey's steps, the route's legs.
    expect(bodies.filter(([, body]) => /\d{2}:\d{2}/.test(body)).length).toBeGreaterThanOrEqual(4);
    expect(twelveHour).toEqual([]);
  },
);
