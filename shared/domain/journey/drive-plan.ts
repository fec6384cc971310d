import type { BanEntry } from '#shared/domain/traffic-bans/calendar.schema.ts';
import type { Segment } from './corridor.ts';
import type { SeaCrossing } from './journey-data.schema.ts';

const MINUTE_MS = 60_000;

/**
 * One driver's hours under Regulation (EC) No 561/2006: a break of 45 minutes after 4.5 hours of driving
 * (Article 7), at most 9 hours of driving between two daily rests (Article 6(1)), a regular daily rest of 11 hours
 * (Article 8(2)). The extensions to 10 hours twice a week and the reduced rests are not used: an estimate plans
 * with the regular figures. A journey from Spain ends well inside the six days before a weekly rest.
 */
export type DriversHours = {
  readonly drivingBeforeBreakMinutes: number;
  readonly breakMinutes: number;
  readonly dailyDrivingMinutes: number;
  readonly dailyRestMinutes: number;
};

export const REGULATION_561_2006: DriversHours = {
  drivingBeforeBreakMinutes: 270,
  breakMinutes: 45,
  dailyDrivingMinutes: 540,
  dailyRestMinutes: 660,
};

/**
 * A ban wait at least this long, taken by a driver who has driven that day and still has driving left beyond the
 * day's limit, becomes the daily rest (lasting the wait, or 11 hours if longer): resting while the road is closed
 * is what a dispatcher plans.
 */
export const REST_IN_WAIT_MINUTES = 180;

/** A nationwide or transit ban in force from `start` to `end` (epoch milliseconds). */
export type BlockingBan = { readonly start: number; readonly end: number; readonly entry: BanEntry };

/** The blocking bans of a country that overlap an interval of instants, in any order. */
export type BlockingBansOf = (country: string, from: number, to: number) => readonly BlockingBan[];

/** A stop of the plan, from and to in epoch milliseconds; `country` is where the truck stands. */
export type PlanStop =
  | { readonly kind: 'break' | 'rest'; readonly from: number; readonly to: number; readonly country: string }
  | {
      readonly kind: 'ban-wait';
      readonly from: number;
      readonly to: number;
      readonly country: string;
      /** The bans that close the road ahead (of the country the truck is in or is about to enter). */
      readonly bans: readonly BanEntry[];
      /** True when the driver's daily rest is taken in this wait. */
      readonly rest: boolean;
    }
  | {
      readonly kind: 'crossing';
      readonly from: number;
      readonly to: number;
      readonly country: string;
      readonly crossing: SeaCrossing;
      readonly board: string;
      readonly land: string;
    };

/** A stretch of driving in one country. */
export type Drive = { readonly from: number; readonly to: number; readonly country: string; readonly km: number };

export type DrivePlan = {
  readonly departure: number;
  readonly arrival: number;
  readonly drives: readonly Drive[];
  readonly stops: readonly PlanStop[];
  readonly drivingMinutes: number;
  /** The first instant the plan reaches that the ban calendar does not cover, when it reaches one. */
  readonly unknownFrom: number | undefined;
};

export type DrivePlanInput = {
  readonly segments: readonly Segment[];
  readonly departure: number;
  readonly speedKmh: number;
  readonly hours?: DriversHours;
  readonly bansOf: BlockingBansOf;
  /** The end of the calendar's window: no ban is known after it. */
  readonly knownUntil: number;
};

/** How far ahead of the departure the bans are read at once: the longest journey with its waits stays inside it. */
const LOOKAHEAD_MS = 14 * 24 * 60 * MINUTE_MS;

/** The bans of each country over the plan's time, read once per country and sorted by start. */
const bansReader = (bansOf: BlockingBansOf, from: number, knownUntil: number) => {
  const to = Math.min(from + LOOKAHEAD_MS, knownUntil);
  const read = new Map<string, BlockingBan[]>();
  return (country: string): readonly BlockingBan[] => {
    let bans = read.get(country);
    if (bans === undefined) {
      bans = to > from ? [...bansOf(country, from, to)].sort((a, b) => a.start - b.start) : [];
      read.set(country, bans);
    }
    return bans;
  };
};

/**
 * The bans in force at an instant and when the road opens again: the latest end among them and every ban that
 * starts before that end (touching or overlapping), so that back-to-back bans are one wait.
 */
const closedUntil = (bans: readonly BlockingBan[], at: number): { until: number; bans: BanEntry[] } | undefined => {
  const causes: BanEntry[] = [];
  let until = at;
  for (const ban of bans) {
    if (ban.start > until) break;
    if (ban.end <= at) continue;
    causes.push(ban.entry);
    until = Math.max(until, ban.end);
  }
  return causes.length === 0 ? undefined : { until, bans: causes };
};

