import { addDays, daysBetween, toEpochDay, toIsoDate, weekdayIndex } from '#shared/domain/dates.ts';
import { rememberedBy } from '#shared/domain/remembered-by.ts';
import { localParts, localToEpoch, startOfLocalDay } from '#shared/domain/zone-offsets.ts';
import type { BanEntry, CountryEntry, RecurringEntry } from './calendar.schema.ts';
import {
  daysOfYear,
  englishWeekday,
  type HolidayName,
  type HolidayTable,
  holidayDays,
  resolveYearDay,
  weekdayOf,
} from './calendar-dates.ts';
import { placeDetailKey, placeText } from './place-texts.ts';
import {
  type BanKind,
  type CountryRules,
  type DatedRuleBlock,
  type Language,
  type LocalizedText,
  type NightRuleBlock,
  provisionalReasonOf,
  type RuleBlock,
  type TimeWindow,
} from './rules.schema.ts';

/** Every published start and end is Central European Time, whatever zone the rule is stated in. */
export const CALENDAR_ZONE = 'Europe/Brussels';

export type CalendarWindow = { from: string; to: string; years: number[] };

export const calendarWindow = (years: readonly number[]): CalendarWindow => {
  const sorted = [...years].sort((a, b) => a - b);
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (first === undefined || last === undefined) throw new Error('the calendar needs at least one year');
  return { from: toIsoDate(first, 1, 1), to: toIsoDate(last, 12, 31), years: sorted };
};

/** A piece of a ban window inside one CET day, before texts are chosen. */
export type DatedOccurrence = {
  country: CountryRules;
  rule: DatedRuleBlock | NightRuleBlock;
  date: string;
  start: string;
  end: string;
  startsAt: string;
  endsAt: string;
  /** The same start and end in the country's own zone; 24:00 at its midnight. */
  localStart: string;
  localEnd: string;
  provisional: boolean;
  /** Why a provisional occurrence is provisional, and the year it was projected for (`{year}` in the text). */
  provisionalReason?: ProvisionalReason;
  holidayName?: HolidayName;
};

export type ProvisionalReason = { readonly text: LocalizedText; readonly year: number };

type Anchor = {
  date: string;
  provisional: boolean;
  provisionalReason?: ProvisionalReason;
  holidayName?: HolidayName;
  window: TimeWindow;
};

const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** An interval of instants [start, end) in epoch milliseconds. */
type Instants = readonly [number, number];

/** The instants a window anchored on a local date covers. */
const windowInstants = (anchorDate: string, window: TimeWindow, zone: string): Instants => {
  const crosses = window.endsNextDay === true || (window.end !== '24:00' && window.end <= window.start);
  const endDate = crosses ? addDays(anchorDate, 1) : anchorDate;
  return [localToEpoch(zone, anchorDate, minutesOf(window.start)), localToEpoch(zone, endDate, minutesOf(window.end))];
};

/** A window's part inside one CET day: its date, its hours there, and the same instants. */
type CetDayPiece = {
  date: string;
  start: string;
  end: string;
  startsAt: string;
  endsAt: string;
  instants: Instants;
};

/** Splits an interval of instants into pieces that each lie inside one CET day. */
const splitInstantsIntoCetDays = ([start, end]: Instants): CetDayPiece[] => {
  const pieces: CetDayPiece[] = [];
  let cursor = start;
  while (cursor < end) {
    const from = localParts(CALENDAR_ZONE, cursor);
    const nextMidnight = startOfLocalDay(CALENDAR_ZONE, addDays(from.date, 1));
    const pieceEnd = Math.min(end, nextMidnight);
    const to = localParts(CALENDAR_ZONE, pieceEnd);
    pieces.push({
      date: from.date,
      start: from.time,
      end: pieceEnd === nextMidnight ? '24:00' : to.time,
      startsAt: `${from.date}T${from.time}:00${from.offset}`,
      endsAt: `${to.date}T${to.time}:00${to.offset}`,
      instants: [cursor, pieceEnd],
    });
    cursor = pieceEnd;
  }
  return pieces;
};

