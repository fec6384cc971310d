import { addDays, weekdayIndex } from '#shared/domain/dates.ts';
import type { BanEntry } from '#shared/domain/traffic-bans/calendar.schema.ts';
import { localParts, localToEpoch } from '#shared/domain/zone-offsets.ts';
import type { Segment } from './corridor.ts';
import type { SeaCrossing } from './journey-data.schema.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 1440 * MINUTE_MS;
const WEEK_MS = 7 * DAY_MS;
/** Minutes below which two figures are the same: the plan's arithmetic runs on fractions of a minute. */
const EPSILON = 1e-6;

/**
 * One driver's hours under Regulation (EC) No 561/2006 as amended by Regulation (EU) 2020/1054, in minutes:
 * - Art. 7: a break of 45 minutes after 4.5 hours of driving (taken in one piece: the split 15 + 30 takes as long);
 * - Art. 6(1): at most 9 hours of driving between two daily rests, extended to 10 hours at most twice in a fixed week;
 * - Art. 8(2): a regular daily rest of 11 hours, completed within 24 hours of the end of the previous daily or weekly
 *   rest (so the driver's day, rest excluded, lasts at most 13 hours); the reduced daily rest of 9 hours is not
 *   planned, it stays the driver's reserve for what the plan cannot foresee;
 * - Art. 6(2) and (3): at most 56 hours of driving in a fixed week and 90 hours in two consecutive fixed weeks;
 * - Art. 8(6): a weekly rest, regular (45 hours) or reduced (24 hours, compensated after the journey), starting no
 *   later than six 24-hour periods after the end of the previous one; in two consecutive weeks at least one of them
 *   regular, so a reduced weekly rest follows a regular one and is followed by a regular one;
 * - Art. 9: a regular daily rest or a reduced weekly rest taken on board a ferry with a cabin for the driver.
 * The fixed week runs from Monday 00:00 to Sunday 24:00 in UTC, as the tachograph records it.
 */
export type DriversHours = {
  readonly drivingBeforeBreakMinutes: number;
  readonly breakMinutes: number;
  readonly dailyDrivingMinutes: number;
  readonly extendedDailyDrivingMinutes: number;
  readonly extendedDaysPerWeek: number;
  readonly dailyRestMinutes: number;
  /** Art. 8(2): the daily rest is completed within this time of the end of the previous rest. */
  readonly dailyRestWithinMinutes: number;
  readonly weeklyDrivingMinutes: number;
  readonly fortnightDrivingMinutes: number;
  readonly weeklyRestMinutes: number;
  readonly reducedWeeklyRestMinutes: number;
  /** Art. 8(6): the weekly rest starts no later than this time after the end of the previous one. */
  readonly weeklyRestWithinMinutes: number;
};

export const REGULATION_561_2006: DriversHours = {
  drivingBeforeBreakMinutes: 270,
  breakMinutes: 45,
  dailyDrivingMinutes: 540,
  extendedDailyDrivingMinutes: 600,
  extendedDaysPerWeek: 2,
  dailyRestMinutes: 660,
  dailyRestWithinMinutes: 1440,
  weeklyDrivingMinutes: 56 * 60,
  fortnightDrivingMinutes: 90 * 60,
  weeklyRestMinutes: 45 * 60,
  reducedWeeklyRestMinutes: 24 * 60,
  weeklyRestWithinMinutes: 6 * 1440,
};

/**
 * A ferry crossing at least this long is taken to offer the driver a cabin, which Art. 9 requires for a rest on board:
 * the overnight ro-pax lines do, the short crossings and the Channel Tunnel shuttle do not.
 */
export const CABIN_CROSSING_MINUTES = 240;

/** A ferry crossing long enough for the driver to have a cabin (a sleeper berth, Art. 9). */
const hasCabin = (crossing: SeaCrossing, minutes: number) =>
  crossing.kind === 'ferry' && minutes >= CABIN_CROSSING_MINUTES;

/**
 * A ban wait at least this long, taken by a driver who has driven that day and whose driving left does not fit the
 * rest of the day (its driving or its 13 hours), becomes the daily rest (lasting the wait, or 11 hours if longer):
 * resting while the road is closed is what a dispatcher plans.
 */
export const REST_IN_WAIT_MINUTES = 180;

/** Monday 00:00 UTC of the fixed week an instant falls in (1970-01-05 was a Monday). */
export const weekStartOf = (ms: number): number => {
  const sinceMonday = (((ms - 4 * DAY_MS) % WEEK_MS) + WEEK_MS) % WEEK_MS;
  return ms - sinceMonday;
};

/** An exemption a ban text grants the planned vehicle, as applied to one ban: its key, country and words. */
export type AppliedExemption = {
  readonly id: string;
  readonly country: string;
  readonly text: Readonly<Record<string, string>> | undefined;
};

/**
 * A ban that stops the truck from `start` to `end` (epoch milliseconds): the calendar's entry, with its hours for the
 * planned vehicle when exemptions shortened them; `lifted` when they lift it, so that it does not stop the truck.
 */
