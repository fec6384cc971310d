import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { pages } from '#data/pages/index.ts';
import { localizedPath } from '#shared/domain/catalogue/page-urls.ts';
import { inProcessSite } from '#test/support/in-process-site.ts';
import { type Timing, timeIt } from './stats.ts';

/**
 * The site's pages rendered in process (no HTTP, no DynamoDB): p99 per page type, and the size of every page of
 * the catalogue in every locale before and after gzip, against the target of 100 KB per page before compression.
 * The estimate page's result is rendered from a fixed priced answer: what is measured is the page, not the pricing.
 */
const RESULTS = fileURLToPath(new URL('./results/', import.meta.url));
const TARGET_BYTES = 100 * 1024;
const now = new Date('2026-12-20T10:00:00Z');

const site = inProcessSite();
const render = (path: string, query: Record<string, string> = {}) =>
  site.handle({ path, query, now, clientIp: '203.0.113.9' });

const pageTypes: [string, string, Record<string, string>][] = [
  ['home', '/', {}],
  ['estimate form', '/estimate', {}],
  ['estimate result', '/estimate', { origen: 'Barcelona', destino: 'Milan', metros: '2' }],
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
  for (const [name, path, query] of pageTypes) {
    const { body } = await render(path, query);
    timings.push({ page: name, bytes: Buffer.byteLength(body), ...(await timeIt(() => render(path, query), 300, 50)) });
  }
  const sizes: { path: string; bytes: number; gzipBytes: number }[] = [];
  for (const page of pages) {
    for (const locale of page.locales) {
      const path = localizedPath(page.path, locale);
      const { body } = await render(path);
      sizes.push({ path, bytes: Buffer.byteLength(body), gzipBytes: gzipSync(body).length });
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
    'container. The estimate result page renders a fixed priced answer (the pricing itself is benchmarked in',
    '`estimate.md`). Sizes are the HTML as served (inline CSS and the SVG map included), before and after gzip.',
    '',
    '| page type | p50 ms | p99 ms | bytes |',
    '|---|---|---|---|',
    ...timings.map((t) => `| ${t.page} | ${t.p50Ms} | ${t.p99Ms} | ${kb(t.bytes)} KB |`),
    '',
    `Every page of the catalogue in every locale (${sizes.length} URLs): largest ${sizes[0]?.path} at ${kb(sizes[0]?.bytes ?? 0)} KB`,
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