/** A piece's start and end in a zone: HH:MM, 24:00 for an end at midnight there, as the calendar writes CET. */
const localHours = (zone: string, [start, end]: Instants): { localStart: string; localEnd: string } => {
  const localEnd = localParts(zone, end).time;
  return { localStart: localParts(zone, start).time, localEnd: localEnd === '00:00' ? '24:00' : localEnd };
};

/** What is left of an interval once the cut intervals are taken out of it. */
export const withoutInstants = (interval: Instants, cuts: readonly Instants[]): Instants[] =>
  cuts.reduce<Instants[]>(
    (pieces, [cutStart, cutEnd]) =>
      pieces.flatMap(([start, end]): Instants[] => {
        if (cutEnd <= start || cutStart >= end) return [[start, end]];
        return [
          ...(start < cutStart ? [[start, cutStart] as const] : []),
          ...(cutEnd < end ? [[cutEnd, end] as const] : []),
        ];
      }),
    [interval],
  );

const isProvisional = (country: CountryRules, rule: RuleBlock, year: number): boolean => {
  if (rule.estimated === true) return true;
  if (rule.type === 'decree') return year !== rule.year;
  if (rule.instrument === undefined) return false;
  return !(country.instruments?.[rule.instrument]?.publishedFor.includes(year) ?? false);
};

/** Dates from the first to the last, both included. */
type DateRange = readonly [first: string, last: string];

/** The days of a year from the first date to the last (either may lie outside the year), with their weekdays. */
const daysWithin = (year: number, first: string, last: string) => {
  const start = toEpochDay(toIsoDate(year, 1, 1));
  return daysOfYear(year).slice(Math.max(0, toEpochDay(first) - start), Math.max(0, toEpochDay(last) - start + 1));
};

/**
 * The local dates a rule is anchored on within a range of dates, for the given years (one extra year either side for
 * eves and midnight): an anchor's year, which decides whether it is provisional, is the year it was derived for.
 */
const anchorsOf = (
  country: CountryRules,
  rule: DatedRuleBlock,
  years: number[],
  holidays: HolidayTable,
  [first, last]: DateRange,
): Anchor[] => {
  const anchors: Anchor[] = [];
  const reason = provisionalReasonOf(country, rule);
  const push = (date: string, year: number, holidayName?: HolidayName, window?: TimeWindow) => {
    if (date < first || date > last) return;
    if (rule.months !== undefined && !rule.months.includes(Number(date.slice(5, 7)))) return;
    const provisional = isProvisional(country, rule, year);
    anchors.push({
      date,
      provisional,
      window: window ?? (rule as Exclude<DatedRuleBlock, { type: 'decree' }>).window,
      ...(provisional && reason !== undefined ? { provisionalReason: { text: reason, year } } : {}),
      ...(holidayName ? { holidayName } : {}),
    });
  };
  for (const year of years) {
    switch (rule.type) {
      case 'weekly':
        for (const day of daysWithin(year, first, last)) if (day.weekday === rule.weekday) push(day.date, year);
        break;
      case 'seasonal':
      case 'road': {
        const from = rule.period === undefined ? toIsoDate(year, 1, 1) : resolveYearDay(rule.period.from, year);
        const to = rule.period === undefined ? toIsoDate(year, 12, 31) : resolveYearDay(rule.period.to, year);
        if (from === undefined || to === undefined) break;
        for (const day of daysWithin(year, first, last)) {
          if (day.date >= from && day.date <= to && rule.weekdays.includes(day.weekday)) push(day.date, year);
        }
        break;
      }
      case 'holiday':
        for (const holiday of holidayDays(holidays, rule.holidays, year)) {
          if (rule.shift === undefined) {
            push(holiday.date, year, holiday.name);
            continue;
          }
          if (!rule.shift.whenOn.includes(weekdayOf(holiday.date))) continue;
          const index = weekdayIndex(holiday.date);
          const shifted =
            rule.shift.to === 'following-sunday'
              ? addDays(holiday.date, 6 - index || 7)
              : addDays(holiday.date, -((index - 4 + 7) % 7 || 7));
          push(shifted, year, holiday.name);
        }
        break;
      case 'eve':
        for (const holiday of holidayDays(holidays, rule.holidays, year))
          push(addDays(holiday.date, -1), year, holiday.name);
        break;
      case 'day-after':
        for (const holiday of holidayDays(holidays, rule.holidays, year))
          push(addDays(holiday.date, 1), year, holiday.name);
        break;
      case 'decree': {
        if (year === rule.year) {
          for (const entry of rule.dates) push(entry.date, year, undefined, entry.window);
        } else if (year > rule.year) {
          // The pattern re-derived from recent instruments where the file gives one, else each date's recurrence.
          for (const { recurs, window } of rule.projection ?? rule.dates) {
            const date = recurs === undefined ? undefined : resolveYearDay(recurs, year);
            if (date !== undefined) push(date, year, undefined, window);
          }
        }
        break;
      }
    }
  }
  return anchors;
};