export type BlockingBan = {
  readonly start: number;
  readonly end: number;
  readonly entry: BanEntry;
  readonly exemptions?: readonly AppliedExemption[];
  readonly lifted?: boolean;
};

/**
 * The bans that stop the truck on one road segment of the corridor (its country's, or its region's or road's where
 * the segment lies in them) that overlap an interval of instants, in any order, for a truck that entered the
 * segment's country at `enteredAt` (an exemption may depend on it).
 */
export type SegmentBansOf = (segment: number, from: number, to: number, enteredAt: number) => readonly BlockingBan[];

/** Which rest of Regulation (EC) No 561/2006 a stop holds. */
export type RestKind = 'daily' | 'reduced-weekly' | 'weekly';

/**
 * Why a rest stands where it does: the daily driving reached (Art. 6(1)), the 24 hours of Art. 8(2), the weekly or
 * two-week driving reached (Art. 6(2), 6(3)), the six 24-hour periods of Art. 8(6), or the crossing it began on.
 */
export type RestCause =
  | 'daily-driving'
  | 'daily-period'
  | 'weekly-driving'
  | 'fortnight-driving'
  | 'weekly-period'
  | 'crossing';

/** A stop of the plan, from and to in epoch milliseconds; `country` is where the truck stands. */
export type PlanStop =
  | { readonly kind: 'break'; readonly from: number; readonly to: number; readonly country: string }
  | {
      readonly kind: 'rest';
      readonly from: number;
      readonly to: number;
      readonly country: string;
      readonly rest: RestKind;
      readonly cause: RestCause;
    }
  | {
      readonly kind: 'ban-wait';
      readonly from: number;
      readonly to: number;
      readonly country: string;
      /** The bans that close the road ahead (where the truck is or is about to enter), with the vehicle's hours. */
      readonly bans: readonly BlockingBan[];
      /** The driver's rest taken in this wait, if one is. */
      readonly rest: RestKind | undefined;
    }
  | {
      readonly kind: 'crossing';
      readonly from: number;
      readonly to: number;
      readonly country: string;
      readonly crossing: SeaCrossing;
      readonly board: string;
      readonly land: string;
      /** The driver's rest begun on board (Art. 9), if one is; a rest longer than the crossing goes on ashore. */
      readonly rest: RestKind | undefined;
    }
  | {
      readonly kind: 'sailing-wait';
      readonly from: number;
      /** The scheduled departure the truck boards. */
      readonly to: number;
      readonly country: string;
      readonly crossing: SeaCrossing;
      readonly board: string;
      /** The driver's rest taken in the wait, if one is. */
      readonly rest: RestKind | undefined;
      /**
       * True when the rest begun in the wait goes on on board after boarding and ashore after landing, until it is
       * complete (Art. 9: boarding and landing are its two interruptions).
       */
      readonly restGoesOnBoard: boolean;
    }
  | {
      readonly kind: 'customs';
      readonly from: number;
      readonly to: number;
      readonly country: string;
      /** The border crossing or port where the formalities are done. */
      readonly at: string;
      /** The customs areas the goods leave and enter ('EU': the EU customs union and VAT area). */
      readonly leaving: string;
      readonly entering: string;
    };

/** A stretch of driving on one road segment of the corridor, by a truck that entered the segment's country at `enteredAt`. */
export type Drive = {
  readonly from: number;
  readonly to: number;
  readonly country: string;
  readonly km: number;
  readonly segment: number;
  readonly enteredAt: number;
};

/** The driving of one fixed week (Monday 00:00 UTC), in minutes. */
export type WeekDriving = { readonly weekStart: number; readonly minutes: number };

export type DrivePlan = {
  readonly departure: number;
  readonly arrival: number;
  readonly drives: readonly Drive[];
  readonly stops: readonly PlanStop[];
  readonly drivingMinutes: number;
  /** The driving in each fixed week the plan drives in, in order. */
  readonly weeks: readonly WeekDriving[];
  /** The first instant the plan reaches that the ban calendar does not cover, when it reaches one. */
  readonly unknownFrom: number | undefined;
};

export type DrivePlanInput = {
  readonly segments: readonly Segment[];
  readonly departure: number;
  readonly speedKmh: number;
  readonly hours?: DriversHours;
  readonly bansOf: SegmentBansOf;
  /** The end of the calendar's window: no ban is known after it. */
  readonly knownUntil: number;
  /** Board every line on arrival, as if it sailed then: a lower bound of the plan's duration. */
  readonly ignoreTimetables?: boolean;
};

/** How far ahead of the departure the bans are read at once: the longest journey with its waits stays inside it. */
const LOOKAHEAD_MS = 21 * DAY_MS;

/**
 * The interval of instants whose bans a plan from a departure reads: from the UTC midnight before the day before the
 * departure (so that the plans of a search on one day read the same days), three weeks on, within the calendar.
 */
export const readWindow = (departure: number, knownUntil: number): readonly [number, number] => {
  const from = Math.floor((departure - DAY_MS) / DAY_MS) * DAY_MS;
  return [from, Math.min(from + LOOKAHEAD_MS + 2 * DAY_MS, knownUntil)];
};

