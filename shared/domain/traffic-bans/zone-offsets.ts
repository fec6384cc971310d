import { IANAZone } from 'luxon';

/**
 * Zone offsets decided by luxon, looked up from a per-year table of transitions.
 * Luxon answers every offset through Intl, about 15 µs a call; a calendar needs tens of thousands of conversions,
 * so each zone-year is probed once (weekly, refined to the minute around a change) and then read by binary search.
 */
type YearTable = { at: number[]; offset: number[] };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const WEEK = 7 * 24 * HOUR;

const zones = new Map<string, IANAZone>();
const tables = new Map<string, YearTable>();

const zoneOf = (name: string): IANAZone => {
  let zone = zones.get(name);
  if (zone === undefined) {
    zone = IANAZone.create(name);
    if (!zone.isValid) throw new Error(`unknown time zone ${name}`);
    zones.set(name, zone);
  }
  return zone;
};

const firstChange = (zone: IANAZone, from: number, to: number): number => {
  const before = zone.offset(from);
  let [low, high] = [from, to];
  while (high - low > MINUTE) {
    const middle = low + Math.floor((high - low) / 2 / MINUTE) * MINUTE;
    if (zone.offset(middle) === before) low = middle;
    else high = middle;
  }
  return high;
};

const yearTable = (name: string, year: number): YearTable => {
  const key = `${name}|${year}`;
  let table = tables.get(key);
  if (table === undefined) {
    const zone = zoneOf(name);
    const start = Date.UTC(year, 0, 1) - 2 * 24 * HOUR;
    const end = Date.UTC(year + 1, 0, 1) + 2 * 24 * HOUR;
    table = { at: [start], offset: [zone.offset(start)] };
    for (let probe = start; probe < end; probe += WEEK) {
      const next = Math.min(probe + WEEK, end);
      if (zone.offset(next) === zone.offset(probe)) continue;
      const change = firstChange(zone, probe, next);
      table.at.push(change);
      table.offset.push(zone.offset(change));
    }
    tables.set(key, table);
  }
  return table;
};

/** Offset from UTC in minutes of a zone at an instant (epoch milliseconds). */
export const offsetAt = (zone: string, epochMs: number): number => {
  const table = yearTable(zone, new Date(epochMs).getUTCFullYear());
  let [low, high] = [0, table.at.length - 1];
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((table.at[middle] as number) <= epochMs) low = middle;
    else high = middle - 1;
  }
  return table.offset[low] as number;
};

/** The instant of a local wall-clock time; a time skipped by a spring-forward change moves forward, as in luxon. */
export const localToEpoch = (zone: string, isoDate: string, minutesOfDay: number): number => {
  const wall = Date.parse(`${isoDate}T00:00:00Z`) + minutesOfDay * MINUTE;
  const first = offsetAt(zone, wall);
  const guess = wall - first * MINUTE;
  const second = offsetAt(zone, guess);
  if (second === first) return guess;
  const retry = wall - second * MINUTE;
  return offsetAt(zone, retry) === second ? retry : Math.max(guess, retry);
};

const pad = (value: number): string => String(value).padStart(2, '0');

export type LocalParts = { date: string; time: string; offset: string };

/** Wall-clock date, HH:MM and ±HH:MM offset of an instant in a zone. */
export const localParts = (zone: string, epochMs: number): LocalParts => {
  const offset = offsetAt(zone, epochMs);
  const wall = new Date(epochMs + offset * MINUTE);
  const sign = offset < 0 ? '-' : '+';
  const absolute = Math.abs(offset);
  return {
    date: wall.toISOString().slice(0, 10),
    time: `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`,
    offset: `${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`,
  };
};

/** The instant at which the local day of a given date starts in a zone. */
export const startOfLocalDay = (zone: string, isoDate: string): number => localToEpoch(zone, isoDate, 0);