const KIND_RANK: Record<BanKind, number> = { holiday: 0, eve: 1, dated: 2, weekend: 3, road: 4, night: 5 };

/** Where a rule applies, as one string; kept per rule because sorting compares it thousands of times. */
const rulePlaceKey = rememberedBy(
  (rule: RuleBlock): string =>
    `${rule.scope}|${rule.appliesTo ?? ''}|${(rule.roads ?? []).join(',')}|${placeDetailKey(rule)}`,
);

const placeKey = ({ rule }: DatedOccurrence): string => rulePlaceKey(rule);

/** Code-unit order: every compared field is ASCII, and localeCompare is far slower on thousands of entries. */
const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

export const compareOccurrences = (a: DatedOccurrence, b: DatedOccurrence): number =>
  compareText(a.date, b.date) ||
  compareText(a.country.code, b.country.code) ||
  compareText(a.start, b.start) ||
  compareText(a.end, b.end) ||
  KIND_RANK[a.rule.kind] - KIND_RANK[b.rule.kind] ||
  compareText(placeKey(a), placeKey(b));

/** One CET day's part of a rule's window, as instants, before its texts are chosen. */
type Piece = {
  readonly rule: DatedRuleBlock;
  readonly anchor: Anchor;
  readonly date: string;
  readonly instants: Instants;
  /** The rule's place in its file, then the piece's place among the rule's: the last tie-break. */
  readonly order: number;
};

const isUnrestricted = (rule: RuleBlock): boolean =>
  rule.scope === 'nationwide' &&
  rule.appliesTo === undefined &&
  rule.roads === undefined &&
  placeDetailKey(rule) === '';

/**
 * B makes A redundant when, for the same vehicle class, B's window contains A's and B applies at least where A does.
 * A provisional entry never hides a confirmed one; between equal windows the kind rank decides.
 */
const covers = (b: Piece, a: Piece): boolean => {
  if (b.rule.vehicle !== a.rule.vehicle) return false;
  if (b.anchor.provisional && !a.anchor.provisional) return false;
  const samePlace = rulePlaceKey(b.rule) === rulePlaceKey(a.rule);
  if (!(samePlace || isUnrestricted(b.rule))) return false;
  const [[bStart, bEnd], [aStart, aEnd]] = [b.instants, a.instants];
  if (bStart > aStart || bEnd < aEnd) return false;
  if (bStart < aStart || bEnd > aEnd || !samePlace) return true;
  if (a.anchor.provisional && !b.anchor.provisional) return true;
  const rankDifference = KIND_RANK[b.rule.kind] - KIND_RANK[a.rule.kind];
  return rankDifference < 0 || (rankDifference === 0 && b.order < a.order);
};

/** Which of two overlapping pieces of one place keeps the hours they share: the confirmed, then the earlier one. */
const strongerFirst = (a: Piece, b: Piece): number =>
  Number(a.anchor.provisional) - Number(b.anchor.provisional) ||
  a.instants[0] - b.instants[0] ||
  KIND_RANK[a.rule.kind] - KIND_RANK[b.rule.kind] ||
  b.instants[1] - a.instants[1] ||
  a.order - b.order;

