import type { DrivePlan } from './drive-plan.ts';

/** How far after the requested departure a departure without waits is looked for, and on which steps. */
const SEARCH_MS = 7 * 24 * 3_600_000;
const STEP_MS = 15 * 60_000;

/** A clear departure of a journey: one whose drive plan waits for no ban. */
export type ClearPlan = { readonly plan: DrivePlan; readonly provisional: boolean };

/**
 * The earliest departure found, from the requested one, whose drive plan meets no nationwide or transit ban: each
 * plan that waits is postponed by its first wait (the truck then reaches that ban as it ends), rounded up to the
 * next quarter hour, until a plan waits for nothing, within 7 days. Null when none is found, or when a plan runs past
 * the calendar's window (time the calendar does not know is never called clear).
 */
export const clearDeparture = (
  planAt: (departure: number) => { plan: DrivePlan; provisional: boolean },
  requested: number,
): ClearPlan | null => {
  let departure = requested;
  for (;;) {
    const { plan, provisional } = planAt(departure);
    if (plan.unknownFrom !== undefined) return null;
    const wait = plan.stops.find((stop) => stop.kind === 'ban-wait');
    if (wait === undefined) return { plan, provisional };
    const next = Math.ceil((departure + (wait.to - wait.from)) / STEP_MS) * STEP_MS;
    if (next > requested + SEARCH_MS) return null;
    departure = next === departure ? departure + STEP_MS : next;
  }
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
