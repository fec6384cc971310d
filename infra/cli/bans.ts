import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { CHANGES_FILE, parseChangeLog } from '#data/traffic-bans/changes.ts';
import { holidayTable } from '#data/traffic-bans/holiday-table.ts';
import { TRAFFIC_BAN_COUNTRIES, trafficBanRules } from '#data/traffic-bans/index.ts';
import { appendChange, provisionalDays } from '#shared/domain/traffic-bans/change-log.ts';
import { type CountryRules, countryRulesSchema, LANGUAGES } from '#shared/domain/traffic-bans/rules.schema.ts';
import {
  type SourceStatus,
  watchCounts,
  watchedSources,
  watchSources,
} from '#shared/domain/traffic-bans/source-watch.ts';
import {
  AUDIT_DEFAULTS,
  type AuditItem,
  auditTrafficBans,
  isCalendarDay,
  NEXT_YEAR_DUE_FROM,
} from '#shared/domain/traffic-bans/upkeep-audit.ts';
import { fetchPage } from '#shared/sources/download.ts';
import { dynamoBanSourceStore } from '#shared/store/ban-source-store.ts';
import { createDocumentClient } from '#shared/store/dynamo-client.ts';
import { resolveCliTarget, UsageError } from './cli-target.ts';

const usage = `Upkeep of the driving-ban data (data/traffic-bans/*.json).

  npm run -s bans -- audit [--on YYYY-MM-DD] [--days 60] [--stale-months 6] [--json]
  npm run -s bans -- provisional CC [--year YYYY] [--json]
  npm run -s bans -- watch [--url URL ...] [--json]
  npm run -s bans -- change CC --topic kebab-case --en TEXT --es TEXT --ro TEXT --it TEXT --fr TEXT --de TEXT
                          --source URL [--source URL ...] [--date YYYY-MM-DD] [--before GIT-REF|FILE]
                          [--changes FILE]

audit lists what needs checking on the given day (default: today, UTC), each with the text to read:
  unsourced                confirmed dates whose instrument no source decision cites (also fails the tests)
  provisional-soon         provisional entries in the next --days days
  current-year-instrument  a yearly instrument whose current year is not encoded
  next-year-instrument     from ${NEXT_YEAR_DUE_FROM} (MM-DD) on, a yearly instrument whose next year is not encoded
  lead                     a reported change recorded in a file's leads, not yet read in the authority's text
  stale                    a country whose lastVerified is more than --stale-months months old

provisional lists a country's provisional entries in a year (default: this year, UTC), to check them against a new
instrument: date, weekday, hours (CET) and reason.

change appends the entry of a change of one country's file to the change log (data/traffic-bans/changes.json, or
--changes): its sentence in the six languages, its sources (web addresses), the date (default: today, UTC), the
content and rules hashes of the file as it is now, and the days it confirmed, made provisional, moved, added or
removed, computed against the file before the change: --before, a git revision (default HEAD) or a file path. A
file whose rules its country's latest entry already describes is refused: a wording edit is not logged.

watch reads again every page the country files name in their watch lists (or only the --url addresses given),
compares the part that matters with the fingerprint kept from the last run, and keeps the new one, as the weekly
function does in AWS: it lists the pages that changed (read the new text, then run audit), could not be read, or
were seen for the first time. The fingerprints are kept in the ban-source table of the database it finds: a running
npm start's, DYNAMODB_ENDPOINT with the table names, or AWS through infra/aws/deployed-env.ts. Exit code 0; a page
that changed is news, not an error.

The routine is described in docs/open-data.md.`;

const fail = (message: string): never => {
  throw new UsageError(message);
};

const wholeNumber = (name: string, value: string | undefined, fallback: number): number => {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value))
    fail(`--${name} must be a whole number of ${name === 'days' ? 'days' : 'months'}, not "${value}".`);
  return Number(value);
};

const LABELS: Record<AuditItem['check'], string> = {
  unsourced: 'Confirmed without a cited source',
  'provisional-soon': 'Provisional entries coming up',
  'current-year-instrument': 'Yearly instrument of this year not encoded',
  'next-year-instrument': 'Next year’s instrument due',
  lead: 'Leads to confirm',
  stale: 'Not verified for a while',
};

const print = (items: AuditItem[], on: string, days: number): void => {
  if (items.length === 0) {
    console.log(`Nothing to check on ${on} (next ${days} days).`);
    return;
  }
  console.log(`Driving-ban upkeep on ${on}: ${items.length} item${items.length === 1 ? '' : 's'}.`);
  let check: AuditItem['check'] | undefined;
  for (const item of items) {
    if (item.check !== check) {
      check = item.check;
      console.log(`\n${LABELS[check]} (${check})`);
    }
    console.log(`  ${item.country}  ${item.what}`);
    for (const source of item.read) console.log(`      read: ${source}`);
  }
};

