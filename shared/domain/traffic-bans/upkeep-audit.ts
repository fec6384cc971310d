import { DateTime } from 'luxon';
import { addDays } from '#shared/domain/dates.ts';
import type { HolidayTable } from './calendar-dates.ts';
import { occurrenceText, yearOccurrences } from './generate-calendar.ts';
import type { CountryRules, DatedRuleBlock } from './rules.schema.ts';

/** What an operator has to check, and against which text. */
export type AuditItem = {
  country: string;
  check: 'provisional-soon' | 'next-year-instrument' | 'current-year-instrument' | 'stale' | 'lead' | 'unsourced';
  what: string;
  read: string[];
};

export type AuditOptions = {
  /** The day the audit is made for, YYYY-MM-DD. */
  on: string;
  /** How far ahead provisional entries are listed, in days. */
  horizonDays: number;
  /** lastVerified older than this many whole months is listed. */
  staleAfterMonths: number;
  /** The public holidays the rules select (`data/traffic-bans/holiday-table.ts`). */
  holidays: HolidayTable;
};

export const AUDIT_DEFAULTS = { horizonDays: 60, staleAfterMonths: 6 } as const;

/** From this day of the year before, next year's instrument of a yearly regime is looked for (decrees come out in December or January). */
export const NEXT_YEAR_DUE_FROM = '11-01';

const CHECK_ORDER: AuditItem['check'][] = [
  'unsourced',
  'provisional-soon',
  'current-year-instrument',
  'next-year-instrument',
  'lead',
  'stale',
];

const instrumentSource = (country: CountryRules, key: string | undefined): string[] => {
  const instrument = key === undefined ? undefined : country.instruments?.[key];
  if (instrument === undefined) return [`${country.officialSource.name}: ${country.officialSource.url}`];
  return [instrument.url === undefined ? instrument.title : `${instrument.title}: ${instrument.url}`];
};

const citedSources = (country: CountryRules): Set<string> =>
  new Set(country.sourceDecisions.flatMap((decision) => decision.sources));

/**
 * Dates the file publishes as confirmed without naming where they were read: a decree's days that are not estimated
 * need their year in the instrument's publishedFor, and every instrument with a published year needs an address
 * that a source decision cites. Empty when every confirmed date has its text.
 */
export const unsourcedConfirmations = (country: CountryRules): string[] => {
  const problems: string[] = [];
  const cited = citedSources(country);
  const confirmedInstruments = new Set<string>();
  for (const rule of country.rules) {
    if (rule.type === 'night' || rule.instrument === undefined || rule.estimated === true) continue;
    const instrument = country.instruments?.[rule.instrument];
    if (rule.type === 'decree') {
      confirmedInstruments.add(rule.instrument);
      if (!(instrument?.publishedFor.includes(rule.year) ?? false)) {
        problems.push(
          `${country.code} ${rule.id}: confirmed ${rule.year} days, but ${rule.year} is not in the publishedFor of ${rule.instrument}`,
        );
      }
    } else if ((instrument?.publishedFor.length ?? 0) > 0) {
      confirmedInstruments.add(rule.instrument);
    }
  }
  for (const [key, instrument] of Object.entries(country.instruments ?? {})) {
    if (instrument.publishedFor.length > 0) confirmedInstruments.add(key);
  }
  for (const key of confirmedInstruments) {
    const instrument = country.instruments?.[key];
    if (instrument?.url === undefined) {
      problems.push(`${country.code} ${key}: confirmed dates from an instrument without an address`);
    } else if (!cited.has(instrument.url)) {
      problems.push(`${country.code} ${key}: ${instrument.url} is cited by no source decision`);
    }
  }
  return problems;
};

const monthsBetween = (earlier: string, later: string): number =>
  (Number(later.slice(0, 4)) - Number(earlier.slice(0, 4))) * 12 +
  Number(later.slice(5, 7)) -
  Number(earlier.slice(5, 7));

const rulesById = (country: CountryRules): Map<string, DatedRuleBlock> =>
  new Map(country.rules.filter((r): r is DatedRuleBlock => r.type !== 'night').map((r) => [r.id, r]));