/** A scheduled departure of a line and the time on board of that sailing. */
type ScheduledSailing = { readonly departs: number; readonly minutes: number };

/** How many days ahead a line's next sailing is looked for: a weekly line sails within 7. */
const SAILING_SEARCH_DAYS = 8;

/**
 * The first scheduled departure of a crossing from a port that a truck at the port at `ready` can still board (check-in
 * closes `checkInMinutes` before departure); undefined when the line has no timetable from that port. A line whose
 * source states only its interval between departures is boarded a whole interval after the truck reaches it.
 */
const nextSailing = (
  crossing: SeaCrossing,
  board: string,
  ready: number,
  checkInMinutes: number,
): ScheduledSailing | undefined => {
  const headway = crossing.timetable?.headwayMinutes;
  if (headway !== undefined) return { departs: ready + headway * MINUTE_MS, minutes: crossing.hours * 60 };
  const sailings = crossing.timetable?.sailings?.filter((sailing) => sailing.from === board) ?? [];
  let best: ScheduledSailing | undefined;
  for (const sailing of sailings) {
    const [hours, minutes] = sailing.time.split(':').map(Number) as [number, number];
    const first = addDays(localParts(sailing.zone, ready).date, -1);
    for (let offset = 0; offset <= SAILING_SEARCH_DAYS; offset += 1) {
      const date = addDays(first, offset);
      if (!sailing.days.includes(weekdayIndex(date) + 1)) continue;
      const departs = localToEpoch(sailing.zone, date, hours * 60 + minutes);
      if (departs - checkInMinutes * MINUTE_MS < ready) continue;
      if (best === undefined || departs < best.departs) {
        best = { departs, minutes: (sailing.hours ?? crossing.hours) * 60 };
      }
      break;
    }
  }
  return best;
};

/**
 * The bans in force at an instant and when the road opens again: the latest end among them and every ban that
 * starts before that end (touching or overlapping), so that back-to-back bans are one wait.
 */
const closedUntil = (bans: readonly BlockingBan[], at: number) => {
  const causes: BlockingBan[] = [];
  let until = at;
  for (const ban of bans) {
    if (ban.start > until) break;
    if (ban.end <= at) continue;
    causes.push(ban);
    until = Math.max(until, ban.end);
  }
  return causes.length === 0 ? undefined : { until, bans: causes };
};

const nextStart = (bans: readonly BlockingBan[], after: number): number =>
  bans.find((ban) => ban.start > after)?.start ?? Number.POSITIVE_INFINITY;

const minutesBetween = (from: number, to: number) => (to - from) / MINUTE_MS;

/** What a plan reads of its corridor and calendar: the same for every way the plan tries. */
type Route = {
  readonly segments: readonly Segment[];
  readonly hours: DriversHours;
  readonly minutesPerKm: number;
  readonly knownUntil: number;
  /** Driving minutes left from each segment to the end. */
  readonly drivingFrom: readonly number[];
  /** The first segment of the country stay each segment belongs to (road segments in a row in one country). */
  readonly stayOf: readonly number[];
  readonly bansAt: (segment: number, enteredAt: number) => readonly BlockingBan[];
  readonly ignoreTimetables: boolean;
};

/**
 * The driver's state and the plan so far. A plan that may take a rest on board or ashore copies it and goes on both
 * ways; the way that arrives first is kept.
 */
class Trip {
  t: number;
  here: string;
  sinceBreak = 0;
  dayDriving = 0;
  dayExtended = false;
  dayStart: number;
  weeklyEnd: number;
  lastWeeklyReduced = false;
  weekDriving = new Map<number, number>();
  extendedDays = new Map<number, number>();
  stayEntered = new Map<number, number>();
  drives: Drive[] = [];
  stops: PlanStop[] = [];

  constructor(
    private readonly route: Route,
    departure: number,
    origin: string,
  ) {
    this.t = departure;
    this.here = origin;
    this.dayStart = departure;
    this.weeklyEnd = departure;
  }

  copy(): Trip {
    const copy = Object.assign(Object.create(Trip.prototype) as Trip, this);
    copy.weekDriving = new Map(this.weekDriving);
    copy.extendedDays = new Map(this.extendedDays);
    copy.stayEntered = new Map(this.stayEntered);
    copy.drives = [...this.drives];
    copy.stops = [...this.stops];
    return copy;
  }

  private get hours() {
    return this.route.hours;
  }

  private driven(week: number) {
    return this.weekDriving.get(week) ?? 0;
  }

  /** What the driver may still drive in the fixed week of an instant: 56 hours, 90 in two weeks. */
  weekAllowance(at: number) {
    const week = weekStartOf(at);
    return Math.min(
      this.hours.weeklyDrivingMinutes - this.driven(week),
      this.hours.fortnightDrivingMinutes - this.driven(week) - this.driven(week - WEEK_MS),
    );
  }

  /** The latest start of the next daily rest (Art. 8(2)). */
  dailyDeadline() {
    return this.dayStart + (this.hours.dailyRestWithinMinutes - this.hours.dailyRestMinutes) * MINUTE_MS;
  }

