import type { BanEntry } from '#shared/domain/traffic-bans-ics/ban-entry.ts';

/** A German entry by default; its local hours are its CET hours unless given. */
export const aBanEntry = (overrides: Partial<BanEntry> = {}): BanEntry => {
  const entry: Omit<BanEntry, 'localStart' | 'localEnd'> & Partial<BanEntry> = {
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
  };
  return { ...entry, localStart: entry.localStart ?? entry.start, localEnd: entry.localEnd ?? entry.end };
};
