import { latestFuelAge } from '#functions/fuel-monitor/fuel-age.ts';

const figure = (week: string, publishedOn: string) => ({ week, publishedOn, pricePerLitre: 1.45 });

test('the age counts Madrid days from the newest figure already published', () => {
  const now = new Date('2026-11-25T23:30:00Z'); // already 26 November in Madrid
  const age = latestFuelAge([figure('2026-W46', '2026-11-16'), figure('2026-W47', '2026-11-23')], now);
  expect(age).toEqual({ week: '2026-W47', publishedOn: '2026-11-23', ageDays: 3 });
});

test('a figure entered ahead of its publication date does not make the series look fresh', () => {
  const now = new Date('2026-11-25T10:00:00Z');
  const age = latestFuelAge([figure('2026-W47', '2026-11-23'), figure('2026-W48', '2026-11-30')], now);
  expect(age?.week).toBe('2026-W47');
});

test('no published figure: no age, so the alarm sees missing data', () => {
  expect(latestFuelAge([], new Date())).toBeUndefined();
});
