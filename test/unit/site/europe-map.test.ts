import { europeMap } from '#data/site/index.ts';
import { trafficBanRules } from '#data/traffic-bans/index.ts';
import { buildEuropeMap } from '#infra/site/europe-map.ts';

test('data/site/europe-map.json is what `npm run site-map` generates from world-atlas', () => {
  expect(europeMap).toEqual(buildEuropeMap());
});

test('every country of the driving-ban rules is drawn, microstates included', () => {
  const drawn = new Set(europeMap.countries.map((country) => country.code));
  for (const rules of trafficBanRules()) expect(drawn).toContain(rules.code);
});
