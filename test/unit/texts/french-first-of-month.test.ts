import { calendarText } from '#functions/mcp/answer-text.ts';
import { dateWriter, dayRange } from '#shared/domain/texts/typography.ts';
import { inProcessSite } from '#test/support/in-process-site.ts';
import { visibleText } from '#test/support/visible-text.ts';
import { calendarIn } from '#test/unit/traffic-bans/calendar-fixtures.ts';

/**
 * French and Italian write the first of the month as an ordinal, "1er janvier", "1° gennaio", in every face that writes a
 * date in words.
 */

const site = inProcessSite();
const page = async (path: string, query: Record<string, string>, now: string) =>
  visibleText((await site.handle({ path, query, now: new Date(now), clientIp: '203.0.113.9' })).body);

const newYear = new Date('2027-01-01T12:00:00Z');
const long = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } as const;

describe('the one date writer', () => {
  test.each([
    ['fr-FR', '1er janvier 2027'],
    ['es-ES', '1 de enero de 2027'],
    ['de-DE', '1. Januar 2027'],
    ['it-IT', '1° gennaio 2027'],
    ['ro-RO', '1 ianuarie 2027'],
    ['en-GB', '1 January 2027'],
  ])('writes the first of January in %s as %s', (locale, written) => {
    expect(dateWriter(locale, long).format(newYear)).toBe(written);
  });

  test('writes the ordinal in a French range and a short date, and only for the first', () => {
    expect(dayRange('fr-FR', '2027-01-01', '2027-01-03')).toBe('1er–3 janvier 2027');
    expect(dayRange('fr-FR', '2026-12-31', '2027-01-01')).toMatch(/^31 décembre 2026\s–\s1er janvier 2027$/);
    expect(
      dateWriter('fr-FR', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(newYear),
    ).toBe('ven. 1er janv.');
    expect(dateWriter('fr-FR', long).format(new Date('2027-01-11T12:00:00Z'))).toBe('11 janvier 2027');
  });

  test('writes the Italian ordinal in a range, and only for the first', () => {
    expect(dayRange('it-IT', '2027-01-01', '2027-01-03')).toBe('1°–3 gennaio 2027');
    expect(dateWriter('it-IT', long).format(new Date('2027-01-11T12:00:00Z'))).toBe('11 gennaio 2027');
  });

  test('leaves a date written in numbers alone', () => {
    expect(dateWriter('fr-FR', { dateStyle: 'short', timeZone: 'UTC' }).format(newYear)).toBe('01/01/2027');
  });
});

describe('the first of the month in French, as each face shows it', () => {
  test('the route page: the departure, the journey’s plan and the assumptions', async () => {
    // Act
    const text = await page(
      '/fr/driving-bans/route',
      { origin: 'ES-08001', destination: 'IT-20121', departure: '2026-09-01T06:00' },
      '2026-08-20T10:00:00Z',
    );

    // Assess
    expect(text).toContain('Départ le 1er septembre 2026 à 06:00 (UTC+2)');
    expect(text).toContain('mar. 1er sept., 06:00');
    expect(text).toContain('Départ demandé\u202f: le 1er septembre 2026 à 06:00');
    expect(text).not.toMatch(/\b1 (septembre|sept\.)/);
  });

  test('the calendar and a country’s page', async () => {
    // Act
    const calendar = await page('/fr/driving-bans', { date: '2027-01-01' }, '2026-12-20T10:00:00Z');
    const france = await page('/fr/driving-bans/france', {}, '2026-12-20T10:00:00Z');

    // Assess
    expect(calendar).toContain('Interdictions le vendredi 1er janvier 2027');
    expect(calendar).toContain('ven. 1er janv.');
    expect(france).toContain('vendredi 1er janvier 2027');
    expect(`${calendar} ${france}`).not.toMatch(/\b1 (janvier|janv\.)/);
  });

  test('the MCP calendar answer', () => {
    // Act
    const source = { ...calendarIn('fr'), filters: { from: '2026-12-31', to: '2027-01-01' } };
    const text = calendarText(source, ['2026-12-31', '2027-01-01'], 'Transportes Ejemplo', 'fr');

    // Assess
    expect(text).toContain('du 31 décembre 2026 au 1er janvier 2027');
    expect(text).toContain('vendredi 1er janvier 2027');
    expect(text).not.toMatch(/\b1 janvier/);
  });
});