/** Provisional entries from `on` to `on` + horizon, one item per country and rule, with their dates. */
const provisionalSoon = (
  rules: readonly CountryRules[],
  on: string,
  horizonDays: number,
  holidays: HolidayTable,
): AuditItem[] => {
  const until = addDays(on, horizonDays);
  const first = Number(on.slice(0, 4));
  const years = Array.from({ length: Number(until.slice(0, 4)) - first + 1 }, (_, i) => first + i);
  const dates = new Map<string, { country: CountryRules; rule: DatedRuleBlock; reason: string; dates: Set<string> }>();
  const occurrences = rules.flatMap((country) =>
    years.flatMap((year) => yearOccurrences(country, year, holidays).dated),
  );
  for (const occurrence of occurrences) {
    if (!occurrence.provisional || occurrence.date < on || occurrence.date > until) continue;
    const rule = rulesById(occurrence.country).get(occurrence.rule.id);
    if (rule === undefined) continue;
    // The reason as the calendar publishes it: a holiday rule's days are listed under each holiday's name.
    const reason = occurrenceText(occurrence, 'en', rule.reason.en);
    const key = `${occurrence.country.code}|${rule.id}|${reason}`;
    const entry = dates.get(key) ?? { country: occurrence.country, rule, reason, dates: new Set<string>() };
    entry.dates.add(occurrence.date);
    dates.set(key, entry);
  }
  return [...dates.values()].map(({ country, rule, reason, dates: days }) => ({
    country: country.code,
    check: 'provisional-soon' as const,
    what: `${reason} (${rule.id}) is provisional on ${[...days].sort().join(', ')}`,
    read: instrumentSource(country, rule.instrument),
  }));
};

const instrumentsDue = (country: CountryRules, on: string): AuditItem[] => {
  const year = Number(on.slice(0, 4));
  const items: AuditItem[] = [];
  for (const [key, instrument] of Object.entries(country.instruments ?? {})) {
    const source = instrumentSource(country, key);
    if (!instrument.publishedFor.includes(year)) {
      items.push({
        country: country.code,
        check: 'current-year-instrument',
        what: `${key}: the ${year} instrument is not encoded; its dates are estimates`,
        read: source,
      });
    }
    if (on.slice(5) >= NEXT_YEAR_DUE_FROM && !instrument.publishedFor.includes(year + 1)) {
      items.push({
        country: country.code,
        check: 'next-year-instrument',
        what: `${key}: the ${year + 1} instrument is due; until it is encoded, ${year + 1} is estimated`,
        read: source,
      });
    }
  }
  return items;
};

/**
 * The yearly upkeep of the driving-ban data as a list: what needs checking on a given day, each with the text to
 * read. Time is an input; nothing here reads the clock.
 */
export const auditTrafficBans = (rules: readonly CountryRules[], options: AuditOptions): AuditItem[] => {
  const { on, horizonDays, staleAfterMonths, holidays } = options;
  const items: AuditItem[] = [...provisionalSoon(rules, on, horizonDays, holidays)];
  for (const country of rules) {
    for (const problem of unsourcedConfirmations(country)) {
      items.push({ country: country.code, check: 'unsourced', what: problem, read: [country.officialSource.url] });
    }
    items.push(...instrumentsDue(country, on));
    for (const lead of country.leads ?? []) {
      items.push({ country: country.code, check: 'lead', what: lead.what, read: lead.sources });
    }
    const age = monthsBetween(country.lastVerified, on.slice(0, 7));
    if (age > staleAfterMonths) {
      items.push({
        country: country.code,
        check: 'stale',
        what: `last verified ${country.lastVerified}, ${age} months before ${on.slice(0, 7)}`,
        read: [`${country.officialSource.name}: ${country.officialSource.url}`],
      });
    }
  }
  return items.sort(
    (a, b) =>
      CHECK_ORDER.indexOf(a.check) - CHECK_ORDER.indexOf(b.check) ||
      (a.country < b.country ? -1 : a.country > b.country ? 1 : 0),
  );
};

/** A YYYY-MM-DD string that names a real day. */
export const isCalendarDay = (value: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && DateTime.fromISO(value, { zone: 'utc' }).isValid;
