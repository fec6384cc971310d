import { tariff } from '#data/tariffs/index.ts';
import { trafficBanRules } from '#data/traffic-bans/index.ts';
import { resolveDestinationZone } from '#shared/domain/pricing/tariff-lookup.ts';
import { checkPostalCode, postalCodeExample } from '#shared/domain/quote/postal-code-formats.ts';
import { problemTexts } from '#shared/http/problem-texts.ts';

const tariffCountries = [
  ...new Set(tariff.versions.flatMap((version) => version.destinationZones.map((z) => z.country))),
];

describe('destination postal-code formats', () => {
  test('every country the tariff prices has a format, and its example lies in one of its zones', () => {
    expect(tariffCountries.sort()).toEqual(['BE', 'DE', 'FR', 'IT', 'NL', 'PT']);
    for (const country of tariffCountries) {
      const example = postalCodeExample(country);
      expect(example).toBeDefined();
      expect(checkPostalCode(country, example as string)).toEqual({ ok: true, postalCode: example });
      for (const version of tariff.versions) {
        expect(resolveDestinationZone(version, country, example as string)).toBeDefined();
      }
    }
  });

  test('every country of the driving-ban calendar has a format whose example it accepts as written', () => {
    for (const { code: country } of trafficBanRules()) {
      const example = postalCodeExample(country);
      expect([country, example && checkPostalCode(country, example)]).toEqual([
        country,
        { ok: true, postalCode: example },
      ]);
    }
  });

  test.each([
    ['IT', '2026-02-30', '5 digits, like 20121'],
    ['IT', '2012', '5 digits, like 20121'],
    ['IT', '201211', '5 digits, like 20121'],
    ['PT', '1000', '4 digits, a hyphen and 3 digits, like 1000-001'],
    ['PT', '1000001', '4 digits, a hyphen and 3 digits, like 1000-001'],
    ['PT', '1000 001', '4 digits, a hyphen and 3 digits, like 1000-001'],
    ['NL', '1012', '4 digits (the first not 0) and 2 letters, like 1012 JS'],
    ['NL', '0123 AB', '4 digits (the first not 0) and 2 letters, like 1012 JS'],
    ['NL', '1012 SS', '4 digits (the first not 0) and 2 letters, like 1012 JS'],
    ['DE', '00123', '5 digits, like 10115'],
    ['DE', '8033', '5 digits, like 10115'],
    ['FR', '750011', '5 digits, like 75001'],
    ['FR', '75 001', '5 digits, like 75001'],
    ['BE', '0999', '4 digits, like 1000'],
    ['BE', '10000', '4 digits, like 1000'],
    ['PL', '00950', '2 digits, a hyphen and 3 digits, like 00-950'],
  ])('%s refuses %j and names the form: %s', (country, code, expected) => {
    const check = checkPostalCode(country, code);
    expect(check).toEqual({ ok: false, form: expect.any(Object), example: expect.any(String) });
    if (check.ok) return;
    // The form as an English caller reads it, with the example.
    expect(`${problemTexts('en').postalForm(check.form)}, like ${check.example}`).toBe(expected);
  });

  test.each([
    ['IT', '20121', '20121'],
    ['IT', ' 00184 ', '00184'],
    ['PT', '4000-123', '4000-123'],
    ['NL', '1012js', '1012 JS'],
    ['NL', '1012 Js', '1012 JS'],
    ['DE', '80331', '80331'],
    ['FR', '20000', '20000'],
    ['BE', '1000', '1000'],
    ['SE', '11122', '111 22'],
    ['GB', 'sw1a1aa', 'SW1A 1AA'],
    ['LT', '01100', 'LT-01100'],
    ['LU', 'L-1009', '1009'],
  ])('%s accepts %j and writes it %j', (country, code, written) => {
    expect(checkPostalCode(country, code)).toEqual({ ok: true, postalCode: written });
  });

  test('a country with no known format takes the code as given', () => {
    expect(postalCodeExample('US')).toBeUndefined();
    expect(checkPostalCode('US', '2026-02-30')).toEqual({ ok: true, postalCode: '2026-02-30' });
  });
});
