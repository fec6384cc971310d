import { dieselWeeklyFigures } from '#data/fuel/index.ts';
import { isoWeekOfDate, weekPublicationDate } from '#shared/domain/pricing/fuel.ts';

describe('sample diesel figures', () => {
  test('cover every ISO week from 2025-W01 to 2026-W47 once, in order', () => {
    // Prepare
    const expected: string[] = [];
    for (let day = new Date('2024-12-30T12:00:00Z'); day <= new Date('2026-11-16T12:00:00Z'); ) {
      expected.push(isoWeekOfDate(day.toISOString().slice(0, 10)));
      day = new Date(day.getTime() + 7 * 86_400_000);
    }
    // Act
    const weeks = dieselWeeklyFigures.map((figure) => figure.week);
    // Assess
    expect(expected.at(0)).toBe('2025-W01');
    expect(expected.at(-1)).toBe('2026-W47');
    expect(weeks).toEqual(expected);
  });

  test('are published the Monday after their week', () => {
    for (const figure of dieselWeeklyFigures) expect(figure.publishedOn).toBe(weekPublicationDate(figure.week));
  });

  test('stay within the plausible Spanish pump price range', () => {
    for (const figure of dieselWeeklyFigures) {
      expect(figure.pricePerLitre).toBeGreaterThanOrEqual(1.38);
      expect(figure.pricePerLitre).toBeLessThanOrEqual(1.56);
    }
  });
});