const nextStart = (bans: readonly BlockingBan[], after: number): number =>
  bans.find((ban) => ban.start > after)?.start ?? Number.POSITIVE_INFINITY;

/**
 * A single driver's plan from a departure instant over the corridor's segments: drive at the average speed, take
 * the 45-minute break and the 11-hour daily rest when Regulation (EC) No 561/2006 asks for them, board the ferries
 * and shuttles for their stated time (a crossing of 45 minutes or more counts as the break, one of 11 hours or more
 * as the daily rest: Article 9 lets the rest be taken on board), and, while a nationwide or transit ban is in force
 * where the truck is, or in the country it is about to enter, wait until the road opens. The truck never drives in a
 * blocking ban of the country it is in. Regional and road bans are not waited out here: they are listed beside the
 * plan. Time past the calendar's window is driven without waits and reported as unknown.
 */
export const drivePlan = (input: DrivePlanInput): DrivePlan => {
  const hours = input.hours ?? REGULATION_561_2006;
  const bansIn = bansReader(input.bansOf, input.departure - 24 * 60 * MINUTE_MS, input.knownUntil);
  const drives: Drive[] = [];
  const stops: PlanStop[] = [];
  const minutesPerKm = 60 / input.speedKmh;
  let t = input.departure;
  let sinceBreak = 0;
  let today = 0;
  const remainingDriving = (from: number) =>
    input.segments
      .slice(from)
      .reduce((sum, segment) => sum + (segment.kind === 'road' ? segment.km * minutesPerKm : 0), 0);
  const rested = () => {
    sinceBreak = 0;
    today = 0;
  };

  input.segments.forEach((segment, index) => {
    if (segment.kind === 'sea') {
      const to = t + segment.crossing.hours * 60 * MINUTE_MS;
      const { crossing, board, land } = segment;
      const country = drives.at(-1)?.country ?? crossing.between[0];
      stops.push({ kind: 'crossing', from: t, to, country, crossing, board, land });
      const minutes = segment.crossing.hours * 60;
      if (minutes >= hours.dailyRestMinutes) rested();
      else if (minutes >= hours.breakMinutes) sinceBreak = 0;
      t = to;
      return;
    }
    const { country } = segment;
    let left = segment.km * minutesPerKm;
    while (left > 1e-9) {
      const bans = t < input.knownUntil ? bansIn(country) : [];
      const closed = closedUntil(bans, t);
      if (closed !== undefined) {
        const waitMinutes = (closed.until - t) / MINUTE_MS;
        const stillToDrive = left + remainingDriving(index + 1);
        const restHere =
          waitMinutes >= hours.dailyRestMinutes ||
          (today > 0 && waitMinutes >= REST_IN_WAIT_MINUTES && today + stillToDrive > hours.dailyDrivingMinutes);
        const to = restHere ? Math.max(closed.until, t + hours.dailyRestMinutes * MINUTE_MS) : closed.until;
        const standing = drives.at(-1)?.country ?? country;
        stops.push({ kind: 'ban-wait', from: t, to, country: standing, bans: closed.bans, rest: restHere });
        if (restHere) rested();
        else if (waitMinutes >= hours.breakMinutes) sinceBreak = 0;
        t = to;
        continue;
      }
      const untilBan = (nextStart(bans, t) - t) / MINUTE_MS;
      const minutes = Math.min(
        left,
        hours.drivingBeforeBreakMinutes - sinceBreak,
        hours.dailyDrivingMinutes - today,
        untilBan,
      );
      if (minutes > 0) {
        const to = t + minutes * MINUTE_MS;
        const km = minutes / minutesPerKm;
        const last = drives.at(-1);
        if (last !== undefined && last.country === country && last.to === t) {
          drives[drives.length - 1] = { ...last, to, km: last.km + km };
        } else drives.push({ from: t, to, country, km });
        t = to;
        left -= minutes;
        sinceBreak += minutes;
        today += minutes;
      }
      if (left <= 1e-9) break;
      if (today >= hours.dailyDrivingMinutes - 1e-9) {
        const to = t + hours.dailyRestMinutes * MINUTE_MS;
        stops.push({ kind: 'rest', from: t, to, country });
        rested();
        t = to;
      } else if (sinceBreak >= hours.drivingBeforeBreakMinutes - 1e-9) {
        const to = t + hours.breakMinutes * MINUTE_MS;
        stops.push({ kind: 'break', from: t, to, country });
        sinceBreak = 0;
        t = to;
      }
      // Otherwise a ban starts now: the next turn waits for it.
    }
  });
  const drivingMinutes = drives.reduce((sum, drive) => sum + (drive.to - drive.from) / MINUTE_MS, 0);
  const unknownFrom = t > input.knownUntil ? Math.max(input.departure, input.knownUntil) : undefined;
  return { departure: input.departure, arrival: t, drives, stops, drivingMinutes, unknownFrom };
};
