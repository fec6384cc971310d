import fc from 'fast-check';
import { postalPoints } from '#data/journey/index.ts';
import { planOver } from '#shared/domain/journey/journey.ts';
import { resultJourney } from '#shared/domain/journey/journey-result.ts';
import { auditPlan } from '#test/support/drivers-hours-audit.ts';
import { committedPorts } from './committed-planning.ts';

const MINUTE = 60_000;
const now = new Date('2026-11-28T10:00:00Z');

/** A few postal prefixes of each country of the table, and every Spanish province as the origin. */
const prefixesOf = (country: string) => Object.keys(postalPoints().countries[country]?.prefixes ?? {});

describe("every journey's plan over the committed data", () => {
  const destinations = Object.keys(postalPoints().countries).flatMap((country) =>
    prefixesOf(country)
      .filter((_, index, all) => index % Math.max(1, Math.floor(all.length / 4)) === 0)
      .map((prefix) => ({ country, code: `${prefix}00000`.slice(0, country === 'GB' || country === 'IE' ? 3 : 5) })),
  );
  const origins = prefixesOf('ES').map((prefix) => `${prefix}000`.slice(0, 5));
  const departureArbitrary = fc
    .integer({ min: 0, max: 680 * 96 })
    .map((quarters) => Date.parse('2026-01-01T00:00:00+01:00') + quarters * 15 * MINUTE);

  it('keeps every rule of Regulation (EC) No 561/2006 and never drives in a ban that binds it where it is, exemptions applied', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...origins),
        fc.constantFrom(...destinations),
        departureArbitrary,
        (origin, destination, departure) => {
          const found = resultJourney(
            committedPorts,
            {
              cpOrigen: origin,
              paisDestino: destination.country,
              cpDestino: destination.code,
              pesoKg: 1000,
              fechaCarga: '2026-12-01',
            },
            'en',
            now,
            new Date(departure),
          );
          if (found.journey === undefined) return;
          const { corridor, planning, plan } = found.journey;
          const { segmentBans } = planOver(corridor, departure, planning);
          expect(auditPlan(plan, (drive) => segmentBans(drive.segment, drive.from, drive.to, drive.enteredAt))).toEqual(
            [],
          );
        },
      ),
      { numRuns: 120 },
    );
  });
});
