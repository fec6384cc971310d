import { journeyTextsFile } from '#data/journey/texts.ts';
import { resultTextsData } from '#data/texts/index.ts';
import { addDays } from '#shared/domain/dates.ts';
import { journeyTimeline, timelineLines } from '#shared/domain/journey/journey-timeline.ts';
import { assumptionSentences, DEFAULT_LANGUAGE, type Language } from '#shared/domain/pricing/texts.ts';
import type { Result } from '#shared/domain/quote/result.schema.ts';
import { dateTimeFormat, LOCALES, listFormat, numberFormat } from '#shared/domain/texts/intl.ts';
import { dateWriter, dayInWords, regionName, TYPOGRAPHY } from '#shared/domain/texts/typography.ts';
import type { BanEntry, CountryEntry } from '#shared/domain/traffic-bans/calendar.schema.ts';
import { changeText } from '#shared/domain/traffic-bans/change-feed.ts';
import type { ServedChange } from '#shared/domain/traffic-bans/change-log.ts';
import {
  type DayLevelSummary,
  dayLevels,
  type Hours,
  hasBan,
  hoursText,
  type LevelSource,
  localHoursText,
} from '#shared/domain/traffic-bans/day-levels.ts';
import { CALENDAR_ZONE } from '#shared/domain/traffic-bans/generate-calendar.ts';
import { isBlocking } from '#shared/domain/traffic-bans/route-bans.ts';
import { icsLabels } from '#shared/domain/traffic-bans-ics/labels.ts';
import type { RouteAnswer } from '#shared/operations/traffic-bans/traffic-bans.operation.ts';
import type { CalendarLanguage } from '#shared/operations/traffic-bans/traffic-bans.schema.ts';
import { BAN_TOOL_TEXTS, type BanToolTexts, CHANGE_TOOL_TEXTS, INSTANT_WORDS, PRICE_TOOL_TEXTS } from './tool-texts.ts';

/**
 * A day (YYYY-MM-DD) in words, as the journey and the assumptions write it ("24 December 2026", "24 de diciembre de
 * 2026"), or with its weekday: a date inside a sentence is read, not parsed. Structured fields keep ISO dates.
 */
export const dateInWords =
  (lang: Language, style: 'long' | 'full' = 'long') =>
  (date: string): string =>
    dayInWords(LOCALES[lang], date, style);

/**
 * An instant (RFC 3339) in words, in the calendar's zone (Brussels), as a reader of the language writes it inside a
 * sentence: "Saturday 5 December, 18:00 CET", "sábado 5 de diciembre, 18:00 (hora de Europa central)". The zone is
 * named in the language's own words, winter or summer time where the language tells them apart.
 */
