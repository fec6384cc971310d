import { fromEpochDay, toEpochDay } from '#shared/domain/dates.ts';

/**
 * Zone offsets from the time-zone data of the runtime (Intl, the same data luxon reads), looked up in a per-year
 * table of transitions. One Intl formatting costs about a microsecond and a calendar needs tens of thousands of
 * conversions, so each zone-year is probed once (weekly, refined to the minute around a change) and then read by
 * binary search. A zone is assumed not to change its offset twice within one week.
 */
type YearTable = { at: number[]; offset: number[] };

type Zone = {
  name: string;
  format: Intl.DateTimeFormat;
  years: Map<number, YearTable>;
  /** The table used last and the UTC year it covers: consecutive look-ups nearly always fall in the same year. */
  last?: { from: number; to: number; table: YearTable };
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

const zones = new Map<string, Zone>();

const zoneOf = (name: string): Zone => {
  let zone = zones.get(name);
  if (zone === undefined) {
    let format: Intl.DateTimeFormat;
    try {
      // longOffset prints only the offset ("GMT+01:00"), the cheapest of Intl's ways to read it.
      format = new Intl.DateTimeFormat('en-US', { timeZone: name, timeZoneName: 'longOffset' });
    } catch (cause) {
      throw new Error(`unknown time zone ${name}`, { cause });
    }
    zone = { name, format, years: new Map() };
    zones.set(name, zone);
  }
  return zone;
};

const OFFSET = /GMT(?:([+-])(\d\d):(\d\d)(?::(\d\d))?)?$/;

/** Offset in minutes at an instant, straight from Intl: "GMT" is UTC, "GMT+05:45" is 345. */
const probe = (zone: Zone, epochMs: number): number => {
  const match = OFFSET.exec(zone.format.format(epochMs));
  if (match === null) throw new Error(`no offset for ${zone.name} at ${new Date(epochMs).toISOString()}`);
  const [, sign, hours, minutes, seconds] = match;
  if (sign === undefined) return 0;
  const value = Number(hours) * 60 + Number(minutes) + Number(seconds ?? 0) / 60;
  return sign === '-' ? -value : value;
};

/** The first minute in (from, to] at which the offset differs from the one at `from`. */
const firstChange = (zone: Zone, from: number, to: number, before: number): number => {
  let [low, high] = [from, to];
  while (high - low > MINUTE) {
    const middle = low + Math.floor((high - low) / 2 / MINUTE) * MINUTE;
    if (probe(zone, middle) === before) low = middle;
    else high = middle;
  }
  return high;
};

const yearTable = (zone: Zone, year: number): YearTable => {
  let table = zone.years.get(year);
  if (table === undefined) {
    const start = Date.UTC(year, 0, 1) - 2 * DAY;
    const end = Date.UTC(year + 1, 0, 1) + 2 * DAY;
    let previous = probe(zone, start);
    table = { at: [start], offset: [previous] };
    for (let at = start; at < end; at += WEEK) {
      const next = Math.min(at + WEEK, end);
      const offset = probe(zone, next);
      if (offset === previous) continue;
      const change = firstChange(zone, at, next, previous);
      table.at.push(change);
      table.offset.push(probe(zone, change));
      previous = offset;
    }
    zone.years.set(year, table);
  }
  return table;
};

const tableAt = (zone: Zone, epochMs: number): YearTable => {
  const last = zone.last;
  if (last !== undefined && epochMs >= last.from && epochMs < last.to) return last.table;
  const year = new Date(epochMs).getUTCFullYear();
  const table = yearTable(zone, year);
  zone.last = { from: Date.UTC(year, 0, 1), to: Date.UTC(year + 1, 0, 1), table };
  return table;
};

const offsetIn = (zone: Zone, epochMs: number): number => {
  const table = tableAt(zone, epochMs);
  let [low, high] = [0, table.at.length - 1];
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((table.at[middle] as number) <= epochMs) low = middle;
    else high = middle - 1;
  }
  return table.offset[low] as number;
};

/** Offset from UTC in minutes of a zone at an instant (epoch milliseconds). */
export const offsetAt = (zone: string, epochMs: number): number => offsetIn(zoneOf(zone), epochMs);

/** The instant of a local wall-clock time; a time skipped by a spring-forward change moves forward, as in luxon. */
export const localToEpoch = (zone: string, isoDate: string, minutesOfDay: number): number => {
  const entry = zoneOf(zone);
  const wall = toEpochDay(isoDate) * DAY + minutesOfDay * MINUTE;
  const first = offsetIn(entry, wall);
  const guess = wall - first * MINUTE;
  const second = offsetIn(entry, guess);
  if (second === first) return guess;
  const retry = wall - second * MINUTE;
  return offsetIn(entry, retry) === second ? retry : Math.max(guess, retry);
};

const pad = (value: number): string => String(value).padStart(2, '0');

/** "00:00" to "23:59", by minute of the day. */
const CLOCK = Array.from({ length: 24 * 60 }, (_, minute) => `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`);

const offsetTexts = new Map<number, string>();

/** ±HH:MM of an offset in minutes. */
const offsetText = (offset: number): string => {
  let text = offsetTexts.get(offset);
  if (text === undefined) {
    const absolute = Math.abs(offset);
    text = `${offset < 0 ? '-' : '+'}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`;
    offsetTexts.set(offset, text);
  }
  return text;
};

export type LocalParts = { date: string; time: string; offset: string };

/** Wall-clock date, HH:MM and ±HH:MM offset of an instant in a zone, by arithmetic on the instant. */
export const localParts = (zone: string, epochMs: number): LocalParts => {
  const offset = offsetAt(zone, epochMs);
  const wall = epochMs + offset * MINUTE;
  const day = Math.floor(wall / DAY);
  return {
    date: fromEpochDay(day),
    time: CLOCK[Math.floor((wall - day * DAY) / MINUTE)] as string,
    offset: offsetText(offset),
  };
};

/** The instant at which the local day of a given date starts in a zone. */
export const startOfLocalDay = (zone: string, isoDate: string): number => localToEpoch(zone, isoDate, 0);