  /** The latest start of the next weekly rest (Art. 8(6)). */
  weeklyDeadline() {
    return this.weeklyEnd + this.hours.weeklyRestWithinMinutes * MINUTE_MS;
  }

  dayLimit() {
    return this.dayExtended ? this.hours.extendedDailyDrivingMinutes : this.hours.dailyDrivingMinutes;
  }

  /** A reduced weekly rest after a regular one, a regular one after a reduced one (Art. 8(6)). */
  weeklyKind(): RestKind {
    return this.lastWeeklyReduced ? 'weekly' : 'reduced-weekly';
  }

  restMinutes(kind: RestKind) {
    const { hours } = this;
    if (kind === 'daily') return hours.dailyRestMinutes;
    return kind === 'weekly' ? hours.weeklyRestMinutes : hours.reducedWeeklyRestMinutes;
  }

  /** What `driving` minutes take a fresh driver, breaks and daily rests included (weekly rests aside). */
  dutyOf(driving: number) {
    const { hours } = this;
    return (
      driving +
      Math.floor(driving / hours.drivingBeforeBreakMinutes) * hours.breakMinutes +
      Math.floor(driving / hours.dailyDrivingMinutes) * hours.dailyRestMinutes
    );
  }

  /**
   * Whether the driving left, started by a rested driver at `from`, needs a weekly rest before the arrival: it runs
   * past the six 24-hour periods, or past what the fixed week still allows before it ends.
   */
  weeklyRestAhead(from: number, driving: number) {
    if (from + this.dutyOf(driving) * MINUTE_MS > this.weeklyDeadline()) return true;
    const allowance = Math.max(0, this.weekAllowance(from));
    return driving > allowance && from + this.dutyOf(allowance) * MINUTE_MS < weekStartOf(from) + WEEK_MS;
  }

  /** Whether `driving` minutes from `from` fit the driver's current day: its driving, and its 13 hours. */
  fitsTheDay(from: number, driving: number) {
    const { hours } = this;
    const breaks = this.sinceBreak + driving > hours.drivingBeforeBreakMinutes ? hours.breakMinutes : 0;
    return (
      this.dayDriving + driving <= this.dayLimit() + EPSILON &&
      from + (driving + breaks) * MINUTE_MS <= this.dailyDeadline() + EPSILON * MINUTE_MS
    );
  }

  rested(to: number, kind: RestKind) {
    this.sinceBreak = 0;
    this.dayDriving = 0;
    this.dayExtended = false;
    this.dayStart = to;
    if (kind !== 'daily') {
      this.weeklyEnd = to;
      this.lastWeeklyReduced = kind === 'reduced-weekly';
    }
  }

  rest(kind: RestKind, cause: RestCause, minutes = this.restMinutes(kind)) {
    const to = this.t + minutes * MINUTE_MS;
    this.stops.push({ kind: 'rest', from: this.t, to, country: this.here, rest: kind, cause });
    this.rested(to, kind);
    this.t = to;
  }

  /**
   * The rest due when the day ends (its driving or its 13 hours): the weekly rest instead of the daily one when a
   * daily rest would end past the six 24-hour periods, or when the journey runs past them and the day after a daily
   * rest would be cut short by them.
   */
  endTheDay(cause: RestCause, drivingLeft: number) {
    const { hours } = this;
    const dailyEnd = this.t + hours.dailyRestMinutes * MINUTE_MS;
    const deadline = this.weeklyDeadline();
    const weekly =
      dailyEnd >= deadline ||
      (dailyEnd + this.dutyOf(drivingLeft) * MINUTE_MS > deadline &&
        deadline - dailyEnd < (hours.dailyDrivingMinutes + hours.breakMinutes) * MINUTE_MS);
    if (weekly) this.rest(this.weeklyKind(), 'weekly-period');
    else this.rest('daily', cause);
  }

  /** Whether a crossing of `minutes` can hold the reduced weekly rest (Art. 9): a cabin, a day, and not two in a row. */
  weeklyOnBoard(cabin: boolean, minutes: number) {
    return cabin && minutes >= this.hours.reducedWeeklyRestMinutes && !this.lastWeeklyReduced;
  }

  /** Whether the week's rest is due by a landing: the six 24-hour periods end before it, or the driving after needs it. */
  weeklyDueBy(landing: number, drivingLeft: number) {
    return landing > this.weeklyDeadline() || (drivingLeft > EPSILON && this.weeklyRestAhead(landing, drivingLeft));
  }

