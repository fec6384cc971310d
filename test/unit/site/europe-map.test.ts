import { geoConicConformal } from 'd3-geo';
import { corridors, postalPoints } from '#data/journey/index.ts';
import { europeMap } from '#data/site/index.ts';
import { trafficBanRules } from '#data/traffic-bans/index.ts';
import { buildEuropeMap } from '#infra/site/europe-map.ts';
import type { Point } from '#shared/domain/journey/journey-data.schema.ts';
import { conicConformal } from '#shared/domain/journey/map-projection.ts';

test('data/site/europe-map.json is what `npm run site-map` generates from world-atlas', () => {
  expect(europeMap()).toEqual(buildEuropeMap());
});

test('every country of the driving-ban rules is drawn, microstates included', () => {
  const drawn = new Set(europeMap().countries.map((country) => country.code));
  for (const rules of trafficBanRules()) expect(drawn).toContain(rules.code);
});

test('every postal point and crossing a journey can pass lies where d3-geo projects it, inside the drawn outlines', () => {
  // Prepare: every place of the journey's data that a corridor can reach (the Azores and Madeira have no crossing).
  const { projection, extent } = europeMap();
  const d3 = geoConicConformal()
    .rotate([projection.rotate, 0])
    .parallels(projection.parallels)
    .scale(projection.scale)
    .translate(projection.translate);
  const data = corridors();
  const places: Point[] = [
    ...data.crossings.map((crossing) => crossing.point),
    ...data.seaCrossings.flatMap((crossing) => [crossing.from.point, crossing.to.point]),
    ...Object.entries(postalPoints().countries).flatMap(([country, table]) =>
      Object.entries(table.prefixes)
        .filter(([prefix]) => !(country === 'PT' && /^9/.test(prefix)) && !(country === 'FR' && /^98/.test(prefix)))
        .map(([, point]) => point)
        .concat([table.reference]),
    ),
  ];

  // Act
  const project = conicConformal(projection);

  // Assess
  expect(places.length).toBeGreaterThan(3000);
  for (const place of places) {
    const [x, y] = project(place);
    const [dx, dy] = d3([place[1], place[0]]) as [number, number];
    expect(Math.abs(x - dx)).toBeLessThan(1e-9);
    expect(Math.abs(y - dy)).toBeLessThan(1e-9);
    expect(x >= extent[0] && y >= extent[1] && x <= extent[2] && y <= extent[3]).toBe(true);
  }
});
