import { resultTextsData } from '#data/texts/index.ts';
import { billableMetres } from '#shared/domain/pricing/billable-metres.ts';
import type { ManualReviewReason, ShipmentPrice } from '#shared/domain/pricing/price-shipment.ts';
import { assumptionSentences, LANGUAGES, resultTexts } from '#shared/domain/pricing/texts.ts';
import type { Supuestos } from '#shared/domain/quote/result.schema.ts';

const priced = (overrides: Partial<Extract<ShipmentPrice, { estado: 'estimacion' }>> = {}): ShipmentPrice => ({
  estado: 'estimacion',
  moneda: 'EUR',
  transporte: 1234.5,
  gasoleo: 8.83,
  total: 1243.33,
  gasoleoProvisional: false,
  semanaGasoleo: '2026-W47',
  ldmDeclarado: 2,
  ldmFacturable: 2,
  motivoLdm: null,
  trace: { tariffVersion: '2026' },
  ...overrides,
});

const manualReview = (reason: ManualReviewReason): ShipmentPrice => ({
  estado: 'revision_manual',
  reason,
  ldmDeclarado: 2,
  ldmFacturable: 2,
  motivoLdm: null,
  trace: { tariffVersion: '2026' },
});

const weightDecided = {
  decidedBy: 'weight',
  roundedUp: false,
  pesoKg: 4200,
  ldmDeclarado: 2,
  ldmFacturable: 2.4,
  minimumBillableMetres: 1,
} as const;

