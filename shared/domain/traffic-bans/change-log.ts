import { createHash } from 'node:crypto';
import type { BanEntry } from './calendar.schema.ts';
import type { HolidayTable } from './calendar-dates.ts';
import { buildCalendarIndex, queryCalendar } from './calendar-index.ts';
import type { ChangedDays, ChangeEntry, ChangeLog } from './changes.schema.ts';
import { calendarWindow } from './generate-calendar.ts';
import { type CountryRules, LANGUAGES, type Language } from './rules.schema.ts';

/**
 * A country file's content hash: SHA-256 of its JSON as parsed from the file and written again without spaces, so
 * that formatting does not count and any change of a key or a value does.
 */
export const contentHashOf = (content: unknown): string =>
  `sha256:${createHash('sha256').update(JSON.stringify(content)).digest('hex')}`;

/** What a country file holds besides its rules: the record of how and when it was checked, and what to watch. */
const NOT_RULES: ReadonlySet<string> = new Set(['sourceDecisions', 'leads', 'lastVerified', 'watch']);

const isLocalizedText = (value: object): boolean => {
  const keys = Object.keys(value);
  return keys.length === LANGUAGES.length && LANGUAGES.every((lang) => keys.includes(lang));
};

/** A country file without its texts (every text in the six languages) and without what `NOT_RULES` names. */
const rulesOf = (content: unknown): unknown => {
  if (Array.isArray(content)) return content.map(rulesOf);
  if (typeof content !== 'object' || content === null) return content;
  return Object.fromEntries(
    Object.entries(content).flatMap(([key, value]) =>
      NOT_RULES.has(key) || (typeof value === 'object' && value !== null && isLocalizedText(value))
        ? []
        : [[key, rulesOf(value)]],
    ),
  );
};

/**
 * The hash of a country file's rules: its content hash without its texts and its record of checks, so that a wording
 * or translation edit, a source note or a new check month leaves it alone, and any change of a day, an hour, a
 * scope, a road, a vehicle class, an instrument or a source address does not. The latest change entry of each
 * country holds the rules hash of its file (test/unit/traffic-bans/change-log.test.ts): the public log records
 * changes of rules and days; wording belongs to the repository's history.
 */
export const rulesHashOf = (content: unknown): string => contentHashOf(rulesOf(content));

/** The latest entry of each country, by code. */
export const latestChanges = (log: ChangeLog): Map<string, ChangeEntry> => {
  const latest = new Map<string, ChangeEntry>();
  for (const change of log.changes) latest.set(change.country, change);
  return latest;
};

/** A country's entries of one day: the provisional ones and the confirmed ones, each by its hours and place. */
type DayState = { readonly provisional: ReadonlySet<string>; readonly confirmed: ReadonlySet<string> };

const entryKey = (ban: BanEntry): string =>
  [ban.start, ban.end, ban.kind, ban.scope, (ban.roads ?? []).join(','), ban.appliesTo ?? ''].join('|');

const daysOf = (
  country: CountryRules | undefined,
  years: readonly number[],
  holidays: HolidayTable,
): Map<string, DayState> => {
  const days = new Map<string, { provisional: Set<string>; confirmed: Set<string> }>();
  if (country === undefined || country.regime !== 'dated') return days;
  const index = buildCalendarIndex({
    rules: [country],
    holidays: () => holidays,
    years,
    lang: 'en',
    siteBaseUrl: 'https://example.invalid',
  });
  const window = calendarWindow(years);
  const { bans } = queryCalendar(index, {
    from: window.from,
    to: window.to,
    countries: [country.code],
    includeNight: false,
  });
  for (const ban of bans) {
    let day = days.get(ban.date);
    if (day === undefined) {
      day = { provisional: new Set(), confirmed: new Set() };
      days.set(ban.date, day);
    }
    (ban.provisional ? day.provisional : day.confirmed).add(entryKey(ban));
  }
  return days;
};

/** Whether the first set has an entry the second has not. */
const beyond = (first: ReadonlySet<string>, second: ReadonlySet<string>): boolean =>
  [...first].some((key) => !second.has(key));

const NO_ENTRIES: DayState = { provisional: new Set(), confirmed: new Set() };

