import type { IcsOptions } from '#shared/domain/traffic-bans-ics/ics.ts';

/** The feed options of the serializer's tests: English, a fixed site and a fixed generation time. */
export const feedOptions: IcsOptions = {
  calendarName: 'Truck driving bans',
  lang: 'en',
  siteBaseUrl: 'https://freight.example',
  generated: new Date('2026-11-22T10:00:00Z'),
};
