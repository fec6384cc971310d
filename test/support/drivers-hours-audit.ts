import type { BlockingBan, DrivePlan, PlanStop } from '#shared/domain/journey/drive-plan.ts';

const MINUTE = 60_000;
const WEEK = 7 * 1440 * MINUTE;
/** Monday 00:00 UTC of an instant's week, counted here as a tachograph counts it (1970-01-05 was a Monday). */
const mondayOf = (ms: number) => {
  const monday = Date.UTC(1970, 0, 5);
  return ms - ((((ms - monday) % WEEK) + WEEK) % WEEK);
};

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * A rest of the plan as a tachograph would see it: one stretch of rest, maybe begun in the port before boarding or on
 * board, and completed ashore (Art. 9: boarding and landing its two interruptions).
 */
type RestBlock = {
  from: number;
  to: number;
  kind: 'daily' | 'reduced-weekly' | 'weekly';
  onBoard: number | undefined;
  /** Begun in the port, to go on on board: the next stop must be the crossing that holds it. */
  goesOnBoard: boolean;
};

const restOf = (stop: PlanStop) => (stop.kind === 'break' || stop.kind === 'customs' ? undefined : stop.rest);

/** The plan's rests, a rest begun in the port joined with its part on board, a rest begun on board with its part ashore. */
const restBlocks = (stops: readonly PlanStop[]): { blocks: RestBlock[]; found: string[] } => {
  const blocks: RestBlock[] = [];
  const found: string[] = [];
  for (const stop of stops) {
    const kind = restOf(stop);
    const last = blocks.at(-1);
    if (last?.goesOnBoard === true) {
      last.goesOnBoard = false;
      if (stop.kind !== 'crossing' || stop.rest !== last.kind || stop.from !== last.to) {
        found.push(`a rest begun in the port at ${iso(last.from)} does not go on on board`);
      } else {
        last.to = stop.to;
        last.onBoard = (stop.to - stop.from) / MINUTE;
        continue;
      }
    }
    if (kind === undefined) continue;
    if (stop.kind === 'rest' && stop.cause === 'crossing' && last !== undefined && last.to === stop.from) {
      last.to = stop.to;
      continue;
    }
    blocks.push({
      from: stop.from,
      to: stop.to,
      kind,
      onBoard: stop.kind === 'crossing' ? (stop.to - stop.from) / MINUTE : undefined,
      goesOnBoard: stop.kind === 'sailing-wait' && stop.restGoesOnBoard,
    });
  }
  return { blocks, found };
};

/**
 * Every rule of Regulation (EC) No 561/2006 a plan must keep, checked on the plan's own timeline by a reading of the
 * regulation written apart from the planner: breaks (Art. 7), daily driving and its two extensions a week (Art. 6(1)),
 * the daily rest within 24 hours (Art. 8(2)), weekly and two-week driving (Art. 6(2), 6(3)) in fixed weeks from
 * Monday 00:00 UTC, the weekly rest within six 24-hour periods, reduced at most every other time (Art. 8(6)), rests
 * taken on board only on a ferry with a cabin (Art. 9), the length of every rest, and no driving inside a ban the
 * plan was given. The driver is taken as rested at departure after a regular weekly rest, with no driving that week.
 */
