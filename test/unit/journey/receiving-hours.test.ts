import { parseConfig } from '#shared/config.ts';
import { deliveryWindow, receipt } from '#shared/domain/journey/delivery.ts';
import { resultJourney } from '#shared/domain/journey/journey-result.ts';
import { journeySettings } from '#shared/operations/journey-ports.ts';
import { committedPorts } from './committed-planning.ts';

const { holidays } = committedPorts.data;
const hours = committedPorts.settings.receivingHours;

/** When an Italian hub receives goods arriving at a Rome wall-clock time, and the window from it (1 + 1 days). */
const inItaly = (local: string) => {
  const received = receipt(holidays, 'IT', 'Europe/Rome', Date.parse(local), hours);
  return {
    received: new Date(received.at).toISOString(),
    window: deliveryWindow(holidays, 'IT', received.date, 1, 1),
  };
};

describe('receiving hours of the destination hub', () => {
  it('are 08:00 to 18:00 by default, and a deployment may set others', () => {
    expect(hours).toEqual({ opens: 8 * 60, closes: 18 * 60 });
    expect(journeySettings(parseConfig({ JOURNEY_RECEIVING_HOURS: '06:30-22:15' })).receivingHours).toEqual({
      opens: 6 * 60 + 30,
      closes: 22 * 60 + 15,
    });
    expect(() => parseConfig({ JOURNEY_RECEIVING_HOURS: '18:00-08:00' })).toThrow();
    expect(() => parseConfig({ JOURNEY_RECEIVING_HOURS: '8-18' })).toThrow();
  });

  it('count an arrival after closing, at night or on a weekend from the next working day, as the committed holidays say', () => {
    // Friday 4 December 2026 in Italy; Monday 7 is a working day, Tuesday 8 (Immaculate Conception) a public holiday.
    // At 23:59 on Friday, at 00:10 on Saturday and at 22:00 on Friday the hub is closed: the goods are received on
    // Monday at 08:00 (07:00 UTC), the first delivery day is one working day later, Wednesday 9 (the 8th is a
    // holiday), and the window runs one more, to Thursday 10.
    const monday = { received: '2026-12-07T07:00:00.000Z', window: { from: '2026-12-09', to: '2026-12-10' } };
    expect(inItaly('2026-12-04T23:59:00+01:00')).toEqual(monday);
    expect(inItaly('2026-12-05T00:10:00+01:00')).toEqual(monday);
    expect(inItaly('2026-12-04T22:00:00+01:00')).toEqual(monday);
    // Exactly at closing the hub no longer receives.
    expect(inItaly('2026-12-04T18:00:00+01:00')).toEqual(monday);
    // Within the hours it receives on arrival: Friday, then Monday 7 and, the 8th a holiday, Wednesday 9.
    expect(inItaly('2026-12-04T17:59:00+01:00')).toEqual({
      received: '2026-12-04T16:59:00.000Z',
      window: { from: '2026-12-07', to: '2026-12-09' },
    });
    // Before opening the truck waits for it, the same day.
    expect(inItaly('2026-12-07T05:30:00+01:00')).toEqual({
      received: '2026-12-07T07:00:00.000Z',
      window: { from: '2026-12-09', to: '2026-12-10' },
    });
    // On the holiday itself, within the hours: the next working day's opening.
    expect(inItaly('2026-12-08T10:00:00+01:00').received).toBe('2026-12-09T07:00:00.000Z');
  });

  it('decide the delivery window of a journey that arrives after hours, and are said in its assumptions', () => {
    // Bilbao (48001) to Dublin (D02), Thursday 3 December 2026 at 08:00: the Bilbao–Rosslare sailing brings the truck
    // to Dublin on Friday at 23:50 CET, 22:50 Irish time (test/unit/journey/sea-lanes.test.ts). The hub closed at 18:00:
    // the goods are received on Monday 7 at 08:00 Irish time (09:00 CET), the first delivery day is Tuesday 8 and the
    // window ends on Wednesday 9. Were the hub open until 23:30, it would receive them on Friday, and the window would
    // be Monday 7 to Tuesday 8.
    const journeyWith = (receiving: string) => {
      const settings = journeySettings(parseConfig({ JOURNEY_RECEIVING_HOURS: receiving }));
      const found = resultJourney(
        { ...committedPorts, settings },
        { cpOrigen: '48001', paisDestino: 'IE', cpDestino: 'D02', pesoKg: 1000, fechaCarga: '2026-12-03' },
        'en',
        new Date('2026-11-28T10:00:00Z'),
        new Date('2026-12-03T08:00:00+01:00'),
      );
      if (found.journey === undefined) throw new Error('no journey to Dublin');
      return found;
    };
    const closed = journeyWith('08:00-18:00');
    expect(closed.transito.llegada).toBe('2026-12-04T23:50:00+01:00');
    expect(closed.transito.entrega).toEqual({
      desde: '2026-12-08',
      hasta: '2026-12-09',
      pais: 'IE',
      recepcion: '2026-12-07T09:00:00+01:00',
    });
    expect(closed.trayecto).toContain(
      'Receiving hours of the destination hub: 08:00 to 18:00 local time on working days; an arrival after closing counts from the next working day, and one before opening waits for it. The goods are received on 7 December 2026 at 08:00 local time.',
    );
    const open = journeyWith('08:00-23:30');
    expect(open.transito.entrega).toEqual({
      desde: '2026-12-07',
      hasta: '2026-12-08',
      pais: 'IE',
      recepcion: '2026-12-04T23:50:00+01:00',
    });
  });
});
