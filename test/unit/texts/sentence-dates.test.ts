import { inProcessSite } from '#test/support/in-process-site.ts';
import { visibleText } from '#test/support/visible-text.ts';

const site = inProcessSite();

const routeAnswer = async (lang: string) =>
  visibleText(
    (
      await site.handle({
        path: `/${lang}/driving-bans/route`,
        query: { countries: 'ES,FR', departure: '2026-08-14T18:00', hours: '8,8' },
        now: new Date('2026-08-10T10:00:00Z'),
        clientIp: '203.0.113.9',
      })
    ).body,
  );

describe('dates inside the route answer’s sentences', () => {
  test.each([
    ['de', 'Abfahrt am 14. August 2026 um 18:00 (UTC+2)', 'Vom 14. August 2026 um 18:00 (UTC+2) bis zum 15. August'],
    ['es', 'Salida el 14 de agosto de 2026 a las 18:00 (UTC+2)', 'llegada prevista el 15 de agosto de 2026'],
    ['fr', 'Départ le 14 août 2026 à 18:00 (UTC+2)', 'arrivée prévue le 15 août 2026'],
    ['it', 'Partenza il 14 agosto 2026 alle ore 18:00 (UTC+2)', 'arrivo previsto il 15 agosto 2026'],
    ['ro', 'Plecare pe 14 august 2026 la 18:00 (UTC+2)', 'Între 14 august 2026 la 18:00 (UTC+2) și 15 august'],
  ])('in %s take the preposition’s form and the month in words, never an ISO date', async (lang, departure, other) => {
    // Act
    const text = await routeAnswer(lang);

    // Assess
    expect(text).toContain(departure);
    expect(text).toContain(other);
    expect(text.match(/\d{4}-\d\d-\d\d/g)).toBeNull();
  });
});