/**
 * One CET day's pieces of a country without redundant or overlapping ones. A piece another contains goes (`covers`).
 * Of two pieces of the same vehicle class and place that still overlap, the weaker keeps only the hours the stronger
 * has not (`strongerFirst`): a Saturday ban on a Saturday holiday starts where the holiday's ends, and a provisional
 * Sunday after a holiday keeps only the hours before the holiday's confirmed ban. So no two entries of a country
 * for one day and place overlap.
 */
const resolveDay = (pieces: readonly Piece[]): Piece[] => {
  const kept = pieces.filter((candidate) => !pieces.some((other) => other !== candidate && covers(other, candidate)));
  const byPlace = new Map<string, Piece[]>();
  for (const piece of kept) {
    const key = `${piece.rule.vehicle}|${rulePlaceKey(piece.rule)}`;
    byPlace.set(key, [...(byPlace.get(key) ?? []), piece]);
  }
  return [...byPlace.values()].flatMap((place) => {
    if (place.length === 1) return place;
    const taken: Instants[] = [];
    return [...place].sort(strongerFirst).flatMap((piece) => {
      const cuts = taken.filter(([start, end]) => start < piece.instants[1] && end > piece.instants[0]);
      taken.push(piece.instants);
      return (cuts.length === 0 ? [piece.instants] : withoutInstants(piece.instants, cuts)).map((instants) => ({
        ...piece,
        instants,
      }));
    });
  });
};

/** Per rule id, the instants in which other rules of the country lift it, from their confirmed days only. */
const liftedInstants = (country: CountryRules, anchorsByRule: ReadonlyMap<DatedRuleBlock, Anchor[]>) => {
  const lifted = new Map<string, Instants[]>();
  for (const [rule, anchors] of anchorsByRule) {
    if (rule.type !== 'decree' || rule.lifts === undefined) continue;
    for (const anchor of anchors) {
      if (anchor.provisional) continue;
      for (const lift of rule.lifts) {
        const cuts = lifted.get(lift.rule) ?? [];
        cuts.push(windowInstants(anchor.date, lift.window, country.timezone));
        lifted.set(lift.rule, cuts);
      }
    }
  }
  return lifted;
};

/**
 * The anchors that can put a piece on the dates of a range: a window reaches at most into the next day, and a local
 * date is at most a day off the CET one, so anchors further than two days outside the range put nothing in it. A
 * lift's window is anchored the same way, so the same anchors hold every lift that cuts a window in the range.
 */
const anchorRange = ([from, to]: DateRange): DateRange => [addDays(from, -2), addDays(to, 2)];

/**
 * One country's dated bans on the CET dates of a range inside one year, as language-neutral occurrences, sorted,
 * without redundant or overlapping entries: the occurrences of the whole year on those dates, in the same order,
 * whatever the range. Rules are anchored in the year either side too: an eve or a window past midnight crosses into
 * the year.
 */
const expandDated = (country: CountryRules, year: number, holidays: HolidayTable, range: DateRange) => {
  const [from, to] = range;
  const anchorYears = [year - 1, year, year + 1];
  const anchorsByRule = new Map<DatedRuleBlock, Anchor[]>();
  for (const rule of country.rules) {
    if (rule.type !== 'night') {
      anchorsByRule.set(rule, anchorsOf(country, rule, anchorYears, holidays, anchorRange(range)));
    }
  }
  const lifted = liftedInstants(country, anchorsByRule);
  const byDate = new Map<string, Piece[]>();
  for (const [ruleIndex, [rule, anchors]] of [...anchorsByRule].entries()) {
    const cuts = lifted.get(rule.id) ?? [];
    let order = ruleIndex * 1e6;
    for (const anchor of anchors) {
      const instants = windowInstants(anchor.date, anchor.window, country.timezone);
      for (const stretch of cuts.length === 0 ? [instants] : withoutInstants(instants, cuts)) {
        for (const day of splitInstantsIntoCetDays(stretch)) {
          if (day.date < from || day.date > to) continue;
          const piece = { rule, anchor, date: day.date, instants: day.instants, order: order++ };
          byDate.set(day.date, [...(byDate.get(day.date) ?? []), piece]);
        }
      }
    }
  }
  const occurrences: DatedOccurrence[] = [];
  for (const pieces of byDate.values()) {
    for (const { rule, anchor, instants } of resolveDay(pieces)) {
      const [{ date, start, end, startsAt, endsAt }] = splitInstantsIntoCetDays(instants) as [CetDayPiece];
      occurrences.push({
        country,
        rule,
        date,
        start,
        end,
        startsAt,
        endsAt,
        ...localHours(country.timezone, instants),
        provisional: anchor.provisional,
        ...(anchor.provisionalReason ? { provisionalReason: anchor.provisionalReason } : {}),
        ...(anchor.holidayName ? { holidayName: anchor.holidayName } : {}),
      });
    }
  }
  return occurrences.sort(compareOccurrences);
};

