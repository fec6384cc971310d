import type { RecurringBan } from '#shared/domain/traffic-bans-ics/recurring-ban.ts';

export const aRecurringBan = (overrides: Partial<RecurringBan> = {}): RecurringBan => ({
  country: 'AT',
  countryName: 'Austria',
  kind: 'night',
  days: 'daily',
  start: '22:00',
  end: '05:00',
  timezone: 'Europe/Vienna',
  vehicle: 'Lorries over 7.5 t permissible total mass',
  scope: 'nationwide',
  exceptions: ['Certified low-noise lorries (L plate), at most 60 km/h at night'],
  officialSource: { name: 'Unternehmensserviceportal (USP)', url: 'https://www.usp.gv.at/' },
  lastVerified: '2026-10',
  page: 'https://freight.example/driving-bans/austria',
  ...overrides,
});