  /** The rest, if any, the driver takes on board a crossing, or 'either' when only trying both ways can tell. */
  onBoard(index: number, crossing: SeaCrossing, minutes: number): RestKind | 'either' | undefined {
    const { hours } = this;
    const after = this.route.drivingFrom[index + 1] as number;
    const cabin = hasCabin(crossing, minutes);
    const weeklyOnBoard = this.weeklyOnBoard(cabin, minutes);
    // A rest due during the crossing that cannot be taken on board is taken before boarding.
    if (this.t + minutes * MINUTE_MS > this.weeklyDeadline() && !weeklyOnBoard) {
      this.rest(this.weeklyKind(), 'weekly-period');
    } else if (!cabin && this.t + minutes * MINUTE_MS > this.dailyDeadline()) this.endTheDay('daily-period', after);
    if (!cabin) return undefined;
    const landing = this.t + minutes * MINUTE_MS;
    if (weeklyOnBoard && this.weeklyDueBy(landing, after)) return 'reduced-weekly';
    // A crossing as long as a daily rest is one, as is one that ends past the driver's 13 hours.
    if (minutes >= hours.dailyRestMinutes || landing > this.dailyDeadline()) return 'daily';
    if (after <= EPSILON || this.fitsTheDay(landing, after)) return undefined;
    return 'either';
  }

  /**
   * On board from the port to the landing; a rest begun on board (or in the port before, `restFrom`) goes on ashore
   * until it is complete (Art. 9).
   */
  cross(
    index: number,
    segment: Extract<Segment, { kind: 'sea' }>,
    rest: RestKind | undefined,
    minutes: number,
    restFrom = this.t,
  ) {
    const { crossing, board, land } = segment;
    const from = this.t;
    const to = from + minutes * MINUTE_MS;
    this.stops.push({ kind: 'crossing', from, to, country: this.here, crossing, board, land, rest });
    const next = this.route.segments[index + 1];
    this.here = next?.kind === 'road' ? next.country : crossing.between[1];
    this.t = to;
    if (rest === undefined) {
      if (minutes >= this.hours.breakMinutes) this.sinceBreak = 0;
      return;
    }
    const restEnd = restFrom + this.restMinutes(rest) * MINUTE_MS;
    if (restEnd > this.t) {
      this.stops.push({ kind: 'rest', from: this.t, to: restEnd, country: this.here, rest, cause: 'crossing' });
      this.t = restEnd;
    }
    this.rested(this.t, rest);
  }

  /**
   * Waits at the port for the line's next scheduled sailing (none for a line without a timetable, boarded on arrival),
   * taking before it the rests that cannot wait for the landing: the weekly rest due before it (unless a reduced one
   * can be taken on board), the daily rest due before a crossing without a cabin. A wait as long as a daily rest is one
   * (or a weekly one, when due and long enough); a day that ends before the landing begins its daily rest in the port,
   * to go on on board a ferry with a cabin (Art. 9). Gives the sailing's time on board and the rest begun in the wait
   * (from when, and which).
   */
  toSailing(segment: Extract<Segment, { kind: 'sea' }>, drivingLeft: number) {
    const { hours, route } = this;
    const { crossing, board } = segment;
    for (let guard = 0; guard < 8; guard += 1) {
      const sailing = route.ignoreTimetables ? undefined : nextSailing(crossing, board, this.t, segment.checkInMinutes);
      if (sailing === undefined) return { minutes: crossing.hours * 60, restFrom: undefined, rest: undefined };
      const { departs, minutes } = sailing;
      const cabin = hasCabin(crossing, minutes);
      const weeklyOnBoard = this.weeklyOnBoard(cabin, minutes);
      const landing = departs + minutes * MINUTE_MS;
      const wait = minutesBetween(this.t, departs);
      if (departs > this.weeklyDeadline() || (landing > this.weeklyDeadline() && !weeklyOnBoard)) {
        if (wait >= hours.reducedWeeklyRestMinutes && (wait >= hours.weeklyRestMinutes || !this.lastWeeklyReduced)) {
          const kind = wait >= hours.weeklyRestMinutes ? 'weekly' : 'reduced-weekly';
          return this.waitForSailing(segment, departs, minutes, kind);
        }
        this.rest(this.weeklyKind(), 'weekly-period');
        continue;
      }
      if (wait >= hours.dailyRestMinutes) {
        const weekly =
          wait >= hours.reducedWeeklyRestMinutes &&
          (wait >= hours.weeklyRestMinutes || !this.lastWeeklyReduced) &&
          this.weeklyRestAhead(departs, drivingLeft);
        const kind: RestKind = !weekly ? 'daily' : wait >= hours.weeklyRestMinutes ? 'weekly' : 'reduced-weekly';
        return this.waitForSailing(segment, departs, minutes, kind);
      }
      // A daily rest due before the landing begins in the port, as early as it can, on a ferry with a cabin; the
      // reduced weekly rest instead when it is due by the landing, as on board (`onBoard`).
      const dayEnds = departs > this.dailyDeadline() || landing > this.dailyDeadline();
      if (dayEnds && cabin && this.t <= this.dailyDeadline() && wait > EPSILON) {
        const restFrom = this.t;
        const rest: RestKind = weeklyOnBoard && this.weeklyDueBy(landing, drivingLeft) ? 'reduced-weekly' : 'daily';
        this.waitForSailing(segment, departs, minutes, rest, true);
        return { minutes, restFrom, rest };
      }
      if (departs > this.dailyDeadline() || (!cabin && landing > this.dailyDeadline())) {
        this.endTheDay('daily-period', drivingLeft);
        continue;
      }
      return this.waitForSailing(segment, departs, minutes, undefined);
    }
    throw new Error(`no sailing of ${crossing.id} found at ${new Date(this.t).toISOString()}`);
  }