/**
 * One country's night bans on the CET dates of a range inside one year, two occurrences a day (00:00-05:00 and
 * 22:00-24:00): those of the whole year on those dates, anchored on the year's days and the day before it.
 */
const expandNight = (country: CountryRules, year: number, range: DateRange): DatedOccurrence[] => {
  const [from, to] = range;
  const [first, last] = anchorRange(range);
  const [yearFirst, yearLast] = [addDays(toIsoDate(year, 1, 1), -1), toIsoDate(year, 12, 31)];
  const occurrences: DatedOccurrence[] = [];
  const anchors = daysBetween(first > yearFirst ? first : yearFirst, last < yearLast ? last : yearLast);
  for (const rule of country.rules) {
    if (rule.type !== 'night') continue;
    for (const anchor of anchors) {
      for (const day of splitInstantsIntoCetDays(windowInstants(anchor, rule.window, country.timezone))) {
        if (day.date < from || day.date > to) continue;
        const { date, start, end, startsAt, endsAt, instants } = day;
        const local = localHours(country.timezone, instants);
        occurrences.push({ country, rule, date, start, end, startsAt, endsAt, ...local, provisional: false });
      }
    }
  }
  return occurrences.sort(compareOccurrences);
};

/** One country's occurrences in one year: the dated ones, and the night ones built on first use (include=night). */
export type YearOccurrences = {
  readonly dated: readonly DatedOccurrence[];
  readonly night: () => readonly DatedOccurrence[];
};

/** Years the memo keeps: a window of two and the next one across a roll-over, with room for one more. */
const MEMO_YEARS = 4;

/*
 * The calendar's one memo of rule expansions, by year and then by country. An occurrence depends only on the
 * country's rules and its year, never on the language or the window asked for, so the six languages, every window
 * that holds the year and every face (JSON, feed, site, agents, audit) share one expansion. The least recently used
 * year goes when a fifth comes (a container that lives across 1 January); a country's rules are held weakly.
 */
const memo = new Map<number, (holidays: HolidayTable) => (country: CountryRules) => YearOccurrences>();

/** One year's expansions, by table of holidays and country, each made on first use. */
const expansionsOf = (year: number) =>
  rememberedBy((holidays: HolidayTable) =>
    rememberedBy((country: CountryRules): YearOccurrences => {
      let night: readonly DatedOccurrence[] | undefined;
      const wholeYear: DateRange = [toIsoDate(year, 1, 1), toIsoDate(year, 12, 31)];
      return {
        dated: Object.freeze(expandDated(country, year, holidays, wholeYear)),
        night: () => {
          night ??= Object.freeze(expandNight(country, year, wholeYear));
          return night;
        },
      };
    }),
  );

/**
 * One country's occurrences on the days of one year, expanded once and kept in the memo. The public holidays are an
 * argument (the data layer reads them, `data/traffic-bans/holiday-table.ts`); the service has one table, the tests
 * may hand over another, and the memo keeps them apart.
 */
export const yearOccurrences = (country: CountryRules, year: number, holidays: HolidayTable): YearOccurrences => {
  let expansions = memo.get(year);
  if (expansions === undefined) {
    expansions = expansionsOf(year);
    if (memo.size >= MEMO_YEARS) memo.delete(memo.keys().next().value as number);
  } else {
    memo.delete(year);
  }
  memo.set(year, expansions);
  return expansions(holidays)(country);
};

/**
 * A country's dated occurrences and its night occurrences, each list in calendar order, merged into one; a dated
 * occurrence goes first where the two compare equal, the order a stable sort of the dated list followed by the night
 * list gives.
 */
