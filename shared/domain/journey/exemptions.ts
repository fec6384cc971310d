import type { PlannedVehicle } from '#shared/domain/pricing/tariff.schema.ts';
import type { BanEntry } from '#shared/domain/traffic-bans/calendar.schema.ts';
import type { Grant, LocalizedText } from '#shared/domain/traffic-bans/rules.schema.ts';
import type { AppliedExemption, BlockingBan } from './drive-plan.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 1440 * MINUTE_MS;

/** The vehicle a journey is planned for (the tariff version's, by default Euro VI, low-noise, with its documents). */
export type { PlannedVehicle };

/** A country's exemptions as a journey applies them: when each holds, and its words. */
export type CountryGrants = {
  readonly grants: readonly Grant[];
  readonly texts: Readonly<Record<string, LocalizedText>>;
};

export const NO_GRANTS: CountryGrants = { grants: [], texts: {} };

/**
 * What a journey knows of where the truck drives in a country: whether it came from another country and goes on to
 * another, whether the journey is international, and the regions and roads of the stretch where the corridor knows
 * them (undefined where it does not).
 */
export type StayContext = {
  readonly fromAbroad: boolean;
  readonly toAbroad: boolean;
  readonly international: boolean;
  readonly regions: readonly string[] | undefined;
  readonly roads: readonly string[] | undefined;
};

/** Whether an MM-DD day lies in a yearly period, inclusive; a period whose start is after its end runs over New Year. */
const inPeriod = (monthDay: string, period: { readonly from: string; readonly to: string }) =>
  period.from <= period.to
    ? monthDay >= period.from && monthDay <= period.to
    : monthDay >= period.from || monthDay <= period.to;

/**
 * Whether the stretch may use a road where the grant does not hold: yes where its roads include one, and where its
 * roads are not known but it passes (or may pass) the region the road lies in; the exemption is then not applied.
 */
const mayUseExcepted = (grant: Grant, context: StayContext) => {
  const except = grant.exceptOn;
  if (except === undefined) return false;
  if (context.roads !== undefined) return context.roads.some((road) => except.roads.includes(road));
  if (context.regions === undefined) return true;
  return context.regions.some((region) => except.regions.includes(region));
};

const holds = (grant: Grant, entry: BanEntry, vehicle: PlannedVehicle, context: StayContext) => {
  if (grant.kinds === undefined ? entry.kind === 'night' : !grant.kinds.includes(entry.kind)) return false;
  if (grant.minimumEuroClass !== undefined && vehicle.euroClass < grant.minimumEuroClass) return false;
  if (grant.period !== undefined && !inPeriod(entry.date.slice(5), grant.period)) return false;
  if (mayUseExcepted(grant, context)) return false;
  switch (grant.when) {
    case 'from-abroad':
      return context.fromAbroad && vehicle.travelDocuments;
    case 'to-abroad':
      return context.toAbroad && vehicle.travelDocuments;
    case 'international':
      return context.international;
    case 'low-noise':
      return vehicle.lowNoise;
  }
};

/**
 * A ban as it binds the planned vehicle in a stretch of the journey: unchanged, shortened (its start later, for the
 * ban in force when the truck entered the country or the next within a day, or its end earlier) or lifted, with the
 * exemptions that did it. A ban whose hours the exemptions shorten to nothing is lifted.
 */
export const banForVehicle = (
  ban: BlockingBan,
  country: CountryGrants,
  vehicle: PlannedVehicle,
  context: StayContext,
  enteredAt: number,
): BlockingBan => {
  let { start, end } = ban;
  const applied: AppliedExemption[] = [];
  for (const grant of country.grants) {
    if (!holds(grant, ban.entry, vehicle, context)) continue;
    const { effect } = grant;
    const exemption = { id: grant.exemption, country: ban.entry.country, text: country.texts[grant.exemption] };
    if ('lift' in effect) return { ...ban, exemptions: [exemption], lifted: true };
    if ('startsLaterMinutes' in effect) {
      if (ban.end <= enteredAt || ban.start >= enteredAt + DAY_MS) continue;
      start += effect.startsLaterMinutes * MINUTE_MS;
    } else end -= effect.endsEarlierMinutes * MINUTE_MS;
    applied.push(exemption);
  }
  if (applied.length === 0) return ban;
  return { start, end: Math.max(start, end), entry: ban.entry, exemptions: applied, lifted: start >= end };
};