describe('result texts', () => {
  test('Spanish conditions state indicative price, VAT, fuel, 15 minutes, service, non-ADR and no contract', () => {
    const { condiciones } = resultTexts(resultTextsData, 'es', priced());
    expect(condiciones).toContain('orientativo');
    expect(condiciones).toContain('IVA no incluido');
    expect(condiciones).toContain('recargo de combustible incluido');
    expect(condiciones).toContain('15 minutos');
    expect(condiciones).toContain('STANDARD_LTL');
    expect(condiciones).toContain('no ADR');
    expect(condiciones).toContain('ni un contrato');
  });

  test("the validity in the conditions follows the configured time, in each language's singular and plural", () => {
    expect(resultTexts(resultTextsData, 'en', priced(), { validitySeconds: 120 }).condiciones).toContain('2 minutes');
    expect(resultTexts(resultTextsData, 'es', priced(), { validitySeconds: 60 }).condiciones).toContain(
      'Validez indicativa: 1 minuto.',
    );
    expect(resultTexts(resultTextsData, 'de', priced(), { validitySeconds: 60 }).condiciones).toContain('1 Minute.');
    expect(resultTexts(resultTextsData, 'ro', priced(), { validitySeconds: 1200 }).condiciones).toContain(
      '20 de minute.',
    );
    expect(resultTexts(resultTextsData, 'it', priced(), { validitySeconds: 1800 }).condiciones).toContain('30 minuti.');
  });

  test('a validity that is not whole minutes is stated in seconds, never rounded to a minute', () => {
    expect(resultTexts(resultTextsData, 'en', priced(), { validitySeconds: 20 }).condiciones).toContain(
      'Indicative validity: 20 seconds.',
    );
    expect(resultTexts(resultTextsData, 'es', priced(), { validitySeconds: 20 }).condiciones).toContain(
      'Validez indicativa: 20 segundos.',
    );
    expect(resultTexts(resultTextsData, 'de', priced(), { validitySeconds: 90 }).condiciones).toContain('90 Sekunden.');
    expect(resultTexts(resultTextsData, 'en', priced(), { validitySeconds: 20 }).condiciones).not.toContain('minute');
  });

  test('the message of a priced result carries the total in local number format', () => {
    expect(resultTexts(resultTextsData, 'es', priced()).mensaje).toContain('1243,33 EUR sin IVA');
    expect(resultTexts(resultTextsData, 'de', priced()).mensaje).toContain('1.243,33 EUR');
    expect(resultTexts(resultTextsData, 'en', priced()).mensaje).toContain('1,243.33 EUR');
  });

  test('a provisional fuel figure is said in the message, with its week', () => {
    const { mensaje } = resultTexts(
      resultTextsData,
      'en',
      priced({ gasoleoProvisional: true, semanaGasoleo: '2026-W46' }),
    );
    expect(mensaje).toContain('provisional');
    expect(mensaje).toContain('2026-W46');
  });

  test('each manual review reason has its own message and no amount', () => {
    // Prepare
    const reasons: ManualReviewReason[] = [
      'origin-not-covered',
      'destination-not-covered',
      'lane-not-covered',
      'over-10-ldm',
    ];
    // Act
    const messages = reasons.map((reason) => resultTexts(resultTextsData, 'es', manualReview(reason)).mensaje);
    // Assess
    expect(new Set(messages).size).toBe(reasons.length);
    for (const message of messages) {
      expect(message).toContain('revisión manual');
      expect(message).not.toMatch(/\d+,\d\d/);
    }
    expect(resultTexts(resultTextsData, 'es', manualReview('over-10-ldm')).siguientePaso).toContain('operador');
  });

  test('when the weight decides, motivoLdm says so in words with the figures', () => {
    const { motivoLdm } = resultTexts(resultTextsData, 'es', priced({ ldmFacturable: 2.4, motivoLdm: weightDecided }));
    expect(motivoLdm).toBe(
      'El peso (4200 kg) supera la carga admitida en 2,0 metros lineales a razón de 1750 kg por metro lineal; se factura por 2,4 m.',
    );
  });

  test('motivoLdm is null when the declared metres are billed', () => {
    expect(resultTexts(resultTextsData, 'fr', priced()).motivoLdm).toBeNull();
  });

  test('the minimum and the rounding have their own motivoLdm', () => {
    // Prepare
    const minimum = billableMetres({ ldm: 0.4, pesoKg: 100, minimumBillableMetres: 1 });
    const rounded = billableMetres({ ldm: 2.05, pesoKg: 100, minimumBillableMetres: 1 });
    const reasonOf = (m: typeof minimum) => ({
      decidedBy: m.decidedBy,
      roundedUp: m.roundedUp,
      pesoKg: 100,
      ldmDeclarado: m.ldmDeclarado,
      ldmFacturable: m.ldmFacturable,
      minimumBillableMetres: 1,
    });
    // Act
    const minimumText = resultTexts(resultTextsData, 'en', priced({ motivoLdm: reasonOf(minimum) })).motivoLdm;
    const roundedText = resultTexts(resultTextsData, 'en', priced({ motivoLdm: reasonOf(rounded) })).motivoLdm;
    // Assess
    expect(minimumText).toBe('The tariff minimum is billed: 1.0 m instead of the 0.4 m declared.');
    expect(roundedText).toBe('Loading metres are billed in whole tenths: 2.05 m is rounded up to 2.1 m.');
  });

  test('the cargo assumption is palletised, non-ADR and not stackable unless told otherwise', () => {
    expect(resultTexts(resultTextsData, 'it', priced()).mercancia).toContain('non sovrapponibile');
    expect(resultTexts(resultTextsData, 'it', priced(), { stackable: true }).mercancia).toContain('e sovrapponibile');
  });

  test('every language fills every placeholder', () => {
    for (const lang of LANGUAGES) {
      const texts = [
        resultTexts(resultTextsData, lang, priced({ motivoLdm: weightDecided })),
        resultTexts(resultTextsData, lang, priced({ gasoleoProvisional: true })),
        resultTexts(resultTextsData, lang, manualReview('lane-not-covered')),
      ];
      for (const text of texts.flatMap((t) => Object.values(t))) expect(text ?? '').not.toMatch(/[{}]/);
    }
  });

  test('a fuel figure below the reference price is said as a reduction, with its amount unsigned, in every language', () => {
    // Prepare
    const reduction = { transporte: 525, gasoleo: -1.89, total: 523.11 };
    const words = {
      es: 'reducción',
      en: 'fuel reduction',
      ro: 'reducere',
      it: 'riduzione',
      fr: 'réduction',
      de: 'Dieselabschlag',
    };
    for (const lang of LANGUAGES) {
      // Act
      const final = resultTexts(resultTextsData, lang, priced(reduction)).mensaje;
      const provisional = resultTexts(
        resultTextsData,
        lang,
        priced({ ...reduction, gasoleoProvisional: true }),
      ).mensaje;
      // Assess
      for (const mensaje of [final, provisional]) {
        expect(mensaje).toContain(words[lang]);
        expect(mensaje).toMatch(/\b1[.,]89 EUR/);
        expect(mensaje).not.toMatch(/[-−]\s?1[.,]89/);
        expect(mensaje).not.toMatch(/[{}]/);
      }
    }
    expect(resultTexts(resultTextsData, 'en', priced(reduction)).mensaje).toBe(
      "Indicative estimate: 523.11 EUR excluding VAT, after a fuel reduction of 1.89 EUR (week 2026-W47): diesel is below the tariff's reference price.",
    );
    expect(resultTexts(resultTextsData, 'en', priced({ gasoleo: 0, total: 1234.5 })).mensaje).toContain(
      'of which 0.00 EUR is fuel surcharge',
    );
  });
});

