import { trafficBanChanges } from '#data/traffic-bans/changes.ts';
import { trafficBanRules } from '#data/traffic-bans/index.ts';
import type { CountryRules } from '#shared/domain/traffic-bans/rules.schema.ts';
import { bansOn, calendarIn } from './calendar-fixtures.ts';

const TOPIC = 'Standing orders and notices (re-read November 2026)';
const file = (code: string) => trafficBanRules().find((country) => country.code === code) as CountryRules;

interface Reread {
  readonly code: string;
  /** What the texts read say, as the decision must record it. */
  readonly states: readonly string[];
  /** Texts the decision must cite. */
  readonly cites: readonly string[];
  /** Days the texts name (a holiday, a notice's day) on which nothing may be listed for the country. */
  readonly quietDays: readonly string[];
}

/**
 * Countries re-read in November 2026 against standing orders and the road authorities' notices rather than yearly
 * calendars. None of the texts read fixes ban days for goods vehicles in general that can be listed (Greece's are set
 * by a yearly decision whose 2026 text was not read), so each stays without dated bans, with the texts read recorded
 * (as Bulgaria's): a later reading that finds such a text changes these expectations on purpose.
 */
const REREAD: readonly Reread[] = [
  {
    code: 'LT',
    // The road authority's All Souls' notice: queues near cemeteries, no restriction on lorries; thaw mass limits.
    states: ['Vėlinės', 'thaw', 'Order No 3-289 of 23 April 2012'],
    cites: ['https://lakd.lt/naujienos/saugiu-ir-ramiu-veliniu', 'https://lakd.lt/leidimai'],
    quietDays: ['2026-11-01', '2026-11-02', '2026-12-24', '2026-12-25'],
  },
  {
    code: 'LV',
    // Cabinet Regulation No 42 (2016) is the basis of the road authority's thaw limits of 10 t on gravel roads.
    states: ['Cabinet Regulation No 42 of 19 January 2016', '10 t mass limit', 'thaw'],
    cites: [
      'https://livani.lv/lv/jaunums/latvijas-valsts-celi-aicina-ieverot-uz-vietejiem-autoceliem-noteiktos-ierobezojumus',
    ],
    quietDays: ['2026-06-23', '2026-06-24', '2026-11-18', '2026-12-24', '2026-12-31'],
  },
  {
    code: 'GB',
    // The London Lorry Control Scheme: over 18 t, Monday-Friday 21:00-07:00 and Saturday 13:00 to Monday 07:00, with
    // a permission; a permit regime on one city's roads, not a ban on given days.
    states: ['London Lorry Control Scheme', 'Traffic Order 1985', 'from Saturday 13:00 to Monday 07:00', 'not encoded'],
    cites: ['https://archive.londoncouncils.gov.uk/services/london-lorry-control/about-llcs'],
    quietDays: ['2026-12-25', '2026-12-26', '2026-12-28', '2027-01-01'],
  },
  {
    code: 'IE',
    // Dublin's HGV Management Strategy: five or more axles banned from the city cordon 07:00-19:00 every day.
    states: ['Road Traffic (Control of Traffic) Regulations 2006', 'five or more axles', '07:00–19:00 every day'],
    cites: ['https://www.dublincity.ie/hgv', 'https://www.oireachtas.ie/ga/debates/question/2023-10-18/99/'],
    quietDays: ['2026-12-25', '2026-12-26', '2027-03-17'],
  },
  {
    code: 'GR',
    // Christmas 2021 (Friday 24 and 31 December 16:00-21:00 outbound) against Christmas 2024 (Tuesday 24 and Friday
    // 27 December, Friday 3 January 16:00-22:00 outbound): the days and hours follow each year's decision, and the
    // 2026 decision (ΦΕΚ Β΄ 912/18.02.2026) is not read, so Christmas 2026 is not projected.
    states: [
      'Δ30/Δ5α/81473/9813/2020',
      'ΦΕΚ Β΄ 912/18.02.2026',
      'Christmas 2021 Friday 24 and 31 December 16:00–21:00',
      'Christmas 2024 Tuesday 24 and Friday 27 December and Friday 3 January 16:00–22:00 outbound',
      'projecting them would be a guess',
    ],
    cites: ['http://lefteria.blogspot.com/2020/03/15_31.html', 'https://news.makedonias.gr/?p=1768559'],
    quietDays: ['2026-12-24', '2026-12-31', '2027-01-03', '2027-01-06'],
  },
  {
    code: 'PT',
    // Portaria 30/91: goods vehicles banned on named roads on Sundays and holidays 07:00-24:00 and Saturdays
    // 15:00-22:00, replaced in 1998 by an order that ran until 30 October 1998; what remains is for dangerous goods.
    states: [
      'Portaria 30/91 of 11 January 1991',
      'limited to 30 October 1998',
      'Portaria 281/2019',
      'dangerous goods only',
    ],
    cites: [
      'https://dre.tretas.org/dre/24701/portaria-30-91-de-11-de-janeiro',
      'https://dre.tretas.org/dre/3835634/portaria-281-2019-de-30-de-agosto',
    ],
    quietDays: ['2026-12-08', '2026-12-25', '2027-01-01', '2027-01-03'],
  },
];

describe.each(REREAD)('$code, re-read against standing orders and notices', ({ code, states, cites, quietDays }) => {
  test('stays without dated bans: no rule, no day in the calendar', () => {
    // Act
    const calendar = calendarIn();

    // Assess
    expect(file(code).regime).toBe('without-dated-bans');
    expect(file(code).rules).toEqual([]);
    expect(calendar.countriesWithoutDatedBans.map((country) => country.code)).toContain(code);
    for (const date of quietDays) expect(bansOn(code, date)).toEqual([]);
  });

  test('records the texts read and what they say', () => {
    // Act
    const decision = file(code).sourceDecisions.find((d) => d.topic === TOPIC);

    // Assess
    for (const phrase of states) expect(decision?.decision).toContain(phrase);
    expect(decision?.decision).toMatch(/stays without dated bans[.,]/);
    expect(decision?.sources).toEqual(expect.arrayContaining([...cites]));
  });

  test('its change-log entry lists no day', () => {
    // Act
    const entry = trafficBanChanges().changes.find(
      (change) => change.id === `2026-11-27-${code.toLowerCase()}-standing-orders-read`,
    );

    // Assess
    expect(entry).toMatchObject({ country: code, date: '2026-11-27' });
    expect(entry?.days).toEqual({ confirmed: [], provisional: [], moved: [], added: [], removed: [] });
  });
});