export const instantInWords = (lang: Language) => {
  const options = { timeZone: CALENDAR_ZONE } as const;
  const day = dateWriter(LOCALES[lang], { ...options, weekday: 'long', day: 'numeric', month: 'long' });
  const time = dateTimeFormat(LOCALES[lang], {
    ...options,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const zone = dateTimeFormat('en-GB', { ...options, timeZoneName: 'short' });
  return (instant: string): string => {
    const at = new Date(instant);
    return INSTANT_WORDS[lang](day.format(at), time.format(at), zone.format(at).endsWith('CEST'));
  };
};

/** An amount as the language writes it (601,24 EUR in Spanish), without grouping so that it reads as one number. */
const money = (lang: Language) => {
  const format = numberFormat(lang, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  });
  return (amount: number | undefined, currency = 'EUR') => `${format.format(amount ?? 0)} ${currency}`;
};

const metres = (lang: Language, value: number | undefined) =>
  numberFormat(lang, { maximumFractionDigits: 2, useGrouping: false }).format(value ?? 0);

/** The text answers of the tools, in the language of the call: prices, calendar days and routes. */

/**
 * The text content of a priced or refused result in the tool's language, so an agent that relays only text still
 * shows the amount with its date, currency, VAT status, fuel surcharge and every assumption; manual review is said as
 * such, with no amount. Diesel below the tariff's reference price lowers the total: a reduction, never a negative
 * surcharge.
 */
export const resultText = (result: Result, lang: Language = DEFAULT_LANGUAGE): string => {
  const words = PRICE_TOOL_TEXTS[lang];
  const eur = money(lang);
  const lines: string[] = [];
  if (result.estado === 'revision_manual') {
    lines.push(words.manualReview);
    if (result.mensaje) lines.push(result.mensaje);
  } else {
    const gasoleo = result.gasoleo ?? 0;
    const fuel = gasoleo < 0 ? words.fuelReduction(eur(-gasoleo)) : words.fuelSurcharge(eur(gasoleo));
    const week = String(result.semanaGasoleo);
    lines.push(
      words.price(eur(result.total, result.moneda), dateInWords(lang)(result.fechaCarga)),
      `${words.transport(eur(result.transporte), fuel, week, result.gasoleoProvisional === true)}.`,
      `${words.billable(metres(lang, result.ldmFacturable), metres(lang, result.ldmDeclarado))}${result.motivoLdm ? `: ${result.motivoLdm}` : ''}.`,
    );
    if (result.mensaje) lines.push(result.mensaje);
  }
  const at = instantInWords(lang);
  lines.push(words.issued(at(result.emitido), at(result.caduca), result.id));
  if (result.condiciones) lines.push(result.condiciones);
  // The journey: distance, countries, the drive plan with its waits and the ban behind each, delivery and CO2e.
  if (result.transito)
    lines.push(
      ...timelineLines(
        journeyTimeline(journeyTextsFile().timeline[lang], result.transito, result.emisiones, lang),
        lang,
      ),
    );
  if (result.supuestos) {
    lines.push(words.assumptions);
    // The domain's sentences, in the tool's language, as the site shows them.
    lines.push(...assumptionSentences(resultTextsData, lang, result.supuestos).map((line) => `- ${line}`));
  }
  if (result.siguientePaso) lines.push(result.siguientePaso);
  return lines.join('\n');
};

/** What a calendar answer's text is read from: the calendar document the REST call answers. */
export interface CalendarTextSource extends LevelSource {
  readonly filters: { readonly from: string; readonly to: string };
  readonly countries: readonly Pick<CountryEntry, 'code' | 'officialSource'>[];
}

const hoursList = (hours: readonly Hours[]) => hours.map(hoursText).join(', ');

/** One country's day on one line: its level and hours, the roads of a roads part, then the night ban. */
const levelLine = (summary: DayLevelSummary, words: BanToolTexts): string => {
  const parts = summary.parts.map(
    (part) =>
      `${words.levels[part.level]} ${hoursList(part.hours)}${part.roads.length > 0 ? ` ${words.on} ${part.roads.join(', ')}` : ''}${part.provisional ? ` [${words.provisional}]` : ''}`,
  );
  if (summary.night !== undefined) parts.push(`${words.levels.night} ${hoursText(summary.night)}`);
  return `  ${summary.country}: ${parts.join('; ')}`;
};

/** A provisional entry's mark: the word, and why the date is provisional. */
const provisionalMark = (ban: BanEntry, words: BanToolTexts): string =>
  ban.provisional ? ` [${words.provisional}${ban.provisionalReason ? `: ${ban.provisionalReason}` : ''}]` : '';

/** An entry's hours in its country's own time after its CET hours, where they differ: never read as a second ban. */
const localMark = (ban: BanEntry, words: BanToolTexts): string => {
  const local = localHoursText(ban);
  return local === undefined ? '' : ` (${local} ${words.localTime})`;
};

/** A dated entry under its country's line: hours, roads, reason and vehicles (the notes are in the structured result). */
const entryLine = (ban: BanEntry, words: BanToolTexts): string =>
  `    - ${ban.start}–${ban.end}${localMark(ban, words)}${ban.roads ? ` ${ban.roads.join(', ')}` : ''}: ${ban.reason} (${ban.vehicle})${provisionalMark(ban, words)}`;

/**
 * The text of a calendar answer, day by day, in the calendar's language: each country with a ban that day on one line
 * (level, hours, roads, night ban), its entries below it without repeated lines, then the countries without dated
 * bans and the sources.
 */
export const calendarText = (
  source: CalendarTextSource,
  days: readonly string[],
  credit: string,
  lang: Language,
): string => {
  const words = BAN_TOOL_TEXTS[lang];
  const inWords = dateInWords(lang);
  const dayInWords = dateInWords(lang, 'full');
  const rows = dayLevels(source, days);
  const byCell = new Map<string, BanEntry[]>();
  for (const ban of source.bans) {
    if (ban.kind === 'night') continue;
    const key = `${ban.country}|${ban.date}`;
    byCell.set(key, [...(byCell.get(key) ?? []), ban]);
  }
  const lines = [
    `${words.days(inWords(days[0] ?? ''), inWords(days[days.length - 1] ?? ''), source.bans.length)} ${words.data} ${credit}.`,
  ];
  days.forEach((date, offset) => {
    const banned = rows.flatMap((row) => {
      const summary = row.days[offset];
      return summary !== undefined && hasBan(summary) ? [summary] : [];
    });
    lines.push(`${dayInWords(date)}:${banned.length === 0 ? ` ${words.noBan}` : ''}`);
    for (const summary of banned) {
      lines.push(levelLine(summary, words));
      const entries = byCell.get(`${summary.country}|${date}`) ?? [];
      lines.push(...new Set(entries.map((entry) => entryLine(entry, words))));
    }
  });
  const undated = source.countriesWithoutDatedBans.map((country) => country.code);
  if (undated.length > 0) lines.push(words.undated(undated.join(', ')));
  for (const country of source.countries) {
    lines.push(`${words.source}: ${country.officialSource.name} ${country.officialSource.url} (${country.code})`);
  }
  return TYPOGRAPHY[lang].spaced(lines.join('\n'));
};

/**
 * The text of a change-log answer: how many changes, then each one, newest first: its day in words, the country, and
 * the domain's text of the change (its sentence, the days it changed and its sources, one per line, as the Atom
 * feed's entry has it), then the credit.
 */
export const changesText = (
  changes: readonly ServedChange[],
  total: number,
  credit: string,
  lang: CalendarLanguage,
): string => {
  const inWords = dateInWords(lang);
  const text = [
    CHANGE_TOOL_TEXTS[lang].changes(total),
    ...changes.map(
      (change) =>
        `${inWords(change.date)} · ${regionName(LOCALES[lang], change.country)} (${change.country}): ${changeText(change, lang)}`,
    ),
    `${BAN_TOOL_TEXTS[lang].data} ${credit}.`,
  ].join('\n');
  // The joins above and the data's own texts, spaced as the language writes them.
  return TYPOGRAPHY[lang].spaced(text);
};

/** The days from `from` to `to`, both included. */
export const daysFrom = (from: string, to: string): string[] => {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
};

/** One ban in a tool's text, in the language of its entries: its scope, roads, direction and the fixed words too. */
const banLine = (ban: BanEntry, lang: CalendarLanguage) => {
  const words = BAN_TOOL_TEXTS[lang];
  const scope = icsLabels[lang].scopes[ban.scope];
  const where = `${ban.roads ? `: ${ban.roads.join(', ')}` : ''}${ban.appliesTo ? `; ${ban.appliesTo}` : ''}`;
  return `  - ${ban.start}-${ban.end} CET${localMark(ban, words)}: ${ban.reason} (${ban.vehicle}; ${scope}${where}). ${words.source}: ${ban.officialSource.name} ${ban.officialSource.url}${provisionalMark(ban, words)}`;
};

/** Whether an entry met on a route blocks the departure: nationwide, transit and night entries do; roads and regional do not. */
export const blocksDeparture = (ban: BanEntry): boolean => ban.kind === 'night' || isBlocking(ban);

/** The entries met that do not block a departure, by country: how many, and on which roads. */
const notBlockingSummary = (bans: readonly BanEntry[], words: BanToolTexts): string | undefined => {
  const byCountry = new Map<string, BanEntry[]>();
  for (const ban of bans) byCountry.set(ban.country, [...(byCountry.get(ban.country) ?? []), ban]);
  if (byCountry.size === 0) return undefined;
  const parts = [...byCountry].map(([country, entries]) => {
    const roads = [...new Set(entries.flatMap((entry) => entry.roads ?? []))];
    return `${country} ${words.entries(entries.length)}${roads.length > 0 ? ` (${roads.join(', ')})` : ''}`;
  });
  return words.notBlocking(parts.join('; '));
};

/**
 * The route's answer in words: each leg with the entries met there that block the departure, by day, one line per
 * distinct entry (roads and direction included, so two entries of one day never read the same); then the entries that
 * do not block it, summed up by country; then the clear departure.
 */
export const routeText = (answer: RouteAnswer, credit: string, lang: CalendarLanguage): string => {
  const { plan } = answer;
  const document = answer.document();
  const words = BAN_TOOL_TEXTS[lang];
  const dayInWords = dateInWords(lang, 'full');
  const at = instantInWords(lang);
  const lines = [words.route(plan.legs.map((leg) => leg.country).join(' → '), at(plan.departure), at(plan.arrival))];
  const notBlocking: BanEntry[] = [];
  for (const leg of plan.legs) {
    const blocking = leg.bans.filter(blocksDeparture);
    notBlocking.push(...leg.bans.filter((ban) => !blocksDeparture(ban)));
    lines.push(words.passage(leg.country, at(leg.enters), at(leg.leaves), blocking.length > 0));
    let day = '';
    for (const line of new Set(blocking.map((ban) => `${ban.date}\n${banLine(ban, lang)}`))) {
      const [date = '', text = ''] = line.split('\n');
      if (date !== day) lines.push(` ${dayInWords(date)}:`);
      day = date;
      lines.push(text);
    }
    if (leg.uncovered !== null) lines.push(words.uncovered(at(leg.uncovered.from), at(leg.uncovered.to)));
  }
  const summary = notBlockingSummary(
    [
      ...new Map(
        notBlocking.map((ban) => [`${ban.country}|${ban.date}|${ban.start}|${ban.reason}|${ban.roads}`, ban]),
      ).values(),
    ],
    words,
  );
  if (summary !== undefined) lines.push(summary);
  const { transito, emisiones } = answer.document();
  if (transito !== undefined)
    lines.push(...timelineLines(journeyTimeline(journeyTextsFile().timeline[lang], transito, emisiones, lang), lang));
  const clear = plan.clearDeparture;
  if (plan.noClearDeparture === 'calendar-ends')
    lines.push(words.noClearCalendarEnds(dateInWords(lang)(document.window.to)));
  else if (clear === null) lines.push(words.noClear);
  else {
    lines.push(words.clear(at(clear.departure), at(clear.arrival)));
    if (clear.provisional) lines.push(words.clearProvisional);
  }
  const latest = plan.latestDeparture;
  if (latest !== null) {
    const arriveBy = document.query.arriveBy;
    lines.push(
      arriveBy === undefined
        ? words.latest(at(latest.departure), at(latest.arrival))
        : words.latestBy(at(arriveBy), at(latest.departure), at(latest.arrival)),
    );
  } else if (plan.noLatestDeparture === 'calendar-ends') lines.push(words.noLatestCalendarEnds);
  if (plan.earliestArrival !== null) {
    const list = listFormat(LOCALES[lang], { type: 'conjunction' });
    const names = plan.earliestArrival.departures.map((name) => words.departureNames[name]);
    lines.push(words.earliestArrival(at(plan.earliestArrival.arrival), list.format(names)));
  }
  lines.push(...document.assumptions, `${words.data} ${credit}.`);
  return TYPOGRAPHY[lang].spaced(lines.join('\n'));
};
