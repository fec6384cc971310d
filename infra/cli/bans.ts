import { parseArgs } from 'node:util';
import { trafficBanRules } from '#data/traffic-bans/index.ts';
import {
  AUDIT_DEFAULTS,
  type AuditItem,
  auditTrafficBans,
  isCalendarDay,
  NEXT_YEAR_DUE_FROM,
} from '#shared/domain/traffic-bans/upkeep-audit.ts';

const usage = `Upkeep of the driving-ban data (data/traffic-bans/*.json).

  npm run -s bans -- audit [--on YYYY-MM-DD] [--days 60] [--stale-months 6] [--json]

audit lists what needs checking on the given day (default: today, UTC), each with the text to read:
  unsourced                confirmed dates whose instrument no source decision cites (also fails the tests)
  provisional-soon         provisional entries in the next --days days
  current-year-instrument  a yearly instrument whose current year is not encoded
  next-year-instrument     from ${NEXT_YEAR_DUE_FROM} (MM-DD) on, a yearly instrument whose next year is not encoded
  lead                     a reported change recorded in a file's leads, not yet read in the authority's text
  stale                    a country whose lastVerified is more than --stale-months months old

The routine is described in docs/open-data.md.`;

const fail = (message: string): never => {
  throw new UsageError(message);
};

class UsageError extends Error {}

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

const run = (): void => {
  const parsed = parse();
  const { positionals, values } = parsed;
  const [command, ...rest] = positionals;
  if (values.help === true || command === 'help') {
    console.log(usage);
    return;
  }
  if (command !== 'audit') fail(command === undefined ? 'Name a command: audit.' : `Unknown command "${command}".`);
  if (rest.length > 0) fail(`Unexpected argument "${rest[0]}".`);
  const on = values.on ?? new Date().toISOString().slice(0, 10);
  if (!isCalendarDay(on)) fail(`--on must be a real day written YYYY-MM-DD, for example 2026-11-23, not "${on}".`);
  const days = wholeNumber('days', values.days, AUDIT_DEFAULTS.horizonDays);
  const staleAfterMonths = wholeNumber('stale-months', values['stale-months'], AUDIT_DEFAULTS.staleAfterMonths);
  if (days > 730) fail('--days can look at most 730 days ahead.');
  const items = auditTrafficBans(trafficBanRules(), { on, horizonDays: days, staleAfterMonths });
  if (values.json === true) console.log(JSON.stringify({ on, days, staleAfterMonths, items }, null, 2));
  else print(items, on, days);
};

try {
  run();
} catch (error) {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n\n${usage}`);
    process.exitCode = 2;
  } else {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