  /** The wait at the port until a departure, holding a rest or not. */
  private waitForSailing(
    segment: Extract<Segment, { kind: 'sea' }>,
    departs: number,
    onBoardMinutes: number,
    rest: RestKind | undefined,
    restGoesOnBoard = false,
  ) {
    const { crossing, board } = segment;
    const minutes = minutesBetween(this.t, departs);
    if (minutes > EPSILON) {
      this.stops.push({
        kind: 'sailing-wait',
        from: this.t,
        to: departs,
        country: this.here,
        crossing,
        board,
        rest,
        restGoesOnBoard,
      });
    }
    if (rest !== undefined && !restGoesOnBoard) this.rested(departs, rest);
    else if (rest === undefined && minutes >= this.hours.breakMinutes) this.sinceBreak = 0;
    this.t = departs;
    return { minutes: onBoardMinutes, restFrom: undefined, rest: undefined };
  }

  /**
   * Stands at a border or port for the customs formalities: other work, not a break. The day's rest comes first when
   * the formalities would run past the driver's day.
   */
  customs(segment: Extract<Segment, { kind: 'customs' }>, drivingLeft: number) {
    const to = () => this.t + segment.minutes * MINUTE_MS;
    if (to() > this.weeklyDeadline()) this.rest(this.weeklyKind(), 'weekly-period');
    else if (to() > this.dailyDeadline()) this.endTheDay('daily-period', drivingLeft);
    const end = to();
    this.stops.push({
      kind: 'customs',
      from: this.t,
      to: end,
      country: segment.country,
      at: segment.at,
      leaving: segment.leaving,
      entering: segment.entering,
    });
    this.here = segment.country;
    this.t = end;
  }

  /** Waits while the road ahead is closed, resting in the wait when the rest is due or the wait is long enough. */
  waitFor(closed: { until: number; bans: BlockingBan[] }, drivingLeft: number) {
    const { hours } = this;
    const waitMinutes = minutesBetween(this.t, closed.until);
    let kind: RestKind | undefined;
    if (
      waitMinutes >= hours.dailyRestMinutes ||
      closed.until > this.dailyDeadline() ||
      (this.dayDriving > 0 && waitMinutes >= REST_IN_WAIT_MINUTES && !this.fitsTheDay(closed.until, drivingLeft))
    ) {
      kind = 'daily';
    }
    // The weekly rest when the wait, or the daily rest it holds, runs past the six 24-hour periods (Art. 8(6)).
    const dailyEnd = this.t + hours.dailyRestMinutes * MINUTE_MS;
    if (closed.until > this.weeklyDeadline() || (kind === 'daily' && dailyEnd > this.weeklyDeadline())) {
      kind = this.weeklyKind();
    } else if (
      kind !== undefined &&
      waitMinutes >= hours.reducedWeeklyRestMinutes &&
      (waitMinutes >= hours.weeklyRestMinutes || !this.lastWeeklyReduced) &&
      this.weeklyRestAhead(closed.until, drivingLeft)
    ) {
      kind = waitMinutes >= hours.weeklyRestMinutes ? 'weekly' : 'reduced-weekly';
    }
    const to = kind === undefined ? closed.until : Math.max(closed.until, this.t + this.restMinutes(kind) * MINUTE_MS);
    this.stops.push({ kind: 'ban-wait', from: this.t, to, country: this.here, bans: closed.bans, rest: kind });
    if (kind !== undefined) this.rested(to, kind);
    else if (waitMinutes >= hours.breakMinutes) this.sinceBreak = 0;
    this.t = to;
  }

  /**
   * No driving until the next fixed week: a stop until then, a daily rest at least; the weekly rest when it is long
   * enough for one, or when the journey runs past the six 24-hour periods and the day after the stop would be cut
   * short by them.
   */
  waitForTheWeek(drivingLeft: number) {
    const { hours } = this;
    const week = weekStartOf(this.t);
    const minutesToWeek = minutesBetween(this.t, week + WEEK_MS);
    const cause: RestCause =
      this.driven(week) >= hours.weeklyDrivingMinutes - EPSILON ? 'weekly-driving' : 'fortnight-driving';
    const stopEnd = this.t + Math.max(minutesToWeek, hours.dailyRestMinutes) * MINUTE_MS;
    const deadline = this.weeklyDeadline();
    const weeklyDue =
      stopEnd >= deadline ||
      (stopEnd + this.dutyOf(drivingLeft) * MINUTE_MS > deadline &&
        deadline - stopEnd < (hours.dailyDrivingMinutes + hours.breakMinutes) * MINUTE_MS);
    const kind: RestKind =
      minutesToWeek >= hours.weeklyRestMinutes
        ? 'weekly'
        : minutesToWeek >= hours.reducedWeeklyRestMinutes && !this.lastWeeklyReduced
          ? 'reduced-weekly'
          : weeklyDue
            ? this.weeklyKind()
            : 'daily';
    this.rest(kind, cause, Math.max(minutesToWeek, this.restMinutes(kind)));
  }

