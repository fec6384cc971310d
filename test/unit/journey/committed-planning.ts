import { tariff } from '#data/tariffs/index.ts';
import { holidayTable } from '#data/traffic-bans/holiday-table.ts';
import { trafficBanRuleSource } from '#data/traffic-bans/index.ts';
import { parseConfig } from '#shared/config.ts';
import type { Corridor, Segment } from '#shared/domain/journey/corridor.ts';
import type { JourneySettings, Planning } from '#shared/domain/journey/journey.ts';
import { resultJourney } from '#shared/domain/journey/journey-result.ts';
import { DEFAULT_PLANNED_VEHICLE, type PlannedVehicle } from '#shared/domain/pricing/tariff.schema.ts';
import { banCalendarOf } from '#shared/domain/traffic-bans/ban-calendar.ts';
import { buildCalendarIndex } from '#shared/domain/traffic-bans/calendar-index.ts';
import { journeySettings, wireJourney } from '#shared/operations/journey-ports.ts';
import { auditPlan } from '#test/support/drivers-hours-audit.ts';

/**
 * The committed driving-ban calendar over two fixed years and the committed exemptions, for plans on fixed dates: the
 * data itself is under test, not today's window.
 */
export const committedCalendar = banCalendarOf(
  buildCalendarIndex({
    rules: trafficBanRuleSource,
    holidays: holidayTable,
    years: [2026, 2027],
    lang: 'en',
    siteBaseUrl: 'https://example.org',
  }),
);

/** The journey's ports over the committed data and tariff, as the service wires them. */
export const committedPorts = wireJourney(parseConfig({}), tariff);

/**
 * A journey of the committed data from a Spanish postal code at a departure instant, in English, its plan checked
 * against the drivers' hours rules.
 */
export const committedJourney = (
  cpOrigen: string,
  paisDestino: string,
  cpDestino: string,
  departure: string,
  settings: Partial<JourneySettings> = {},
) => {
  const found = resultJourney(
    { ...committedPorts, settings: { ...committedPorts.settings, ...settings } },
    { cpOrigen, paisDestino, cpDestino, pesoKg: 1000, fechaCarga: departure.slice(0, 10) },
    'en',
    new Date('2026-11-28T10:00:00Z'),
    new Date(departure),
  );
  if (found.journey === undefined) throw new Error(`no journey to ${paisDestino}-${cpDestino}`);
  expect(auditPlan(found.journey.plan)).toEqual([]);
  return found;
};

export const committedPlanning = (vehicle: PlannedVehicle = DEFAULT_PLANNED_VEHICLE): Planning => ({
  settings: journeySettings(parseConfig({})),
  calendar: committedCalendar,
  grants: committedPorts.data.grants,
  vehicle,
});

/** A road stretch of a hand-made corridor: its country, kilometres, and the region and roads where known. */
export type Stretch = { country: string; km: number; region?: string; roads?: string[] };

/** A corridor of road stretches in travel order. */
export const corridorOf = (...stretches: Stretch[]): Corridor => {
  const segments: Segment[] = stretches.map((stretch) => ({ kind: 'road', ...stretch }));
  const roadKm = stretches.reduce((sum, { km }) => sum + km, 0);
  return {
    countries: stretches.map(({ country }) => country).filter((code, index, all) => all[index - 1] !== code),
    passages: [],
    segments,
    roadKm,
    // As drawn with a circuity of 1.3.
    straightKm: roadKm / 1.3,
    seaKm: 0,
    fixedByOperator: false,
  };
};
