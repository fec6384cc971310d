import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { pages } from '#data/pages/index.ts';
import { TRAFFIC_BAN_COUNTRIES } from '#data/traffic-bans/index.ts';
import { siteRoute } from '#functions/site/route-port.ts';
import { parseConfig } from '#shared/config.ts';
import { localizedPath } from '#shared/domain/catalogue/page-urls.ts';
import { LANGUAGES } from '#shared/domain/languages.ts';
import { calendarOperations } from '#shared/operations/traffic-bans/traffic-bans.operation.ts';
import { inProcessSite } from '#test/support/in-process-site.ts';
import { journeySiteEstimate } from '#test/support/site-journey-answer.ts';
import { type Timing, timeIt } from './stats.ts';
import { unlimitedQuota } from './unlimited-quota.ts';

/**
 * The site's pages rendered in process (no HTTP, no DynamoDB): p99 per page type, and the size of every page of
 * the catalogue in every locale before and after gzip, against the target of 100 KB per page before compression.
 * The estimate page's result is rendered from a fixed priced answer with the real journey of its shipment (its map
 * and time bar): what is measured is the page, not the pricing. The journey pages (estimate results and routes by
 * postal codes, a short journey and the longest figures) are weighed in every locale too.
 */
const RESULTS = fileURLToPath(new URL('./results/', import.meta.url));
const TARGET_BYTES = 100 * 1024;
const now = new Date('2026-12-20T10:00:00Z');

// The route page asks the route operation hundreds of times from one address: its quota store always allows, and
// the operation's own count in memory has a limit no bench reaches.
const route = siteRoute(
  calendarOperations({
    settings: parseConfig({ OPEN_DATA_QUOTA_PER_WINDOW: '1000000' }),
    rateLimits: unlimitedQuota,
  }).route,
  TRAFFIC_BAN_COUNTRIES,
);
const site = inProcessSite({
  route,
  estimate: journeySiteEstimate({ cpOrigen: '08001', paisDestino: 'IT', cpDestino: '20121', pesoKg: 1800 }),
});
/** The widest figures: two ferries across the map, bans waited out in two countries, eleven days on the bar. */
const farthest = inProcessSite({
  route,
  estimate: journeySiteEstimate({ cpOrigen: '35001', paisDestino: 'GR', cpDestino: '10431', pesoKg: 1800 }),
});
const render = (path: string, query: Record<string, string> = {}, on = site) =>
  on.handle({ path, query, now, clientIp: '203.0.113.9' });

const ESTIMATE = { origen: 'Barcelona', destino: 'Milan', metros: '2' };
const ROUTE = { origin: 'ES-08001', destination: 'IT-20121', departure: '2026-12-21T18:00' };
const LONG_ROUTE = { origin: 'ES-07001', destination: 'FI-00100', departure: '2026-12-21T18:00' };

const pageTypes: [string, string, Record<string, string>, typeof site?][] = [
  ['home', '/', {}],
  ['estimate form', '/estimate', {}],
  ['estimate result with map and time bar (Barcelona–Milan)', '/estimate', ESTIMATE],
  ['estimate result with map and time bar (Las Palmas–Athens)', '/estimate', ESTIMATE, farthest],
  ['route by postal codes with map and time bar (Barcelona–Milan)', '/driving-bans/route', ROUTE],
  ['route by postal codes with map and time bar (Palma–Helsinki)', '/driving-bans/route', LONG_ROUTE],
  ['driving-bans overview (map)', '/driving-bans', {}],
  ['country page (Germany)', '/driving-bans/germany', {}],
  ['country page (France, the longest)', '/driving-bans/france', {}],
  ['developers', '/developers', {}],
  ['API reference', '/developers/estimate-api', {}],
  ['errors', '/developers/errors', {}],
  ['legal (privacy)', '/legal/privacy', {}],
  ['404', '/no/such/page', {}],
];