const OPTIONS = {
  on: { type: 'string' },
  year: { type: 'string' },
  topic: { type: 'string' },
  date: { type: 'string' },
  before: { type: 'string' },
  changes: { type: 'string' },
  source: { type: 'string', multiple: true },
  url: { type: 'string', multiple: true },
  ...Object.fromEntries(LANGUAGES.map((lang) => [lang, { type: 'string' }])),
  days: { type: 'string' },
  'stale-months': { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

const parse = () => {
  try {
    return parseArgs({ allowPositionals: true, options: OPTIONS });
  } catch (error) {
    return fail(`${error instanceof Error ? error.message : String(error)}.`);
  }
};

type Values = ReturnType<typeof parse>['values'];

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const countryOf = (rest: string[]): string => {
  const [code, ...more] = rest;
  if (more.length > 0) fail(`Unexpected argument "${more[0]}".`);
  const upper = code?.toUpperCase();
  if (upper === undefined || !TRAFFIC_BAN_COUNTRIES.includes(upper)) {
    fail(`Name a country by its code, one of ${TRAFFIC_BAN_COUNTRIES.join(', ')}${code ? `, not "${code}"` : ''}.`);
  }
  return upper as string;
};

const today = () => new Date().toISOString().slice(0, 10);

const provisional = (rest: string[], values: Values): void => {
  const code = countryOf(rest);
  const year = values.year ?? today().slice(0, 4);
  if (!/^\d{4}$/.test(year)) fail(`--year must be a year written YYYY, not "${year}".`);
  const country = trafficBanRules().find((rules) => rules.code === code) as CountryRules;
  const days = provisionalDays(country, Number(year), holidayTable());
  if (values.json === true) {
    console.log(JSON.stringify({ country: code, year: Number(year), days }, null, 2));
    return;
  }
  if (days.length === 0) {
    console.log(`${code} has no provisional entries in ${year}.`);
    return;
  }
  console.log(`${code}: ${days.length} provisional entr${days.length === 1 ? 'y' : 'ies'} in ${year} (CET).`);
  for (const day of days) {
    const roads = day.roads === undefined ? '' : ` [${day.roads.join(', ')}]`;
    console.log(`  ${day.date} ${day.weekday.slice(0, 3)} ${day.start}-${day.end}  ${day.reason}${roads}`);
  }
  const instruments = Object.values(country.instruments ?? {});
  for (const instrument of instruments) {
    console.log(
      `      read: ${instrument.url === undefined ? instrument.title : `${instrument.title}: ${instrument.url}`}`,
    );
  }
};

const readRules = (content: unknown, what: string): CountryRules => {
  const parsed = countryRulesSchema.safeParse(content);
  if (!parsed.success) throw new Error(`${what} is not a valid rule file`);
  return parsed.data;
};

/** The file before the change: a file path, or the file at a git revision (undefined when it did not exist). */
const beforeOf = (code: string, before: string): CountryRules | undefined => {
  if (existsSync(before)) return readRules(JSON.parse(readFileSync(before, 'utf8')), before);
  const file = `data/traffic-bans/${code.toLowerCase()}.json`;
  let text: string;
  try {
    text = execFileSync('git', ['show', `${before}:${file}`], { cwd: projectRoot, encoding: 'utf8', stdio: 'pipe' });
  } catch {
    return fail(`--before must be a file or a git revision that holds ${file}, not "${before}".`);
  }
  return readRules(JSON.parse(text), `${file} at ${before}`);
};

const change = (rest: string[], values: Values): void => {
  const code = countryOf(rest);
  const topic = values.topic ?? fail('--topic names the change in kebab-case, for example sunday-after-holiday.');
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(topic)) fail(`--topic must be kebab-case, not "${topic}".`);
  const date = values.date ?? today();
  if (!isCalendarDay(date)) fail(`--date must be a real day written YYYY-MM-DD, not "${date}".`);
  const summary = Object.fromEntries(
    LANGUAGES.map((lang) => {
      const text = (values as Record<string, unknown>)[lang];
      if (typeof text !== 'string' || text.trim() === '') fail(`--${lang} gives the sentence in that language.`);
      return [lang, (text as string).trim()];
    }),
  ) as Record<(typeof LANGUAGES)[number], string>;
  const sources = values.source ?? fail('--source names a text the change rests on (repeat it for several).');
  for (const source of sources) {
    if (!URL.canParse(source) || !/^https?:$/.test(new URL(source).protocol)) {
      fail(`--source is the web address of the text the change rests on (the authority's), not "${source}".`);
    }
  }
  const changesFile = path.resolve(projectRoot, values.changes ?? CHANGES_FILE);
  const afterContent: unknown = JSON.parse(
    readFileSync(path.join(projectRoot, `data/traffic-bans/${code.toLowerCase()}.json`), 'utf8'),
  );
  const log = parseChangeLog(JSON.parse(readFileSync(changesFile, 'utf8')));
  const next = appendChange(log, {
    topic,
    date,
    summary,
    sources,
    before: beforeOf(code, values.before ?? 'HEAD'),
    after: readRules(afterContent, `data/traffic-bans/${code.toLowerCase()}.json`),
    afterContent,
    holidays: holidayTable(),
  });
  parseChangeLog(next);
  writeFileSync(changesFile, `${JSON.stringify(next, null, 2)}\n`);
  execFileSync(path.join(projectRoot, 'node_modules/.bin/biome'), ['format', '--write', changesFile], {
    cwd: projectRoot,
    stdio: 'ignore',
  });
  const entry = next.changes[next.changes.length - 1];
  console.log(`Appended ${entry?.id} to ${path.relative(projectRoot, changesFile)}:`);
  console.log(JSON.stringify(entry?.days));
};

const WATCH_LIMITS = { timeoutMs: 20_000, maxBytes: 20 * 1024 * 1024 } as const;

const WATCH_LABELS: Record<SourceStatus, string> = {
  changed: 'Changed: read the new text, then run audit',
  unreadable: 'Could not be read',
  'first-seen': 'Seen for the first time (fingerprint kept)',
  unchanged: 'Unchanged',
};

const watch = async (rest: string[], values: Values): Promise<void> => {
  if (rest.length > 0) fail(`Unexpected argument "${rest[0]}".`);
  const urls = values.url ?? [];
  for (const url of urls) {
    if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) fail(`--url is a web address, not "${url}".`);
  }
  const fromFiles = watchedSources(trafficBanRules());
  const sources =
    urls.length === 0
      ? fromFiles
      : urls.map((url) => fromFiles.find((source) => source.url === url) ?? { country: '--', url, what: url });
  const target = resolveCliTarget();
  const client = createDocumentClient(target.settings);
  try {
    const outcomes = await watchSources({
      sources,
      fingerprints: dynamoBanSourceStore(client, target.table('BAN_SOURCE_TABLE_NAME')),
      read: (url, known) => fetchPage(url, WATCH_LIMITS, known),
      now: new Date(),
    });
    if (values.json === true) {
      console.log(JSON.stringify({ ...watchCounts(outcomes), outcomes }, null, 2));
      return;
    }
    const { changed, unreadable } = watchCounts(outcomes);
    console.log(
      `Watched ${outcomes.length} page${outcomes.length === 1 ? '' : 's'} (fingerprints in ${target.description}): ${changed} changed, ${unreadable} unreadable.`,
    );
    for (const status of ['changed', 'unreadable', 'first-seen'] as const) {
      const listed = outcomes.filter((outcome) => outcome.status === status);
      if (listed.length === 0) continue;
      console.log(`\n${WATCH_LABELS[status]}`);
      for (const { source, error } of listed) {
        console.log(`  ${source.country}  ${source.url}\n      ${error ?? source.what}`);
      }
    }
  } finally {
    client.destroy();
  }
};

