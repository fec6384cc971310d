import { UnusableRequestError } from '#shared/domain/errors.ts';
import { resolveEstimateRequest } from '#shared/domain/quote/estimate-request.ts';
import { issueTexts } from '#shared/http/problem.ts';

// 23:30 UTC on 31 Dec is already 1 Jan in Madrid: "today" must follow Madrid, not UTC.
const newYearsEveLate = new Date('2026-12-31T23:30:00Z');

const issuesOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof UnusableRequestError) return error.issues.map((issue) => issue.name);
  }
  return [];
};

describe('estimate rules', () => {
  test('aliases fill both postal codes and the country', () => {
    const resolved = resolveEstimateRequest({ origen: 'barcelona', destino: 'Milano', metros: 2 }, newYearsEveLate);

    expect(resolved.shipment).toEqual({
      cpOrigen: '08001',
      cpDestino: '20121',
      paisDestino: 'IT',
      ldm: 2,
      pesoKg: 3500,
      fechaCarga: '2027-01-01',
    });
    expect(resolved).toMatchObject({ origenDeReferencia: true, destinoDeReferencia: true, fechaNoIndicada: true });
  });

  test('a postal code wins over the alias of the same side', () => {
    const resolved = resolveEstimateRequest(
      { origen: 'Barcelona', cpOrigen: '46001', destino: 'Milan', cpDestino: '20100', metros: 1 },
      newYearsEveLate,
    );

    expect(resolved.shipment).toMatchObject({ cpOrigen: '46001', cpDestino: '20100', paisDestino: 'IT' });
    expect(resolved).toMatchObject({ origenDeReferencia: false, destinoDeReferencia: false });
  });

  test('the default weight is metres times 1750 kg and is reported as an assumed limit', () => {
    const resolved = resolveEstimateRequest({ origen: 'Barcelona', destino: 'Milan', metros: 2.4 }, newYearsEveLate);

    expect(resolved.shipment.pesoKg).toBe(4200);
    expect(resolved).toMatchObject({ pesoNoIndicado: true, limitePesoSupuestoKg: 4200 });
  });

  test('the date window runs from today to today + 30 days in Madrid', () => {
    const base = { origen: 'Barcelona', destino: 'Milan', metros: 1 };

    expect(issuesOf(() => resolveEstimateRequest({ ...base, fecha: '2026-12-31' }, newYearsEveLate))).toEqual([
      'fecha',
    ]);
    expect(resolveEstimateRequest({ ...base, fecha: '2027-01-31' }, newYearsEveLate).shipment.fechaCarga).toBe(
      '2027-01-31',
    );
    expect(issuesOf(() => resolveEstimateRequest({ ...base, fecha: '2027-02-01' }, newYearsEveLate))).toEqual([
      'fecha',
    ]);
  });

  test('every unusable part is reported at once', () => {
    const names = issuesOf(() =>
      resolveEstimateRequest(
        { origen: 'Sevilla', destino: 'Milan', paisDestino: 'FR', metros: 11, pesoKg: 0 },
        newYearsEveLate,
      ),
    );

    expect(names).toEqual(['origen', 'paisDestino', 'metros', 'pesoKg']);
  });

  test.each([
    '__proto__',
    'constructor',
    'Constructor',
    'prototype',
    'toString',
    'hasOwnProperty',
    'valueOf',
    '__defineGetter__',
  ])('a city named like a property every object has (%s) is not a reference city, on either side', (name) => {
    const origin = issuesOf(() =>
      resolveEstimateRequest({ origen: name, destino: 'Milan', metros: 2 }, newYearsEveLate),
    );
    const destination = issuesOf(() =>
      resolveEstimateRequest({ origen: 'Barcelona', destino: name, metros: 2 }, newYearsEveLate),
    );

    expect(origin).toEqual(['origen']);
    expect(destination).toEqual(['destino']);
  });
});

describe('the destination postal code', () => {
  const now = new Date('2026-12-20T10:00:00Z');
  const refusal = (fn: () => unknown) => {
    try {
      fn();
    } catch (error) {
      // The English texts of the issues: what a caller asking in English reads.
      if (error instanceof UnusableRequestError) return issueTexts(error.issues, 'en');
    }
    return [];
  };

  test('a code that cannot exist in the destination country is refused, naming cpDestino and the form', () => {
    expect(
      refusal(() =>
        resolveEstimateRequest({ origen: 'Barcelona', cpDestino: '2026-02-30', paisDestino: 'IT', metros: 2 }, now),
      ),
    ).toEqual([
      {
        location: 'query',
        name: 'cpDestino',
        expected: 'a postal code of IT: 5 digits, like 20121',
        detail: '2026-02-30 is not a postal code of IT (5 digits, like 20121).',
      },
    ]);
  });

  test("the reference city's country is the one checked when paisDestino is left out", () => {
    expect(
      refusal(() =>
        resolveEstimateRequest({ origen: 'Barcelona', destino: 'Milan', cpDestino: '1012 JS', metros: 2 }, now),
      ),
    ).toMatchObject([{ name: 'cpDestino', expected: 'a postal code of IT: 5 digits, like 20121' }]);
  });

  test('a harmless variant is priced in the written form; other countries keep their code', () => {
    const dutch = resolveEstimateRequest(
      { origen: 'Barcelona', cpDestino: '1012js', paisDestino: 'NL', metros: 2 },
      now,
    );
    const unknown = resolveEstimateRequest(
      { origen: 'Barcelona', cpDestino: 'X-1', paisDestino: 'US', metros: 2 },
      now,
    );

    expect(dutch.shipment.cpDestino).toBe('1012 JS');
    expect(unknown.shipment.cpDestino).toBe('X-1');
  });
});