  /** Drives one road segment to its end, with the breaks, rests and waits it needs. */
  drive(index: number, segment: Extract<Segment, { kind: 'road' }>) {
    const { hours, route } = this;
    const stay = route.stayOf[index] as number;
    let left = segment.km * route.minutesPerKm;
    let stalled = 0;
    while (left > EPSILON) {
      // Every turn drives, stops or steps onto an instant; one that does none of these would turn forever.
      const before = this.t;
      if (stalled > 3) throw new Error(`drive plan stalled at ${new Date(this.t).toISOString()} on segment ${index}`);
      const drivingLeft = left + (route.drivingFrom[index + 1] as number);
      if (this.t >= this.weeklyDeadline() - EPSILON * MINUTE_MS) {
        this.rest(this.weeklyKind(), 'weekly-period');
        continue;
      }
      // Until the truck drives in the country, it stands before it: the bans ahead are for a truck entering now.
      const enteredAt = this.stayEntered.get(stay) ?? this.t;
      const bans = this.t < route.knownUntil ? route.bansAt(index, enteredAt) : [];
      const closed = closedUntil(bans, this.t);
      if (closed !== undefined) {
        this.waitFor(closed, drivingLeft);
        continue;
      }
      const week = weekStartOf(this.t);
      const banStart = nextStart(bans, this.t);
      const minutes = Math.min(
        left,
        hours.drivingBeforeBreakMinutes - this.sinceBreak,
        this.dayLimit() - this.dayDriving,
        minutesBetween(this.t, banStart),
        minutesBetween(this.t, this.dailyDeadline()),
        minutesBetween(this.t, this.weeklyDeadline()),
        this.weekAllowance(this.t),
        minutesBetween(this.t, week + WEEK_MS),
      );
      if (minutes > EPSILON) {
        const to = this.t + minutes * MINUTE_MS;
        const km = minutes / route.minutesPerKm;
        const last = this.drives.at(-1);
        if (!this.stayEntered.has(stay)) this.stayEntered.set(stay, this.t);
        if (last !== undefined && last.segment === index && last.to === this.t) {
          this.drives[this.drives.length - 1] = { ...last, to, km: last.km + km };
        } else {
          const enteredAt = this.stayEntered.get(stay) ?? this.t;
          this.drives.push({ from: this.t, to, country: segment.country, km, segment: index, enteredAt });
        }
        this.here = segment.country;
        this.t = to;
        left -= minutes;
        this.sinceBreak += minutes;
        this.dayDriving += minutes;
        this.weekDriving.set(week, this.driven(week) + minutes);
      }
      if (left <= EPSILON) break;
      this.afterDriving(left + (route.drivingFrom[index + 1] as number), banStart);
      stalled = this.t === before ? stalled + 1 : 0;
    }
  }

  /** Why the driving stopped, and the stop it calls for. */
  private afterDriving(drivingLeft: number, banStart: number) {
    const { hours } = this;
    // The weekly rest due now comes first: the next turn takes it.
    if (this.t >= this.weeklyDeadline() - EPSILON * MINUTE_MS) return;
    if (this.weekAllowance(this.t) <= EPSILON) {
      this.waitForTheWeek(drivingLeft);
      return;
    }
    const dayOver = this.dayDriving >= this.dayLimit() - EPSILON;
    const periodOver = this.t >= this.dailyDeadline() - EPSILON * MINUTE_MS;
    if (dayOver && !periodOver && !this.dayExtended && this.extend(drivingLeft)) return;
    if (dayOver || periodOver) {
      this.endTheDay(dayOver ? 'daily-driving' : 'daily-period', drivingLeft);
      return;
    }
    if (this.sinceBreak >= hours.drivingBeforeBreakMinutes - EPSILON) {
      // A break right before the end of the driver's day, or of the six 24-hour periods, is the start of the rest.
      if (
        this.t + hours.breakMinutes * MINUTE_MS >= this.dailyDeadline() ||
        this.t + hours.breakMinutes * MINUTE_MS >= this.weeklyDeadline()
      ) {
        this.endTheDay('daily-period', drivingLeft);
        return;
      }
      const to = this.t + hours.breakMinutes * MINUTE_MS;
      this.stops.push({ kind: 'break', from: this.t, to, country: this.here });
      this.sinceBreak = 0;
      this.t = to;
      return;
    }
    // The driving stopped where a ban starts or the fixed week ends, within a rounding of now: step onto it, so the
    // next turn sees the ban or the new week (the weekly deadline is seen at the top of the turn).
    const next = Math.min(banStart, weekStartOf(this.t) + WEEK_MS);
    if (next - this.t < EPSILON * MINUTE_MS) this.t = Math.max(this.t, next);
  }

