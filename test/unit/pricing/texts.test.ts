import { billableMetres } from '#shared/domain/pricing/billable-metres.ts';
import type { ManualReviewReason, ShipmentPrice } from '#shared/domain/pricing/price-shipment.ts';
import { LANGUAGES, resultTexts } from '#shared/domain/pricing/texts.ts';

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
    const { condiciones } = resultTexts('es', priced());
    expect(condiciones).toContain('orientativo');
    expect(condiciones).toContain('IVA no incluido');
    expect(condiciones).toContain('gasóleo incluido');
    expect(condiciones).toContain('15 minutos');
    expect(condiciones).toContain('STANDARD_LTL');
    expect(condiciones).toContain('no ADR');
    expect(condiciones).toContain('ni un contrato');
  });

  test("the validity in the conditions follows the configured time, in each language's singular and plural", () => {
    expect(resultTexts('en', priced(), { validitySeconds: 120 }).condiciones).toContain('2 minutes');
    expect(resultTexts('es', priced(), { validitySeconds: 60 }).condiciones).toContain('Validez indicativa: 1 minuto.');
    expect(resultTexts('de', priced(), { validitySeconds: 60 }).condiciones).toContain('1 Minute.');
    expect(resultTexts('ro', priced(), { validitySeconds: 1200 }).condiciones).toContain('20 de minute.');
    expect(resultTexts('it', priced(), { validitySeconds: 1800 }).condiciones).toContain('30 minuti.');
  });

  test('a validity that is not whole minutes is stated in seconds, never rounded to a minute', () => {
    expect(resultTexts('en', priced(), { validitySeconds: 20 }).condiciones).toContain(
      'Indicative validity: 20 seconds.',
    );
    expect(resultTexts('es', priced(), { validitySeconds: 20 }).condiciones).toContain(
      'Validez indicativa: 20 segundos.',
    );
    expect(resultTexts('de', priced(), { validitySeconds: 90 }).condiciones).toContain('90 Sekunden.');
    expect(resultTexts('en', priced(), { validitySeconds: 20 }).condiciones).not.toContain('minute');
  });

  test('the message of a priced result carries the total in local number format', () => {
    expect(resultTexts('es', priced()).mensaje).toContain('1243,33 EUR sin IVA');
    expect(resultTexts('de', priced()).mensaje).toContain('1.243,33 EUR');
    expect(resultTexts('en', priced()).mensaje).toContain('1,243.33 EUR');
  });

  test('a provisional fuel figure is said in the message, with its week', () => {
    const { mensaje } = resultTexts('en', priced({ gasoleoProvisional: true, semanaGasoleo: '2026-W46' }));
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
    const messages = reasons.map((reason) => resultTexts('es', manualReview(reason)).mensaje);
    // Assess
    expect(new Set(messages).size).toBe(reasons.length);
    for (const message of messages) {
      expect(message).toContain('revisión manual');
      expect(message).not.toMatch(/\d+,\d\d/);
    }
    expect(resultTexts('es', manualReview('over-10-ldm')).siguientePaso).toContain('operador');
  });

  test('when the weight decides, motivoLdm says so in words with the figures', () => {
    const { motivoLdm } = resultTexts('es', priced({ ldmFacturable: 2.4, motivoLdm: weightDecided }));
    expect(motivoLdm).toBe(
      'El peso (4200 kg) supera lo que admiten 2,0 m de carga a razón de 1750 kg por metro; se facturan 2,4 m.',
    );
  });

  test('motivoLdm is null when the declared metres are billed', () => {
    expect(resultTexts('fr', priced()).motivoLdm).toBeNull();
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
    const minimumText = resultTexts('en', priced({ motivoLdm: reasonOf(minimum) })).motivoLdm;
    const roundedText = resultTexts('en', priced({ motivoLdm: reasonOf(rounded) })).motivoLdm;
    // Assess
    expect(minimumText).toBe('The tariff minimum is billed: 1.0 m instead of the 0.4 m declared.');
    expect(roundedText).toBe('Loading metres are billed in whole tenths: 2.05 m is rounded up to 2.1 m.');
  });

  test('the cargo assumption is palletised, non-ADR and not stackable unless told otherwise', () => {
    expect(resultTexts('it', priced()).mercancia).toContain('non sovrapponibile');
    expect(resultTexts('it', priced(), { stackable: true }).mercancia).toContain('e sovrapponibile');
  });

  test('every language fills every placeholder', () => {
    for (const lang of LANGUAGES) {
      const texts = [
        resultTexts(lang, priced({ motivoLdm: weightDecided })),
        resultTexts(lang, priced({ gasoleoProvisional: true })),
        resultTexts(lang, manualReview('lane-not-covered')),
      ];
      for (const text of texts.flatMap((t) => Object.values(t))) expect(text ?? '').not.toMatch(/[{}]/);
    }
  });
});
