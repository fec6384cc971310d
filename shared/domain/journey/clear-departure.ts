import type { DrivePlan } from './drive-plan.ts';

/** How far after the requested departure a departure without waits is looked for, and on which steps. */
const SEARCH_MS = 7 * 24 * 3_600_000;
const STEP_MS = 15 * 60_000;

/** A clear departure of a journey: one whose drive plan waits for no ban. */
export type ClearPlan = { readonly plan: DrivePlan; readonly provisional: boolean };

/**
 * The earliest departure found, from the requested one, whose drive plan meets no nationwide or transit ban: each
 * plan that waits is postponed by its first wait (the truck then reaches that ban as it ends), rounded up to the
 * next quarter hour, until a plan waits for nothing, within 7 days. Otherwise why not: every departure searched meets a
 * ban, or a plan runs past the calendar's window (time the calendar does not know is never called clear).
 */
export const clearDeparture = (
  planAt: (departure: number) => { plan: DrivePlan; provisional: boolean },
  requested: number,
): ClearPlan | 'calendar-ends' | 'every-departure-meets-a-ban' => {
  let departure = requested;
  for (;;) {
    const { plan, provisional } = planAt(departure);
    if (plan.unknownFrom !== undefined) return 'calendar-ends';
    const wait = plan.stops.find((stop) => stop.kind === 'ban-wait');
    if (wait === undefined) return { plan, provisional };
    const next = Math.ceil((departure + (wait.to - wait.from)) / STEP_MS) * STEP_MS;
    if (next > requested + SEARCH_MS) return 'every-departure-meets-a-ban';
    departure = next === departure ? departure + STEP_MS : next;
  }
};

/** A lower bound of any plan's duration with this much driving: the driving, and a daily rest per 10 hours after the first. */
const shortestDuration = (drivingMinutes: number) =>
  (drivingMinutes + Math.max(0, Math.ceil(drivingMinutes / 600) - 1) * 660) * 60_000;

/**
 * Up to this much driving a plan's duration without waits is the same from every departure: the 56 hours of a fixed
 * week cannot bind, and the 10-hour day is taken once, on the last day.
 */
const WEEK_INDEPENDENT_DRIVING_MINUTES = 56 * 60;

/** The search's first steps: an hour, then the quarter hours of the hour where a departure first arrives in time. */
const COARSE_STEP_MS = 4 * STEP_MS;

/**
 * The latest departure from `earliest` on, on the quarter hours before `deadline` (or `earliest` itself), whose plan
 * arrives by `deadline` inside the calendar's window (time past it is never relied on). The search goes down from the
 * latest departure that could arrive in time: the deadline less the plan's duration without any ban (`unbanned`, the
 * same from every departure while the week's 56 hours cannot bind; for longer journeys a bound from the driving
 * alone), an hour at a time; after a plan that waits for no ban, whose duration no earlier departure can shorten, by
 * its whole delay. Where a departure first arrives in time, the quarter hours of the hour above it are tried, the
 * latest first. Undefined when no departure does.
 */
export const latestDeparture = (
  planAt: (departure: number) => { plan: DrivePlan; provisional: boolean },
  deadline: number,
  earliest: number,
  unbanned: { readonly drivingMinutes: number; readonly durationMs: number },
): ClearPlan | undefined => {
  const inTime = (found: { plan: DrivePlan }) => found.plan.unknownFrom === undefined && found.plan.arrival <= deadline;
  const shortest =
    unbanned.drivingMinutes <= WEEK_INDEPENDENT_DRIVING_MINUTES
      ? unbanned.durationMs
      : shortestDuration(unbanned.drivingMinutes);
  let departure = Math.floor((deadline - shortest) / STEP_MS) * STEP_MS;
  let above = Number.POSITIVE_INFINITY;
  while (departure > earliest) {
    const found = planAt(departure);
    if (inTime(found)) {
      // The quarter hours between this departure and the last one tried that arrives late, the latest first.
      for (let later = Math.min(above, departure + COARSE_STEP_MS) - STEP_MS; later > departure; later -= STEP_MS) {
        const closer = planAt(later);
        if (inTime(closer)) return closer;
      }
      return found;
    }
    const { plan } = found;
    const late = plan.arrival - deadline;
    // A ban or a sailing waited for: an earlier departure may meet neither, or board an earlier sailing.
    const waits = plan.stops.some((stop) => stop.kind === 'ban-wait' || stop.kind === 'sailing-wait');
    const jump =
      !waits && late > 0 && plan.drivingMinutes <= WEEK_INDEPENDENT_DRIVING_MINUTES
        ? Math.max(STEP_MS, Math.floor(late / STEP_MS) * STEP_MS)
        : COARSE_STEP_MS;
    above = departure;
    departure -= jump;
  }
  const first = planAt(earliest);
  if (!inTime(first)) return undefined;
  for (let later = Math.min(above, earliest + COARSE_STEP_MS) - STEP_MS; later > earliest; later -= STEP_MS) {
    const closer = planAt(later);
    if (inTime(closer)) return closer;
  }
  return first;
};

const toMinute = (ms: number) => Math.round(ms / 60_000) * 60_000;

/**
 * The time a plan spends in each country, in order (driving, stops and waits), to the minute, as the route planner's
 * legs.
 */
export const staysOf = (plan: DrivePlan): { country: string; from: number; to: number }[] => {
  const timeline = [...plan.drives, ...plan.stops].sort((a, b) => a.from - b.from);
  const stays: { country: string; from: number; to: number }[] = [];
  for (const item of timeline) {
    const last = stays.at(-1);
    if (last !== undefined && last.country === item.country) last.to = Math.max(last.to, toMinute(item.to));
    else stays.push({ country: item.country, from: last?.to ?? toMinute(plan.departure), to: toMinute(item.to) });
  }
  return stays;
};