const main = async () => {
  const timings: (Timing & { page: string; bytes: number })[] = [];
  for (const [name, path, query, on] of pageTypes) {
    const { body } = await render(path, query, on);
    timings.push({
      page: name,
      bytes: Buffer.byteLength(body),
      ...(await timeIt(() => render(path, query, on), 300, 50)),
    });
  }
  const sizes: { path: string; bytes: number; gzipBytes: number }[] = [];
  for (const page of pages) {
    for (const locale of page.locales) {
      const path = localizedPath(page.path, locale);
      const { body } = await render(path);
      sizes.push({ path, bytes: Buffer.byteLength(body), gzipBytes: gzipSync(body).length });
    }
  }
  // The journey pages: the results and routes that carry the map and the time bar, in every locale.
  for (const locale of LANGUAGES) {
    for (const [label, path, query, on] of [
      ['(Barcelona–Milan)', '/estimate', ESTIMATE, site],
      ['(Las Palmas–Athens)', '/estimate', ESTIMATE, farthest],
      ['(Barcelona–Milan)', '/driving-bans/route', ROUTE, site],
      ['(Palma–Helsinki)', '/driving-bans/route', LONG_ROUTE, site],
    ] as const) {
      const { body } = await render(localizedPath(path, locale), query, on);
      const shown = `${localizedPath(path, locale)} ${label}`;
      sizes.push({ path: shown, bytes: Buffer.byteLength(body), gzipBytes: gzipSync(body).length });
    }
  }
  // The calendar pages change with the day: the largest of every day of the window, in every locale.
  const calendarPaths = pages
    .filter((page) => page.path === '/driving-bans' || page.path === '/driving-bans/france')
    .flatMap((page) => page.locales.map((locale) => localizedPath(page.path, locale)));
  const everyDay: { path: string; day: string; bytes: number }[] = [];
  for (const path of calendarPaths) {
    let worst = { path, day: '', bytes: 0 };
    for (let offset = 0; offset < 730; offset += 1) {
      const at = new Date(Date.UTC(2026, 0, 1 + offset, 10));
      const { body } = await site.handle({ path, query: {}, now: at, clientIp: '203.0.113.9' });
      const bytes = Buffer.byteLength(body);
      if (bytes > worst.bytes) worst = { path, day: at.toISOString().slice(0, 10), bytes };
    }
    everyDay.push(worst);
  }
  everyDay.sort((a, b) => b.bytes - a.bytes);
  sizes.sort((a, b) => b.bytes - a.bytes);
  const over = [...sizes, ...everyDay].filter((size) => size.bytes > TARGET_BYTES);
  const result = {
    date: now.toISOString().slice(0, 10),
    machine: `${os.cpus().length} cores`,
    timings,
    sizes,
    largestOverTheWindow: everyDay,
  };
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(`${RESULTS}site.json`, `${JSON.stringify(result, null, 2)}\n`);
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const md = [
    '# Site pages: render time and size',
    '',
    `Measured by \`npx tsx bench/site.ts\` (part of \`npm run bench\`), ${result.machine}. Each page type is rendered in`,
    'process by the same `createSite` the Lambda handler uses, at a fixed day (calendar of 20 December 2026), 300 times',
    'after 50 warm-up renders; the calendar index of the language is built by the first render and kept, as in a warm',
    'container. The estimate result page renders a fixed priced answer with the real journey of its shipment (the',
    'pricing itself is benchmarked in `estimate.md`; the journey is computed once per language, outside the timing):',
    'what is timed is the page with its map of the corridor and time bar of the plan, drawn from `transito`. The',
    'route pages call the route operation, journey included. Sizes are the HTML as served (inline CSS and the SVG',
    'figures included), before and after gzip.',
    '',
    '| page type | p50 ms | p99 ms | bytes |',
    '|---|---|---|---|',
    ...timings.map((t) => `| ${t.page} | ${t.p50Ms} | ${t.p99Ms} | ${kb(t.bytes)} KB |`),
    '',
    `Every page of the catalogue in every locale and the journey pages (estimate results and routes by postal codes`,
    `with their map and time bar) in every locale (${sizes.length} pages): largest ${sizes[0]?.path} at ${kb(sizes[0]?.bytes ?? 0)} KB`,
    `(${kb(sizes[0]?.gzipBytes ?? 0)} KB gzipped); median ${kb(sizes[Math.floor(sizes.length / 2)]?.bytes ?? 0)} KB.`,
    over.length === 0
      ? `Target under ${kb(TARGET_BYTES)} KB per page before compression: met by every page.`
      : `Target under ${kb(TARGET_BYTES)} KB per page before compression: not met by ${over.map((o) => o.path).join(', ')}.`,
    '',
    '| largest pages | bytes | gzip |',
    '|---|---|---|',
    ...sizes.slice(0, 8).map((s) => `| ${s.path} | ${kb(s.bytes)} KB | ${kb(s.gzipBytes)} KB |`),
    '',
    'The overview and the longest country page rendered on every day of 2026 and 2027 (what they list changes with',
    'the day): the largest of each.',
    '',
    '| page | largest on | bytes |',
    '|---|---|---|',
    ...everyDay.map((w) => `| ${w.path} | ${w.day} | ${kb(w.bytes)} KB |`),
    '',
  ].join('\n');
  writeFileSync(`${RESULTS}site.md`, md);
  console.log(md);
};

await main();
