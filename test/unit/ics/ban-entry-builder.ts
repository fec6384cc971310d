import type { BanEntry } from '#shared/domain/traffic-bans-ics/ban-entry.ts';

export const aBanEntry = (overrides: Partial<BanEntry> = {}): BanEntry => ({
  country: 'DE',
  countryName: 'Germany',
  timezone: 'Europe/Berlin',
  date: '2026-04-03',
  weekday: 'Friday',
  reason: 'Good Friday',
  start: '00:00',
  end: '22:00',
  startsAt: '2026-04-03T00:00:00+02:00',
  endsAt: '2026-04-03T22:00:00+02:00',
  kind: 'holiday',
  vehicle: 'Lorries over 7.5 t and lorries with trailers',
  minimumTonnes: 7.5,
  scope: 'nationwide',
  officialSource: { name: 'Bundesamt für Logistik und Mobilität', url: 'https://www.balm.bund.de/' },
  lastVerified: '2026-10',
  page: 'https://freight.example/driving-bans/germany',
  ...overrides,
});
