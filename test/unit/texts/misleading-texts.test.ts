import { BAN_TOOL_TEXTS } from '#functions/mcp/tool-texts.ts';
import { parseConfig } from '#shared/config.ts';
import { inProcessSite } from '#test/support/in-process-site.ts';
import { visibleText } from '#test/support/visible-text.ts';
import { bansOn, calendarIn } from '#test/unit/traffic-bans/calendar-fixtures.ts';

const site = inProcessSite({
  settings: parseConfig({ OPERATOR_NAME: 'Transportes Ejemplo S.L.', OPERATOR_TAX_ID: 'B00000000' }),
});

const page = async (path: string, query: Record<string, string> = {}, now = '2026-05-04T10:00:00Z') =>
  visibleText((await site.handle({ path, query, now: new Date(now), clientIp: '203.0.113.9' })).body);

describe('texts that decide what a dispatcher does', () => {
  test.each([
    ['es', 'Para el tráfico internacional la prohibición es más corta'],
    ['ro', 'Pentru traficul internațional restricția este mai scurtă'],
    ['en', 'The ban is shorter for international traffic'],
  ])("Italy's page in %s says the ban is shorter for vehicles from or to abroad", async (lang, shorter) => {
    // Act
    const body = await page(lang === 'en' ? '/driving-bans/italy' : `/${lang}/driving-bans/italy`);

    // Assess
    expect(body).toContain(shorter);
  });

  test.each([
    ['es', 'Víspera de festivo: Ascensión'],
    ['ro', 'Ajun de sărbătoare legală: Înălțarea Domnului'],
    ['fr', 'Veille de jour férié\u202f: Ascension'],
  ])('the eve of the Ascension, 13 May 2026, is named the Ascension in %s', (lang, reason) => {
    // Act
    const eve = bansOn('FR', '2026-05-13', lang as 'es' | 'ro' | 'fr').map((ban) => ban.reason);

    // Assess
    expect(eve).toContain(reason);
  });

  test.each([
    ['es', 'Prohibición en vías concretas'],
    ['ro', 'Restricție pe anumite drumuri'],
    ['it', 'Divieto su strade specifiche'],
    ['fr', 'Interdiction sur certains axes'],
    ['de', 'Streckenfahrverbot'],
  ])("Austria's page in %s names a ban on listed roads as one: %s", async (lang, label) => {
    // Act
    const body = await page(`/${lang}/driving-bans/austria`);

    // Assess
    expect(body).toContain(label);
  });

  test.each(['es', 'ro', 'it', 'fr', 'de'])(
    'the route page in %s states the rule of the clear departure in its own words, no API names',
    async (lang) => {
      // Act
      const body = await page(`/${lang}/driving-bans/route`, {
        countries: 'ES,FR,IT',
        departure: '2026-05-08T18:00',
        hours: '8,14,8',
      });

      // Assess
      expect(body).toContain(CLEAR_RULE[lang as keyof typeof CLEAR_RULE]);
      expect(body.match(/nationwide|specific-roads|clearDeparture/g)).toBeNull();
    },
  );

  test("in French, the A12/A13 ban of Austria applies to trips through Germany or Italy, not 'reached by' them", () => {
    // Act
    const notes = calendarIn('fr')
      .bans.filter((ban) => ban.country === 'AT')
      .map((ban) => ban.note ?? '')
      .join('\n');

    // Assess
    expect(notes).toContain('d’un pays rejoint en passant par l’Allemagne');
    expect(notes).not.toContain('atteint par');
  });

  test("in Romanian, Croatia's completed motorway sections are the exception to the ban on listed roads", () => {
    // Act
    const notes = [...new Set(bansOn('HR', '2026-12-24', 'ro').map((ban) => ban.note ?? ''))].join('\n');

    // Assess
    expect(notes).toContain('cu excepția tronsoanelor de autostradă finalizate');
    expect(notes).not.toContain('exclusiv');
  });

  test.each([
    ['en', 'Sundays and public holidays', /days? of rest/i],
    ['es', 'domingos y festivos', /días de descanso/],
    ['ro', 'zilele de sărbătoare legală', /zilele de odihnă/],
    ['it', 'domeniche e giorni festivi', /giorni di riposo/],
    ['fr', 'dimanches et jours fériés', /jours de repos/],
    ['de', 'Sonn- und Feiertage', /Ruhetage/],
  ])("Slovakia's page in %s calls its ban days public holidays, not days of rest", async (lang, holidays, rest) => {
    // Act
    const body = await page(lang === 'en' ? '/driving-bans/slovakia' : `/${lang}/driving-bans/slovakia`);

    // Assess
    expect(body).toContain(holidays);
    expect(body).not.toMatch(rest);
  });

  test.each(['/de/developers', '/de/developers/estimate-api', '/de/developers/errors'])(
    'the German page %s calls an integration quote a Preisauskunft, never an Angebot (a binding offer)',
    async (path) => {
      // Act
      const body = await page(path);

      // Assess
      expect(body).toMatch(/Preisausk(unft|ünfte)/);
      expect(body).not.toMatch(/Angebot/);
    },
  );

  test.each([
    ['de', 'Impressum (auf Englisch)'],
    ['fr', 'en anglais)'],
    ['it', 'in inglese)'],
    ['ro', 'în engleză)'],
  ])('the %s footer says its legal notice, privacy and terms lead to English pages', async (lang, said) => {
    // Act
    const body = await page(`/${lang}`);
    const spanish = await page('/es');

    // Assess
    expect(body.split(said).length - 1).toBeGreaterThanOrEqual(lang === 'de' ? 1 : 3);
    expect(spanish).not.toContain('(en inglés)');
  });

  test('the German MCP route answer says which bans block the departure, not that a ban is affected', () => {
    expect(BAN_TOOL_TEXTS.de.passage('AT', '10:00', '14:00', false)).toBe(
      'AT von 10:00 bis 14:00: kein Fahrverbot sperrt die Abfahrt.',
    );
  });
});

const CLEAR_RULE = {
  es: 'Salida libre: la salida más temprana',
  ro: 'Plecarea liberă: cea mai devreme plecare',
  it: 'Partenza libera: la prima partenza',
  fr: 'Départ libre\u202f: le départ le plus tôt',
  de: 'Freie Abfahrt: die früheste Abfahrt',
} as const;
