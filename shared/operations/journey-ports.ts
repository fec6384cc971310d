import { corridors, emissionFactors, postalPoints, publicHolidays, regions } from '#data/journey/index.ts';
import { journeyTextsFile } from '#data/journey/texts.ts';
import { holidayTable } from '#data/traffic-bans/holiday-table.ts';
import { countryRules, TRAFFIC_BAN_COUNTRIES, trafficBanRuleSource } from '#data/traffic-bans/index.ts';
import type { Config } from '#shared/config.ts';
import type { HolidaysOf } from '#shared/domain/journey/delivery.ts';
import { type CountryGrants, NO_GRANTS } from '#shared/domain/journey/exemptions.ts';
import { holidayRuleDates } from '#shared/domain/journey/holiday-rules.ts';
import type { JourneySettings } from '#shared/domain/journey/journey.ts';
import type { JourneyPorts } from '#shared/domain/journey/journey-result.ts';
import type { Language } from '#shared/domain/languages.ts';
import type { TariffFile } from '#shared/domain/pricing/tariff.schema.ts';
import { type BanCalendarPort, rangeCalendarOf, windowAt } from '#shared/domain/traffic-bans/ban-calendar.ts';

type JourneyConfig = Pick<
  Config,
  | 'JOURNEY_AVERAGE_SPEED_KMH'
  | 'JOURNEY_CIRCUITY_FACTOR'
  | 'JOURNEY_DEPARTURE_TIME'
  | 'JOURNEY_RECEIVING_HOURS'
  | 'JOURNEY_CUSTOMS_MINUTES'
>;

/** Minutes of the day of HH:MM. */
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The journey settings of a deployment. */
export const journeySettings = (config: JourneyConfig): JourneySettings => ({
  speedKmh: config.JOURNEY_AVERAGE_SPEED_KMH,
  ...(config.JOURNEY_CIRCUITY_FACTOR === undefined ? {} : { circuity: config.JOURNEY_CIRCUITY_FACTOR }),
  departureTime: config.JOURNEY_DEPARTURE_TIME,
  receivingHours: {
    opens: minutesOf(config.JOURNEY_RECEIVING_HOURS.slice(0, 5)),
    closes: minutesOf(config.JOURNEY_RECEIVING_HOURS.slice(6)),
  },
  ...(config.JOURNEY_CUSTOMS_MINUTES === undefined ? {} : { customsMinutes: config.JOURNEY_CUSTOMS_MINUTES }),
});

/** The public holidays of data/journey/public-holidays.json, each country's year worked out once. */
const holidaysFromData = (): HolidaysOf => {
  const years = new Map<string, ReadonlySet<string>>();
  return (country, year) => {
    const key = `${country}|${year}`;
    let dates = years.get(key);
    if (dates === undefined) {
      const rules = publicHolidays().countries[country] ?? [];
      dates = new Set(rules.flatMap(({ rule }) => holidayRuleDates(rule)?.(year) ?? []));
      years.set(key, dates);
    }
    return dates;
  };
};

/** Each country's exemptions as its rule file states them (none for a country without a file), read once. */
const grantsRead = new Map<string, CountryGrants>();
const grantsFromData = (country: string): CountryGrants => {
  let grants = grantsRead.get(country);
  if (grants === undefined) {
    const rules = TRAFFIC_BAN_COUNTRIES.includes(country) ? countryRules(country) : undefined;
    grants = rules?.grants === undefined ? NO_GRANTS : { grants: rules.grants, texts: rules.exemptions };
    grantsRead.set(country, grants);
  }
  return grants;
};

/**
 * The journey's ports over the committed data: the files (the journey's texts among them) read on first use, the ban
 * calendar of the current window per language, expanded only on the dates a journey reads (each country's rules read
 * when a journey first crosses it), and made again when the year rolls over.
 */
export const wireJourney = (
  config: JourneyConfig & Pick<Config, 'SITE_BASE_URL'>,
  tariff: TariffFile,
): JourneyPorts => {
  let windowKey = '';
  let calendars = new Map<Language, BanCalendarPort>();
  const calendarFor = (now: Date, lang: Language): BanCalendarPort => {
    const window = windowAt(now);
    const key = window.years.join(',');
    if (key !== windowKey) {
      windowKey = key;
      calendars = new Map();
    }
    let calendar = calendars.get(lang);
    if (calendar === undefined) {
      calendar = rangeCalendarOf({
        rules: trafficBanRuleSource,
        holidays: holidayTable,
        years: window.years,
        lang,
        siteBaseUrl: config.SITE_BASE_URL,
      });
      calendars.set(lang, calendar);
    }
    return calendar;
  };
  return {
    data: {
      points: postalPoints,
      corridors,
      holidays: holidaysFromData(),
      factors: emissionFactors,
      grants: grantsFromData,
      regions,
    },
    settings: journeySettings(config),
    tariff,
    calendarFor,
    texts: journeyTextsFile,
  };
};