const run = async (): Promise<void> => {
  const parsed = parse();
  const { positionals, values } = parsed;
  const [command, ...rest] = positionals;
  if (values.help === true || command === 'help') {
    console.log(usage);
    return;
  }
  if (command === 'watch') {
    await watch(rest, values);
    return;
  }
  if (command === 'provisional') {
    provisional(rest, values);
    return;
  }
  if (command === 'change') {
    change(rest, values);
    return;
  }
  if (command !== 'audit') {
    fail(
      command === undefined ? 'Name a command: audit, provisional, change or watch.' : `Unknown command "${command}".`,
    );
  }
  if (rest.length > 0) fail(`Unexpected argument "${rest[0]}".`);
  const on = values.on ?? new Date().toISOString().slice(0, 10);
  if (!isCalendarDay(on)) fail(`--on must be a real day written YYYY-MM-DD, for example 2026-11-23, not "${on}".`);
  const days = wholeNumber('days', values.days, AUDIT_DEFAULTS.horizonDays);
  const staleAfterMonths = wholeNumber('stale-months', values['stale-months'], AUDIT_DEFAULTS.staleAfterMonths);
  if (days > 730) fail('--days can look at most 730 days ahead.');
  const items = auditTrafficBans(trafficBanRules(), {
    on,
    horizonDays: days,
    staleAfterMonths,
    holidays: holidayTable(),
  });
  if (values.json === true) console.log(JSON.stringify({ on, days, staleAfterMonths, items }, null, 2));
  else print(items, on, days);
};

run().catch((error: unknown) => {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n\n${usage}`);
    process.exitCode = 2;
  } else {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
});