export const mergeNights = (
  dated: readonly DatedOccurrence[],
  night: readonly DatedOccurrence[],
): readonly DatedOccurrence[] => {
  if (night.length === 0) return dated;
  const merged: DatedOccurrence[] = [];
  let [d, n] = [0, 0];
  while (d < dated.length || n < night.length) {
    const nextDated = dated[d];
    const nextNight = night[n];
    if (nextNight === undefined || (nextDated !== undefined && compareOccurrences(nextDated, nextNight) <= 0)) {
      merged.push(nextDated as DatedOccurrence);
      d += 1;
    } else {
      merged.push(nextNight);
      n += 1;
    }
  }
  return merged;
};

/**
 * Days the memo of days keeps per country: a journey reads about three weeks of each country it crosses, and a
 * container that plans departures over the whole window of two years keeps all of it.
 */
const MEMO_DAYS = 800;

/** The days of one country expanded so far, night bans included, by CET date, for each table of holidays. */
const dayMemo = rememberedBy((_: HolidayTable) =>
  rememberedBy((_: CountryRules) => new Map<string, readonly DatedOccurrence[]>()),
);

const daysOf = (country: CountryRules, holidays: HolidayTable): Map<string, readonly DatedOccurrence[]> =>
  dayMemo(holidays)(country);

/**
 * One country's occurrences, night bans included, on the CET dates from `from` to `to`, in calendar order: exactly
 * those its years hold on these dates (`yearOccurrences`, night merged in as a calendar request with include=night
 * gives them), but only these dates are expanded, each once. A journey reads three weeks of the countries it crosses,
 * and expanding their whole years was most of the estimate's calendar work at a cold start. The dates not expanded
 * before are expanded together, a run at a time within one year, and kept in a memo of the last MEMO_DAYS dates per
 * country.
 */
export const rangeOccurrences = (
  country: CountryRules,
  from: string,
  to: string,
  holidays: HolidayTable,
): DatedOccurrence[] => {
  const days = daysOf(country, holidays);
  const dates = from > to ? [] : daysBetween(from, to);
  const parts: (readonly DatedOccurrence[])[] = [];
  let i = 0;
  while (i < dates.length) {
    const date = dates[i] as string;
    const known = days.get(date);
    if (known !== undefined) {
      parts.push(known);
      i += 1;
      continue;
    }
    // The run of dates not expanded yet from this one, within its year.
    let end = i;
    while (
      end + 1 < dates.length &&
      !days.has(dates[end + 1] as string) &&
      dates[end + 1]?.slice(0, 4) === date.slice(0, 4)
    ) {
      end += 1;
    }
    const range: DateRange = [date, dates[end] as string];
    const year = Number(date.slice(0, 4));
    const occurrences = mergeNights(expandDated(country, year, holidays, range), expandNight(country, year, range));
    const byDate = new Map(dates.slice(i, end + 1).map((day): [string, DatedOccurrence[]] => [day, []]));
    for (const occurrence of occurrences) byDate.get(occurrence.date)?.push(occurrence);
    for (const [day, list] of byDate) {
      if (days.size >= MEMO_DAYS) days.delete(days.keys().next().value as string);
      days.set(day, Object.freeze(list));
      parts.push(list);
    }
    i = end + 1;
  }
  return parts.flat();
};

export const pageUrl = (siteBaseUrl: string, page: string): string => `${siteBaseUrl.replace(/\/+$/, '')}${page}`;

const vehicleOf = (country: CountryRules, rule: RuleBlock) => {
  const vehicle = country.vehicles[rule.vehicle];
  if (vehicle === undefined) throw new Error(`${country.code}: unknown vehicle ${rule.vehicle}`);
  return vehicle;
};

/** A rule's text for one occurrence: `{holiday}` is the name of the holiday the occurrence falls on or follows. */
export const occurrenceText = (occurrence: Pick<DatedOccurrence, 'holidayName'>, lang: Language, text: string) => {
  const holiday = occurrence.holidayName?.(lang);
  return holiday === undefined ? text : text.replaceAll('{holiday}', holiday);
};

