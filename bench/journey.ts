import { writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { corridors, postalPoints } from '#data/journey/index.ts';
import { tariff } from '#data/tariffs/index.ts';
import { committedFitData, deviationSummary, laneDeviations } from '#infra/cli/circuity.ts';
import { parseConfig } from '#shared/config.ts';
import { clearDeparture } from '#shared/domain/journey/clear-departure.ts';
import { planOver } from '#shared/domain/journey/journey.ts';
import { type JourneyShipment, resultJourney, routeJourney } from '#shared/domain/journey/journey-result.ts';
import { wireJourney } from '#shared/operations/journey-ports.ts';
import { type Timing, timeWithCpu } from './stats.ts';

/**
 * The journey in process, as every face computes it: the route planner's journey with its clear departure
 * (`routeJourney`) and the estimate's journey (`resultJourney`), over every destination country of
 * data/journey/corridors.json (a few postal areas each) and every quarter hour of four weeks, after a warm-up.
 */

const ORIGINS = ['08001', '28001', '46001', '41001', '15001', '48001', '07001'];
const AREAS_PER_COUNTRY = 3;
const WEEKS = 4;
const QUARTER_HOUR_MS = 15 * 60_000;
const ITERATIONS = 20_000;
const WARMUP = 2_000;
/** The searches of the latest departure plan many departures each: fewer runs measure them as well. */
const SEARCH_ITERATIONS = 2_000;
const SEARCH_WARMUP = 200;
const TARGET_P99_MS = 5;

/** A few postal areas of each destination country: its table's prefixes, spread over the table, as codes. */
const destinations = (): { country: string; code: string }[] =>
  Object.keys(corridors().routes).flatMap((country) => {
    const prefixes = Object.keys(postalPoints().countries[country]?.prefixes ?? {}).sort();
    const step = Math.max(1, Math.floor(prefixes.length / AREAS_PER_COUNTRY));
    const picked = prefixes.filter((_, index) => index % step === 0).slice(0, AREAS_PER_COUNTRY);
    return (picked.length > 0 ? picked : ['']).map((prefix) => ({ country, code: `${prefix}000`.slice(0, 5) }));
  });

const madridDate = (ms: number) => new Date(ms).toLocaleDateString('sv-SE', { timeZone: 'Europe/Madrid' });

export const runJourneyBench = async () => {
  const now = new Date();
  const ports = wireJourney(parseConfig({}), tariff);
  const places = destinations();
  // Departures from the next midnight (UTC), every quarter hour of four weeks.
  const first = Math.ceil(now.getTime() / 86_400_000) * 86_400_000;
  const departures = (WEEKS * 7 * 86_400_000) / QUARTER_HOUR_MS;
  // The i-th call takes the i-th place and a departure spread by a stride prime to the number of departures.
  const call = (i: number) => {
    const place = places[i % places.length] as { country: string; code: string };
    const departure = first + ((i * 7_919) % departures) * QUARTER_HOUR_MS;
    const shipment: JourneyShipment = {
      cpOrigen: ORIGINS[i % ORIGINS.length] as string,
      paisDestino: place.country,
      cpDestino: place.code,
      pesoKg: 500 + (i % 20) * 500,
      fechaCarga: madridDate(departure),
    };
    return { shipment, departure: new Date(departure) };
  };

  const outcomes = { journeys: 0, none: 0, clear: 0, noClear: 0, waits: 0, latestLater: 0, arriveByMet: 0 };
  // The inputs are made before timing: a Madrid date of an instant costs more than some journeys.
  const calls = Array.from({ length: ITERATIONS + WARMUP }, (_, index) => call(index));
  // A plan and its clear departure, as the route planner computed them before it answered the latest departure too.
  let c = 0;
  const planWithClear = await timeWithCpu(
    () => {
      const { shipment, departure } = calls[c] as ReturnType<typeof call>;
      c += 1;
      const found = resultJourney(ports, shipment, 'es', now, departure);
      if (found.journey === undefined) return;
      const { corridor, planning } = found.journey;
      const journey = found.journey;
      clearDeparture(
        (instant) => (instant === departure.getTime() ? journey : planOver(corridor, instant, planning)),
        departure.getTime(),
      );
    },
    ITERATIONS,
    WARMUP,
  );
  let i = 0;
  const route = await timeWithCpu(
    () => {
      const { shipment, departure } = calls[i] as ReturnType<typeof call>;
      i += 1;
      const { found, clear, latest } = routeJourney(ports, shipment, 'es', now, { departure });
      if (found.journey === undefined) outcomes.none += 1;
      else {
        outcomes.journeys += 1;
        if (clear === null || typeof clear === 'string') outcomes.noClear += 1;
        else outcomes.clear += 1;
        if (found.journey.plan.stops.some((stop) => stop.kind === 'ban-wait')) outcomes.waits += 1;
        if (latest !== null && 'plan' in latest && latest.plan.departure > departure.getTime())
          outcomes.latestLater += 1;
      }
    },
    SEARCH_ITERATIONS,
    SEARCH_WARMUP,
  );
  // A wanted arrival three days after the departure: the latest departure that meets it, and the journey from it.
  let k = 0;
  const arriveBy = await timeWithCpu(
    () => {
      const { shipment, departure } = calls[k] as ReturnType<typeof call>;
      k += 1;
      const { latest } = routeJourney(ports, shipment, 'es', now, {
        arriveBy: new Date(departure.getTime() + 3 * 86_400_000),
      });
      if (latest !== null && 'plan' in latest) outcomes.arriveByMet += 1;
    },
    SEARCH_ITERATIONS,
    SEARCH_WARMUP,
  );
  let j = 0;
  const estimate = await timeWithCpu(
    () => {
      const { shipment } = calls[j] as ReturnType<typeof call>;
      j += 1;
      resultJourney(ports, shipment, 'es', now);
    },
    ITERATIONS,
    WARMUP,
  );
  return { planWithClear, route, arriveBy, estimate, outcomes, places, now };
};

/** A measure recorded beside the target, without one of its own. */
const recorded = (label: string, timing: Timing) =>
  `| ${label} (${timing.iterations} runs) | ${timing.p50Ms} ms | ${timing.p99Ms} ms | ${timing.maxMs} ms | recorded | |`;

const row = (label: string, timing: Timing) =>
  `| ${label} (${timing.iterations} runs) | ${timing.p50Ms} ms | ${timing.p99Ms} ms | ${timing.maxMs} ms | p99 < ${TARGET_P99_MS} ms | ${timing.p99Ms < TARGET_P99_MS ? 'yes' : 'no'} |`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const before = loadavg().map((load) => Math.round(load * 10) / 10);
  const { planWithClear, route, arriveBy, estimate, outcomes, places, now } = await runJourneyBench();
  const after = loadavg().map((load) => Math.round(load * 10) / 10);
  const countries = [...new Set(places.map((place) => place.country))];
  // The road distances against the reference list (data/journey/reference-distances.json), with the factors held.
  const fit = committedFitData();
  const lanes = laneDeviations(fit, fit.corridors.circuity);
  const summary = deviationSummary(lanes);
  const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
  const distances = {
    lanes: lanes.map(({ lane, km, referenceKm, deviation, approximate }) => ({
      lane,
      km: Math.round(km),
      referenceKm,
      deviation: Math.round(deviation * 1000) / 1000,
      approximate,
    })),
    meanDeviation: Math.round(summary.mean * 1000) / 1000,
    largestExact: Math.max(...lanes.filter((lane) => !lane.approximate).map((lane) => Math.abs(lane.deviation))),
    largestApproximate: Math.max(...lanes.filter((lane) => lane.approximate).map((lane) => Math.abs(lane.deviation))),
  };
  const results = {
    measuredAt: now.toISOString(),
    node: process.version,
    loadAverage: { before, after },
    targetP99Ms: TARGET_P99_MS,
    spread: {
      origins: ORIGINS,
      destinations: places.map((place) => `${place.country}-${place.code}`),
      departures: `every quarter hour of the ${WEEKS} weeks from the next midnight (UTC)`,
      warmup: WARMUP,
    },
    planWithClearDeparture: { ...planWithClear, met: planWithClear.wall.p99Ms < TARGET_P99_MS },
    routeJourneyWithClearAndLatestDeparture: route,
    routeJourneyArriveBy: arriveBy,
    estimateJourney: { ...estimate, met: estimate.wall.p99Ms < TARGET_P99_MS },
    routeOutcomes: outcomes,
    referenceDistances: distances,
  };
  await writeFile('bench/results/journey.json', `${JSON.stringify(results, null, 2)}\n`);
  const md = [
    '# Journey benchmark',
    '',
    `Measured ${results.measuredAt} on Node ${results.node}, 2 cores; load average ${before.join(' / ')} before and ${after.join(' / ')} after (1 / 5 / 15 min).`,
    '',
    '| measure | p50 | p99 | max | target | met |',
    '|---|---|---|---|---|---|',
    row('a plan and its clear departure (`resultJourney` and `clearDeparture`), wall', planWithClear.wall),
    row('the same, CPU time of the process', planWithClear.cpu),
    recorded("the route planner's journey with its clear and latest departures (`routeJourney`), wall", route.wall),
    recorded('the same, CPU time of the process', route.cpu),
    recorded('the route planner given `arriveBy` three days after the departure, wall', arriveBy.wall),
    recorded('the same, CPU time of the process', arriveBy.cpu),
    row("estimate's journey with its texts and emissions (`resultJourney`), wall", estimate.wall),
    row('the same, CPU time of the process', estimate.cpu),
    '',
    `In process, over the committed data (\`data/journey/\`, the sample tariff, the driving-ban rules), the settings' defaults and the texts in Spanish. Each run takes the next of ${places.length} destinations (${countries.length} countries, every destination of \`data/journey/corridors.json\` \`routes\`, up to ${AREAS_PER_COUNTRY} postal areas each, spread over its prefixes), the next of ${ORIGINS.length} Spanish origins (Palma, 07001, with its ferry) and a departure among every quarter hour of the ${WEEKS} weeks from the day after the run, picked with a stride prime to their number; the estimate's journey leaves on that departure's date at the default hour. ${WARMUP} warm-up runs of each before the ${ITERATIONS} timed ones, each timed by the clock (wall) and by the process's CPU time (user and system, garbage collection threads included), which leaves out the time spent waiting for a core when the machine is busy; the first use of each data file and of the ban calendar of a language (built once per container, measured by \`calendar-cold.md\`) falls in the warm-up.`,
    '',
    '## Road distances against the reference list',
    '',
    `The journey's road way for each lane of \`data/journey/reference-distances.json\` (the circuity of \`data/journey/corridors.json\`, fitted by \`npm run -s circuity\`): ${percent(summary.mean)} from the reference on average (target 5%), at most ${percent(distances.largestExact)} of a figure its text states exactly (target 8%) and ${percent(distances.largestApproximate)} of one it gives as about (10%).`,
    '',
    '| lane | journey km | reference km | deviation |',
    '|---|---|---|---|',
    ...lanes.map(
      ({ lane, km, referenceKm, deviation, approximate }) =>
        `| ${lane} | ${Math.round(km)} | ${referenceKm}${approximate ? ' (about)' : ''} | ${percent(deviation)} |`,
    ),
    '',
    `Of the route planner's ${SEARCH_ITERATIONS + SEARCH_WARMUP} runs (warm-up included), ${outcomes.journeys} drew a journey (${outcomes.waits} of them waiting for a ban from the departure asked, ${outcomes.clear} with a clear departure found, ${outcomes.noClear} without one within 7 days or the calendar's window, ${outcomes.latestLater} with a latest departure later than the one asked) and ${outcomes.none} had none (an island without a sea crossing with a cited time); ${outcomes.arriveByMet} runs given \`arriveBy\` found a departure that meets it.`,
    '',
  ].join('\n');
  await writeFile('bench/results/journey.md', md);
  console.log(JSON.stringify(results, null, 2));
}
