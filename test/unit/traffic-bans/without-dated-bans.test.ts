import { trafficBanRules } from '#data/traffic-bans/index.ts';
import { type CountryRules, LANGUAGES } from '#shared/domain/traffic-bans/rules.schema.ts';
import { bansOn, calendarIn } from './calendar-fixtures.ts';

const file = (code: string) => trafficBanRules().find((country) => country.code === code) as CountryRules;

const REREAD = "Standing orders and road authorities' notices (re-read November 2026)";

/** The decision recording what was read for a country re-read against its standing orders. */
const reread = (code: string) => file(code).sourceDecisions.find((decision) => decision.topic === REREAD);

/**
 * Countries re-read in November 2026 against standing orders and road authorities' notices, not only yearly
 * calendars: none fixes ban days for ordinary goods vehicles, so each stays without dated bans, and its source
 * decisions say what was read.
 */
describe('countries without dated bans, re-read against standing orders', () => {
  test.each([
    ['BE', 'https://www.jurautotransport.nl/fr/blog/interdiction-circulation-belgique', 'Walloon Government order'],
    [
      'NL',
      'https://www.evofenedex.nl/kennis/actualiteiten/rijverboden-tijdens-de-kerstdagen',
      'Noordhollandsch Kanaal',
    ],
    ['DK', 'https://danskelove.dk/f%C3%A6rdselsloven/94', '§ 94'],
    ['NO', 'https://www.aftenbladet.no/innenriks/i/Pa9Be/Foreslar-forbud-mot-tungtransport-pa-sondager', 'teleløsning'],
    ['SE', 'https://open.karnovgroup.se/transport-och-kommunikation/SFS1979-1082', '1979:1082'],
    [
      'FI',
      'https://www.sttinfo.fi/tiedote/71048307/keskimaaraista-tai-vaikeaa-kelirikkoa-pohjois-pohjanmaalle-ja-kainuuseen?lang=fi',
      'kelirikko',
    ],
    [
      'EE',
      'https://news.err.ee/1608866036/heavy-trucks-restricted-on-several-setomaa-roads-due-to-weather-conditions',
      '25130',
    ],
  ])('%s: listed without dates, no day served, the texts read recorded', (code, source, named) => {
    // Act
    const decision = reread(code);

    // Assess
    expect(file(code).regime).toBe('without-dated-bans');
    expect(calendarIn().countriesWithoutDatedBans.map((country) => country.code)).toContain(code);
    for (const date of ['2026-12-24', '2026-12-25', '2026-12-27', '2027-01-01']) expect(bansOn(code, date)).toEqual([]);
    expect(decision?.sources).toContain(source);
    expect(decision?.decision).toContain(named);
    expect(decision?.decision).toContain('dangerous goods');
  });
});

/**
 * Belgium: the Vilvoorde viaduct (R0 inner ring towards Zaventem) is closed to vehicles over 3.5 t every weekend,
 * Friday 23:00 to Monday 04:00, since 9 August 2024 (Kraainem's notice of 1 August 2024), reported still in force in
 * January 2026; no text gives its end, so it is stated, not dated, and its end is a lead.
 */
describe('Belgium, the Vilvoorde viaduct weekend ban', () => {
  test('is stated in the summary in every language, with its hours', () => {
    for (const lang of LANGUAGES) {
      // Act
      const belgium = calendarIn(lang).countriesWithoutDatedBans.find((country) => country.code === 'BE');

      // Assess
      expect(belgium?.summary).toMatch(/Vilvo(?:orde|rde)/);
      expect(belgium?.summary).toContain('R0');
      expect(belgium?.summary).toMatch(/3,5 t|3\.5 t/);
      expect(belgium?.summary).toMatch(/23(?::00| h)/);
    }
  });

  test('is not listed as dated weekends, and its end is a lead', () => {
    // Assess: Saturday 28 November 2026 and Sunday 6 December 2026
    expect(bansOn('BE', '2026-11-28')).toEqual([]);
    expect(bansOn('BE', '2026-12-06')).toEqual([]);
    expect(file('BE').leads?.[0]?.what).toContain('Vilvoorde');
    expect(
      file('BE').sourceDecisions.find((decision) => decision.topic.startsWith('Vilvoorde viaduct'))?.sources,
    ).toContain(
      'https://www.ringtv.be/mobiliteit/vannacht-wijzigt-verkeerssituatie-op-viaduct-van-vilvoorde-ook-op-buitenring-over',
    );
  });
});

/**
 * Bulgaria: the Road Infrastructure Agency's order on lorries over 12 t for the 2026 holidays was adopted and published
 * in January 2026; only its draft's list and the notices were read, not the directions of each day, so it is stated
 * in the summary and no day is dated.
 */
describe('Bulgaria, the 2026 holiday order', () => {
  test('is recorded as adopted, with the texts read, and stated in the summary in every language', () => {
    // Act
    const decision = file('BG').sourceDecisions.find((d) => d.topic.startsWith('Order for the 2026 holidays'));

    // Assess
    expect(decision?.decision).toContain('published the adopted order on its website in January 2026');
    expect(decision?.decision).not.toContain('as adopted was not found');
    expect(decision?.sources).toContain('https://www.24chasa.bg/spravochnik/article/22177714');
    for (const lang of LANGUAGES) expect(file('BG').summary[lang]).toMatch(/2026/);
    expect(file('BG').summary.en).toContain('adopted and published in January 2026');
    expect(bansOn('BG', '2027-03-03')).toEqual([]);
  });
});

/** Switzerland: the exemption of every animal transport is a lead until the amending ordinance is read. */
describe('Switzerland, the animal transports', () => {
  test('are checked: the consultation read, the adoption not found, the exemptions in force kept, a lead', () => {
    // Act
    const decision = file('CH').sourceDecisions.find((d) => d.topic.startsWith('Exemption of all animal transports'));

    // Assess
    expect(decision?.decision).toContain('consultation on 14 May 2025');
    expect(decision?.decision).not.toMatch(/could not be checked/);
    expect(file('CH').exemptions.perishables?.en).toContain('slaughter animals');
    expect(file('CH').leads?.[0]?.what).toContain('live animals');
  });
});
