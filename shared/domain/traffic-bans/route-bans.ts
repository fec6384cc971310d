import type { BanEntry } from './calendar.schema.ts';
import { addDays } from './calendar-dates.ts';

/** One country of a route, crossed for the given number of hours. */
export interface RouteLeg {
  readonly country: string;
  readonly hours: number;
}

/** The countries a truck crosses, in order, from a departure instant. */
export interface RoutePlan {
  readonly departure: Date;
  readonly legs: readonly RouteLeg[];
}

/** The time the truck spends in one country, and the bans in force there meanwhile, grouped by their calendar day. */
export interface CountryPassage {
  readonly country: string;
  readonly enters: string;
  readonly leaves: string;
  readonly hours: number;
  readonly days: readonly { readonly date: string; readonly bans: readonly BanEntry[] }[];
}

export interface RouteBans {
  readonly departure: string;
  readonly arrival: string;
  readonly passages: readonly CountryPassage[];
  /** Every day on which the route meets at least one ban, in order, without repeats. */
  readonly daysWithBans: readonly string[];
}

const HOUR_MS = 3_600_000;

/**
 * The calendar days (CET) the route can touch, one day of margin on each side: what to ask the calendar for.
 * A day in CET differs from the UTC day by at most two hours, which the margin covers.
 */
export const routeDays = (plan: RoutePlan): { readonly from: string; readonly to: string } => {
  const totalHours = plan.legs.reduce((sum, leg) => sum + leg.hours, 0);
  const start = plan.departure.toISOString().slice(0, 10);
  const end = new Date(plan.departure.getTime() + totalHours * HOUR_MS).toISOString().slice(0, 10);
  return { from: addDays(start, -1), to: addDays(end, 1) };
};

/**
 * Which bans a route meets: the truck is in each country, in order, for that leg's hours after the previous leg;
 * a ban is met when its window overlaps the time in its country (a window ending exactly when the truck enters,
 * or starting exactly when it leaves, is not met).
 */
export const bansOnRoute = (plan: RoutePlan, bans: readonly BanEntry[]): RouteBans => {
  let enter = plan.departure.getTime();
  const passages = plan.legs.map((leg): CountryPassage => {
    const leave = enter + leg.hours * HOUR_MS;
    const met = bans.filter(
      (ban) => ban.country === leg.country && Date.parse(ban.startsAt) < leave && Date.parse(ban.endsAt) > enter,
    );
    const byDay = new Map<string, BanEntry[]>();
    for (const ban of [...met].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))) {
      byDay.set(ban.date, [...(byDay.get(ban.date) ?? []), ban]);
    }
    const passage = {
      country: leg.country,
      enters: new Date(enter).toISOString(),
      leaves: new Date(leave).toISOString(),
      hours: leg.hours,
      days: [...byDay].sort(([a], [b]) => a.localeCompare(b)).map(([date, entries]) => ({ date, bans: entries })),
    };
    enter = leave;
    return passage;
  });
  return {
    departure: plan.departure.toISOString(),
    arrival: new Date(enter).toISOString(),
    passages,
    daysWithBans: [...new Set(passages.flatMap((passage) => passage.days.map((day) => day.date)))].sort(),
  };
};
