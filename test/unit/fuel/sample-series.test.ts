import { dieselWeeklyFigures } from '#data/fuel/index.ts';
import { sampleFuelFigures } from '#infra/local/seed-fuel.ts';
import { isoWeekMonday, selectFuelFigure } from '#shared/domain/pricing/fuel.ts';

describe('the sample series of the local start', () => {
  test('is carried forward at its last price to the week of the day it starts, every week marked sample', () => {
    const now = new Date('2028-01-05T10:00:00Z');
    const figures = sampleFuelFigures(now);
    const last = dieselWeeklyFigures.at(-1);

    expect(figures.at(-1)).toEqual({
      week: '2028-W01',
      pricePerLitre: last?.pricePerLitre,
      publishedOn: '2028-01-10',
      source: 'sample',
    });
    expect(figures.every((figure) => figure.source === 'sample')).toBe(true);
    const weeks = figures.map((figure) => figure.week);
    expect(new Set(weeks).size).toBe(weeks.length);
    expect([...weeks].sort()).toEqual(weeks);
    // 2026-W53 exists (2026 has 53 ISO weeks): the series runs through it without a gap.
    expect(weeks).toContain('2026-W53');
  });

  test('prices on that day with a provisional figure of the week before', () => {
    const now = new Date('2028-01-05T10:00:00Z');
    const selected = selectFuelFigure(sampleFuelFigures(now), '2028-01-05', { now, maxAgeDays: 21 });

    expect(selected).toMatchObject({ semanaGasoleo: '2027-W52', gasoleoProvisional: true });
  });

  test('adds nothing while the committed sample weeks reach the day', () => {
    const lastWeek = dieselWeeklyFigures.at(-1)?.week as string;
    const figures = sampleFuelFigures(new Date(`${isoWeekMonday(lastWeek)}T12:00:00Z`));
    expect(figures).toHaveLength(dieselWeeklyFigures.length);
  });
});
