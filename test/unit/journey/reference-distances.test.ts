import { readFileSync } from 'node:fs';
import { corridors, postalPoints } from '#data/journey/index.ts';
import { corridorsBetween } from '#shared/domain/journey/corridor.ts';
import { locate } from '#shared/domain/journey/geography.ts';
import { referenceDistancesSchema } from '#shared/domain/journey/journey-data.schema.ts';

/**
 * The journey's road kilometres against real routes' distances (data/journey/reference-distances.json): within 5% on
 * average over the list and, lane by lane, within 8% of a figure its text states exactly and 10% of one it gives as
 * about, almost or rounded (bench/results/journey.md lists each lane's deviation).
 */
const reference = referenceDistancesSchema.parse(
  JSON.parse(readFileSync(new URL('../../../data/journey/reference-distances.json', import.meta.url), 'utf8')),
);

/** The road way's kilometres (no ferry) from one reference place to the other. */
const roadKm = (lane: (typeof reference.lanes)[number]) => {
  const from = locate(postalPoints(), lane.from.country, lane.from.postalCode);
  const to = locate(postalPoints(), lane.to.country, lane.to.postalCode);
  if (from === undefined || to === undefined) throw new Error(`${lane.from.place}–${lane.to.place} is not located`);
  const ways = corridorsBetween(corridors(), from, to, {});
  if (!Array.isArray(ways)) throw new Error(`no way ${lane.from.place}–${lane.to.place}`);
  const road = ways.find((way) => way.seaKm === 0);
  if (road === undefined) throw new Error(`no road way ${lane.from.place}–${lane.to.place}`);
  return road.roadKm;
};

const deviations = reference.lanes.map((lane) => ({
  lane: `${lane.from.place}–${lane.to.place}`,
  approximate: lane.approximate,
  deviation: (roadKm(lane) - lane.km) / lane.km,
}));

describe('road distances against the reference list', () => {
  it('holds at least 30 lanes from Spain to at least 15 countries, each located by its postal code', () => {
    expect(reference.lanes.length).toBeGreaterThanOrEqual(30);
    expect(reference.lanes.every((lane) => lane.from.country === 'ES')).toBe(true);
    expect(new Set(reference.lanes.map((lane) => lane.to.country)).size).toBeGreaterThanOrEqual(15);
    for (const lane of reference.lanes) {
      expect(locate(postalPoints(), lane.to.country, lane.to.postalCode)?.prefix).toBeDefined();
    }
  });

  it('is within 5% on average', () => {
    const mean = deviations.reduce((sum, { deviation }) => sum + Math.abs(deviation), 0) / deviations.length;
    expect(mean).toBeLessThan(0.05);
  });

  it('is within 8% of each exact figure and 10% of each approximate one', () => {
    const off = deviations.filter(({ approximate, deviation }) => Math.abs(deviation) > (approximate ? 0.1 : 0.08));
    expect(off).toEqual([]);
  });
});
