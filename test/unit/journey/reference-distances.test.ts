import { committedFitData, deviationSummary, laneDeviations } from '#infra/cli/circuity.ts';
import { locate } from '#shared/domain/journey/geography.ts';

/**
 * The journey's road kilometres against real routes' distances (data/journey/reference-distances.json): within 5% on
 * average over the list and, lane by lane, within 8% of a figure its text states exactly and 10% of one it gives as
 * about, almost or rounded (bench/results/journey.md lists each lane's deviation).
 */
const data = committedFitData();
const deviations = laneDeviations(data, data.corridors.circuity);

describe('road distances against the reference list', () => {
  it('holds at least 30 lanes from Spain to at least 15 countries, each located by its postal code', () => {
    const { lanes } = data.reference;
    expect(lanes.length).toBeGreaterThanOrEqual(30);
    expect(lanes.every((lane) => lane.from.country === 'ES')).toBe(true);
    expect(new Set(lanes.map((lane) => lane.to.country)).size).toBeGreaterThanOrEqual(15);
    for (const { from, to } of lanes) {
      expect(locate(data.points, from.country, from.postalCode)?.prefix).toBeDefined();
      expect(locate(data.points, to.country, to.postalCode)?.prefix).toBeDefined();
    }
  });

  it('is within 5% on average', () => {
    expect(deviationSummary(deviations).mean).toBeLessThan(0.05);
  });

  it('is within 8% of each exact figure and 10% of each approximate one', () => {
    const off = deviations.filter(({ approximate, deviation }) => Math.abs(deviation) > (approximate ? 0.1 : 0.08));
    expect(off.map(({ lane, deviation }) => ({ lane, deviation }))).toEqual([]);
  });
});