const MOVE_DAYS = 31;
const daysBetween = (a: string, b: string) =>
  Math.abs(Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / 864e5;

/**
 * What a change of one country's rules does to its calendar days over `years`: days with a provisional entry now
 * confirmed (same hours and place), days with a confirmed entry now provisional, and days that appear or disappear. A provisional day that disappears is a move
 * when as many days appear, taken in order, each within a month of the one it replaces.
 */
export const changedDays = (
  before: CountryRules | undefined,
  after: CountryRules,
  years: readonly number[],
  holidays: HolidayTable,
): ChangedDays => {
  const was = daysOf(before, years, holidays);
  const is = daysOf(after, years, holidays);
  const sorted = (dates: Iterable<string>) => [...dates].sort();
  // A day lost an entry of one status and gained one of the other: a provisional entry confirmed, or the reverse.
  const now = (date: string) => is.get(date) ?? NO_ENTRIES;
  const confirmed = sorted(
    [...was]
      .filter(([d, s]) => beyond(s.provisional, now(d).provisional) && beyond(now(d).confirmed, s.confirmed))
      .map(([d]) => d),
  );
  const provisional = sorted(
    [...was]
      .filter(([d, s]) => beyond(s.confirmed, now(d).confirmed) && beyond(now(d).provisional, s.provisional))
      .map(([d]) => d),
  );
  const gone = sorted([...was.keys()].filter((d) => !is.has(d)));
  const appeared = sorted([...is.keys()].filter((d) => !was.has(d)));
  const goneProvisional = gone.filter((d) => (was.get(d)?.provisional.size ?? 0) > 0);
  const pairs = goneProvisional.map((from, i) => ({ from, to: appeared[i] as string }));
  const isMove =
    goneProvisional.length > 0 &&
    goneProvisional.length === appeared.length &&
    pairs.every(({ from, to }) => daysBetween(from, to) <= MOVE_DAYS);
  return {
    confirmed,
    provisional,
    moved: isMove ? pairs : [],
    added: isMove ? [] : appeared,
    removed: isMove ? gone.filter((d) => !goneProvisional.includes(d)) : gone,
  };
};

/** The years a change made on `date` is looked at over: its year and the next, the calendar's window then. */
export const changeYears = (date: string): number[] => {
  const year = Number(date.slice(0, 4));
  return [year, year + 1];
};

/** One change as served, in one language. */
export interface ServedChange {
  readonly id: string;
  readonly date: string;
  readonly country: string;
  readonly countryName: string;
  readonly summary: string;
  readonly sources: readonly string[];
  readonly days: ChangedDays;
  readonly contentHash: string;
  readonly rulesHash: string;
  readonly page: string;
}

export interface CountryFacts {
  readonly name: string;
  /** The country's page, or the calendar page for a country without dated bans. */
  readonly page: string;
}

/** The log newest first, in one language. */
export const servedChanges = (
  log: ChangeLog,
  lang: Language,
  factsOf: (code: string) => CountryFacts,
): ServedChange[] =>
  [...log.changes].reverse().map((change) => {
    const facts = factsOf(change.country);
    return {
      id: change.id,
      date: change.date,
      country: change.country,
      countryName: facts.name,
      summary: change.summary[lang],
      sources: change.sources,
      days: change.days,
      contentHash: change.contentHash,
      rulesHash: change.rulesHash,
      page: facts.page,
    };
  });

export interface NewChange {
  /** The topic part of the id, kebab-case: the id is `<date>-<country>-<topic>`. */
  readonly topic: string;
  readonly date: string;
  readonly summary: ChangeEntry['summary'];
  readonly sources: readonly string[];
  /** The country's rules before the change (undefined for a new country) and after it, as read. */
  readonly before: CountryRules | undefined;
  readonly after: CountryRules;
  /** The country file's JSON after the change, as it is on disk (its hash goes in the entry). */
  readonly afterContent: unknown;
  /** The public holidays the rules select (`data/traffic-bans/holiday-table.ts`). */
  readonly holidays: HolidayTable;
}

/**
 * The log with one more entry: the change's days computed from the rules before and after, the hashes from the file
 * after. Refused when the file's rules are the ones the country's latest entry already describes (a wording edit is
 * not a change of rules: its commit message says it), or when the date is before the log's last entry.
 */
export const appendChange = (log: ChangeLog, change: NewChange): ChangeLog => {
  const country = change.after.code;
  const rulesHash = rulesHashOf(change.afterContent);
  if (latestChanges(log).get(country)?.rulesHash === rulesHash) {
    throw new Error(
      `${country}: the rules are the ones its latest change entry describes; a change of wording alone is not recorded in the log`,
    );
  }
  const last = log.changes[log.changes.length - 1];
  if (last !== undefined && change.date < last.date) {
    throw new Error(`the change is dated ${change.date}, before the log's latest entry (${last.date})`);
  }
  const entry: ChangeEntry = {
    id: `${change.date}-${country.toLowerCase()}-${change.topic}`,
    date: change.date,
    country,
    summary: change.summary,
    sources: [...change.sources],
    days: changedDays(change.before, change.after, changeYears(change.date), change.holidays),
    contentHash: contentHashOf(change.afterContent),
    rulesHash,
  };
  return { changes: [...log.changes, entry] };
};

/** One provisional entry of a country's calendar, for checking against a new instrument. */
export interface ProvisionalDay {
  readonly date: string;
  readonly weekday: string;
  readonly start: string;
  readonly end: string;
  readonly reason: string;
  readonly roads?: readonly string[];
}

/** A country's provisional entries in one year (Central European Time, night bans left out), in date order. */
export const provisionalDays = (country: CountryRules, year: number, holidays: HolidayTable): ProvisionalDay[] => {
  if (country.regime !== 'dated') return [];
  const index = buildCalendarIndex({
    rules: [country],
    holidays: () => holidays,
    years: [year],
    lang: 'en',
    siteBaseUrl: 'https://example.invalid',
  });
  const { bans } = queryCalendar(index, {
    from: `${year}-01-01`,
    to: `${year}-12-31`,
    countries: [country.code],
    includeNight: false,
  });
  return bans
    .filter((ban) => ban.provisional === true)
    .map((ban) => ({
      date: ban.date,
      weekday: ban.weekday,
      start: ban.start,
      end: ban.end,
      reason: ban.reason,
      ...(ban.roads === undefined ? {} : { roads: ban.roads }),
    }));
};