  /** The 10-hour day, at most twice a fixed week, when it brings the truck to its destination today. */
  private extend(drivingLeft: number): boolean {
    const { hours } = this;
    const week = weekStartOf(this.t);
    const used = this.extendedDays.get(week) ?? 0;
    if (used >= hours.extendedDaysPerWeek) return false;
    if (drivingLeft > hours.extendedDailyDrivingMinutes - this.dayDriving + EPSILON) return false;
    if (drivingLeft > Math.min(this.weekAllowance(this.t), minutesBetween(this.t, this.weeklyDeadline()))) return false;
    this.dayExtended = true;
    if (this.fitsTheDay(this.t, drivingLeft)) {
      this.extendedDays.set(week, used + 1);
      return true;
    }
    this.dayExtended = false;
    return false;
  }
}

/** The rest of the route from a segment, trying both ways where a rest on board may or may not bring it earlier. */
const travel = (route: Route, trip: Trip, from: number): Trip => {
  for (let index = from; index < route.segments.length; index += 1) {
    const segment = route.segments[index] as Segment;
    if (segment.kind === 'road') {
      trip.drive(index, segment);
      continue;
    }
    const drivingLeft = route.drivingFrom[index + 1] as number;
    if (segment.kind === 'customs') {
      trip.customs(segment, drivingLeft);
      continue;
    }
    const { minutes, restFrom, rest: begunInPort } = trip.toSailing(segment, drivingLeft);
    if (restFrom !== undefined) {
      trip.cross(index, segment, begunInPort, minutes, restFrom);
      continue;
    }
    const rest = trip.onBoard(index, segment.crossing, minutes);
    if (rest !== 'either') {
      trip.cross(index, segment, rest, minutes);
      continue;
    }
    const onBoard = trip.copy();
    onBoard.cross(index, segment, 'daily', minutes);
    trip.cross(index, segment, undefined, minutes);
    const [rested, ashore] = [travel(route, onBoard, index + 1), travel(route, trip, index + 1)];
    return rested.t < ashore.t ? rested : ashore;
  }
  return trip;
};

/**
 * A single driver's plan from a departure instant over the corridor's segments, under Regulation (EC) No 561/2006
 * (see DriversHours), assuming that a regular weekly rest ends at the departure and that the driver has not driven
 * yet in the departure's fixed week (and at most 34 hours in the week before, so that the two-week limit first binds
 * in the journey's own second week). The truck drives at the average speed; takes the break, the daily rest and the
 * weekly rest as the regulation asks for them; boards the ferries and shuttles for their stated time (a crossing of
 * 45 minutes or more is the break; on a ferry with a cabin the daily rest, or a reduced weekly rest on a crossing of
 * 24 hours or more, is taken on board when that brings the truck earlier); and, while a ban is in force on the segment
 * ahead, waits until the road opens, resting in the wait when the rest is due. The truck never drives in a ban of its
 * segment. Time past the calendar's window is driven without waits and reported as unknown.
 */
export const drivePlan = (input: DrivePlanInput): DrivePlan => {
  const { segments } = input;
  const minutesPerKm = 60 / input.speedKmh;
  const [readFrom, readTo] = readWindow(input.departure, input.knownUntil);
  const read = new Map<string, BlockingBan[]>();
  const drivingFrom: number[] = new Array(segments.length + 1).fill(0);
  const stayOf: number[] = [];
  for (let index = segments.length - 1; index >= 0; index -= 1) {
    const segment = segments[index] as Segment;
    drivingFrom[index] = (drivingFrom[index + 1] as number) + (segment.kind === 'road' ? segment.km * minutesPerKm : 0);
  }
  segments.forEach((segment, index) => {
    const previous = segments[index - 1];
    stayOf[index] =
      segment.kind === 'road' && previous?.kind === 'road' && previous.country === segment.country
        ? (stayOf[index - 1] as number)
        : index;
  });
  const route: Route = {
    segments,
    hours: input.hours ?? REGULATION_561_2006,
    minutesPerKm,
    knownUntil: input.knownUntil,
    drivingFrom,
    stayOf,
    ignoreTimetables: input.ignoreTimetables === true,
    bansAt: (segment, enteredAt) => {
      const key = `${segment}|${enteredAt}`;
      let bans = read.get(key);
      if (bans === undefined) {
        bans =
          readTo > readFrom
            ? input
                .bansOf(segment, readFrom, readTo, enteredAt)
                .filter((ban) => ban.lifted !== true)
                .sort((a, b) => a.start - b.start)
            : [];
        read.set(key, bans);
      }
      return bans;
    },
  };
  const first = segments[0];
  const origin = first === undefined ? '' : first.kind === 'sea' ? first.crossing.between[0] : first.country;
  const trip = travel(route, new Trip(route, input.departure, origin), 0);
  const drivingMinutes = trip.drives.reduce((sum, drive) => sum + minutesBetween(drive.from, drive.to), 0);
  const unknownFrom = trip.t > input.knownUntil ? Math.max(input.departure, input.knownUntil) : undefined;
  const weeks = [...trip.weekDriving.entries()]
    .sort(([a], [b]) => a - b)
    .map(([weekStart, minutes]) => ({ weekStart, minutes }));
  return {
    departure: input.departure,
    arrival: trip.t,
    drives: trip.drives,
    stops: trip.stops,
    drivingMinutes,
    weeks,
    unknownFrom,
  };
};