/** The published entry of one occurrence in one language. */
export const renderBan = (occurrence: DatedOccurrence, lang: Language, siteBaseUrl: string): BanEntry => {
  const { country, rule } = occurrence;
  const vehicle = vehicleOf(country, rule);
  const fill = (text: string) => occurrenceText(occurrence, lang, text);
  const place = placeText(rule, lang);
  const ruleNote = rule.note === undefined ? undefined : fill(rule.note[lang]);
  const note = place === '' ? ruleNote : ruleNote === undefined ? place : `${place} ${ruleNote}`;
  return {
    country: country.code,
    countryName: country.name,
    timezone: country.timezone,
    date: occurrence.date,
    weekday: englishWeekday(occurrence.date),
    reason: fill(rule.reason[lang]),
    start: occurrence.start,
    end: occurrence.end,
    startsAt: occurrence.startsAt,
    endsAt: occurrence.endsAt,
    localStart: occurrence.localStart,
    localEnd: occurrence.localEnd,
    kind: rule.kind,
    vehicle: vehicle.text[lang],
    ...(vehicle.minimumTonnes === undefined ? {} : { minimumTonnes: vehicle.minimumTonnes }),
    scope: rule.scope,
    officialSource: country.officialSource,
    lastVerified: country.lastVerified,
    page: pageUrl(siteBaseUrl, country.page ?? ''),
    ...(note === undefined ? {} : { note }),
    ...(rule.appliesTo === undefined ? {} : { appliesTo: rule.appliesTo }),
    ...(rule.roads === undefined ? {} : { roads: rule.roads }),
    ...(rule.regions === undefined ? {} : { regions: rule.regions }),
    ...(occurrence.provisional ? { provisional: true as const } : {}),
    ...(occurrence.provisional && occurrence.provisionalReason !== undefined
      ? { provisionalReason: provisionalText(occurrence.provisionalReason, occurrence, lang) }
      : {}),
  };
};

/** Renders occurrences in one language, each once: the same occurrence gives the same entry. */
export const rendererOf = (lang: Language, siteBaseUrl: string): ((occurrence: DatedOccurrence) => BanEntry) => {
  const rendered = new WeakMap<DatedOccurrence, BanEntry>();
  return (occurrence) => {
    let entry = rendered.get(occurrence);
    if (entry === undefined) {
      entry = renderBan(occurrence, lang, siteBaseUrl);
      rendered.set(occurrence, entry);
    }
    return entry;
  };
};

/** Why a provisional occurrence is provisional, in one language: `{year}` and `{holiday}` filled in. */
const provisionalText = (reason: ProvisionalReason, occurrence: DatedOccurrence, lang: Language): string =>
  occurrenceText(occurrence, lang, reason.text[lang]).replaceAll('{year}', String(reason.year));

export const renderCountry = (country: CountryRules, lang: Language, siteBaseUrl: string): CountryEntry => ({
  code: country.code,
  name: country.name,
  timezone: country.timezone,
  summary: country.summary[lang],
  officialSource: country.officialSource,
  lastVerified: country.lastVerified,
  ...(country.regime === 'dated' && country.page !== undefined ? { page: pageUrl(siteBaseUrl, country.page) } : {}),
});

export const renderRecurring = (rules: readonly CountryRules[], lang: Language): RecurringEntry[] =>
  rules.flatMap((country) =>
    country.rules
      .filter((rule): rule is NightRuleBlock => rule.type === 'night')
      .map((rule) => {
        const vehicle = vehicleOf(country, rule);
        if (vehicle.minimumTonnes === undefined) throw new Error(`${country.code}: night ban without a threshold`);
        return {
          country: country.code,
          countryName: country.name,
          kind: 'night' as const,
          days: rule.days,
          start: rule.window.start,
          end: rule.window.end,
          timezone: country.timezone,
          vehicle: vehicle.text[lang],
          minimumTonnes: vehicle.minimumTonnes,
          scope: rule.scope,
          exceptions: rule.exemptions.map((id) => country.exemptions[id]?.[lang] ?? id),
          officialSource: country.officialSource,
          lastVerified: country.lastVerified,
        };
      }),
  );