export const auditPlan = (
  plan: DrivePlan,
  bansDuring: (drive: DrivePlan['drives'][number]) => readonly BlockingBan[] = () => [],
): string[] => {
  const found: string[] = [];
  const timeline = [
    ...plan.drives.map((drive) => ({ kind: 'drive' as const, from: drive.from, to: drive.to, drive })),
    ...plan.stops.map((stop) => ({ kind: stop.kind, from: stop.from, to: stop.to, stop })),
  ].sort((a, b) => a.from - b.from || a.to - b.to);
  let previousEnd = plan.departure;
  for (const item of timeline) {
    if (item.from < previousEnd - 1) found.push(`${item.kind} at ${iso(item.from)} overlaps what came before`);
    previousEnd = Math.max(previousEnd, item.to);
  }
  if (Math.abs(previousEnd - plan.arrival) > 1) found.push(`the timeline ends at ${iso(previousEnd)}, not the arrival`);

  const { blocks: rests, found: joined } = restBlocks(plan.stops);
  found.push(...joined);
  for (const rest of rests) {
    const minutes = (rest.to - rest.from) / MINUTE;
    const least = rest.kind === 'daily' ? 660 : rest.kind === 'weekly' ? 2700 : 1440;
    if (minutes < least - 1e-6) found.push(`${rest.kind} rest of ${minutes} minutes at ${iso(rest.from)}`);
    if (rest.onBoard !== undefined) {
      if (rest.onBoard < 240) found.push(`rest on board a crossing of ${rest.onBoard} minutes (no cabin)`);
      if (rest.kind === 'weekly')
        found.push(`regular weekly rest on board at ${iso(rest.from)} (Art. 9 allows a reduced one)`);
      if (rest.kind === 'reduced-weekly' && rest.onBoard < 1440) {
        found.push(`reduced weekly rest begun on a crossing of ${rest.onBoard} minutes`);
      }
    }
  }

  // The 24-hour rule: from the departure and from the end of every rest, the next rest starts within 13 hours (so
  // that 11 hours of it fit in the 24), or the journey ends by then.
  const dayStarts = [plan.departure, ...rests.map((rest) => rest.to)];
  dayStarts.forEach((start, index) => {
    const end = rests[index]?.from ?? plan.arrival;
    if (end > start + 13 * 60 * MINUTE + 1) {
      found.push(`no daily rest completed within 24 h of ${iso(start)} (the next starts at ${iso(end)})`);
    }
  });

  // Breaks, daily driving and its extensions, bans.
  const restEnds = new Set(rests.map((rest) => rest.to));
  const extended = new Map<number, number>();
  let sinceBreak = 0;
  let today = 0;
  let extendedToday = false;
  for (const item of timeline) {
    if (item.kind !== 'drive') {
      const { stop } = item;
      // Customs formalities are other work, not a break.
      if ((stop.kind !== 'customs' && stop.to - stop.from >= 45 * MINUTE) || restOf(stop) !== undefined) sinceBreak = 0;
      if (restEnds.has(stop.to)) {
        today = 0;
        extendedToday = false;
      }
      continue;
    }
    const { drive } = item;
    const minutes = (drive.to - drive.from) / MINUTE;
    sinceBreak += minutes;
    const before = today;
    today += minutes;
    if (sinceBreak > 270 + 1e-6) found.push(`more than 4.5 h of driving without a break at ${iso(drive.to)}`);
    if (before <= 540 + 1e-6 && today > 540 + 1e-6 && !extendedToday) {
      extendedToday = true;
      const week = mondayOf(drive.to);
      extended.set(week, (extended.get(week) ?? 0) + 1);
      if ((extended.get(week) ?? 0) > 2) found.push(`a third 10-hour day in the week of ${iso(week)}`);
    }
    if (today > 600 + 1e-6) found.push(`more than 10 h of driving between rests at ${iso(drive.to)}`);
    for (const ban of bansDuring(drive)) {
      if (ban.lifted !== true && ban.start < drive.to && ban.end > drive.from) {
        found.push(`drives in ${drive.country} during ${ban.entry.reason} (${iso(ban.start)} to ${iso(ban.end)})`);
      }
    }
  }

  // Weekly and two-week driving, in fixed weeks.
  const byWeek = new Map<number, number>();
  for (const drive of plan.drives) {
    let at = drive.from;
    while (at < drive.to - 1e-6) {
      const weekEnd = mondayOf(at) + WEEK;
      const until = Math.min(drive.to, weekEnd);
      byWeek.set(mondayOf(at), (byWeek.get(mondayOf(at)) ?? 0) + (until - at) / MINUTE);
      at = until;
    }
  }
  for (const [week, minutes] of byWeek) {
    if (minutes > 56 * 60 + 1e-6) found.push(`${minutes / 60} h of driving in the week of ${iso(week)}`);
    const pair = minutes + (byWeek.get(week - WEEK) ?? 0);
    if (pair > 90 * 60 + 1e-6) found.push(`${pair / 60} h of driving in the two weeks to ${iso(week + WEEK)}`);
  }

  // The weekly rest: within six 24-hour periods of the previous one, never two reduced ones in a row.
  let weeklyEnd = plan.departure;
  let lastReduced = false;
  for (const rest of rests) {
    if (rest.kind === 'daily') {
      if (rest.from > weeklyEnd + 144 * 60 * MINUTE + 1)
        found.push(`no weekly rest by ${iso(weeklyEnd + 144 * 60 * MINUTE)}`);
      continue;
    }
    if (rest.from > weeklyEnd + 144 * 60 * MINUTE + 1) {
      found.push(`weekly rest at ${iso(rest.from)}, later than six 24-hour periods after ${iso(weeklyEnd)}`);
    }
    if (rest.kind === 'reduced-weekly' && lastReduced)
      found.push(`two reduced weekly rests in a row at ${iso(rest.from)}`);
    lastReduced = rest.kind === 'reduced-weekly';
    weeklyEnd = rest.to;
  }
  const lastDrive = plan.drives.at(-1);
  if (lastDrive !== undefined && lastDrive.to > weeklyEnd + 144 * 60 * MINUTE + 1) {
    found.push(
      `drives until ${iso(lastDrive.to)}, past six 24-hour periods after the weekly rest of ${iso(weeklyEnd)}`,
    );
  }
  return found;
};