describe('assumption sentences', () => {
  const given: Supuestos = {
    origenPais: 'ES',
    paisDestino: 'IT',
    cpOrigen: '28001',
    cpDestino: '20121',
    origenDeReferencia: false,
    destinoDeReferencia: false,
    pesoNoIndicado: false,
    pesoUtilizadoKg: 1800,
    limitePesoSupuestoKg: null,
    fechaNoIndicada: false,
    fechaCarga: '2026-12-21',
    mercancia: 'Palletised general cargo.',
  };
  const assumed: Supuestos = {
    ...given,
    cpOrigen: '08001',
    origenDeReferencia: true,
    destinoDeReferencia: true,
    pesoNoIndicado: true,
    pesoUtilizadoKg: 3500,
    limitePesoSupuestoKg: 3500,
    fechaNoIndicada: true,
  };

  test('what was given is said as given; what was assumed is said as assumed, with no raw field or null', () => {
    expect(assumptionSentences(resultTextsData, 'en', given)).toEqual([
      'Origin: postal code 28001 (Spain), as given.',
      'Destination: postal code 20121 (Italy), as given.',
      'Weight: 1,800 kg, as given.',
      'Loading date: 21 December 2026, as given.',
      'Palletised general cargo.',
    ]);
    expect(assumptionSentences(resultTextsData, 'en', assumed)).toEqual([
      'Origin: postal code 08001 (Spain), the reference postal code of the city named; the exact address may change the price.',
      'Destination: postal code 20121 (Italy), the reference postal code of the city named; the exact address may change the price.',
      'Weight not given: 3,500 kg assumed; the price holds up to 3,500 kg.',
      'Loading date not given: today, 21 December 2026, assumed.',
      'Palletised general cargo.',
    ]);
  });

  test('every language says each assumption in a sentence of its own, every placeholder filled', () => {
    for (const lang of LANGUAGES) {
      for (const supuestos of [given, assumed]) {
        const sentences = assumptionSentences(resultTextsData, lang, supuestos);
        expect(sentences).toHaveLength(5);
        for (const sentence of sentences) {
          expect(sentence).not.toMatch(/[{}]|null|undefined|true|false/);
          expect(sentence).toMatch(/[.]$/);
        }
      }
    }
    expect(assumptionSentences(resultTextsData, 'de', assumed)[2]).toBe(
      'Gewicht nicht angegeben: 3.500 kg angenommen; der Preis gilt bis 3.500 kg.',
    );
  });
});
