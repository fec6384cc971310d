import { billableMetres } from '#shared/domain/pricing/billable-metres.ts';

const billable = (ldm: number, pesoKg: number, minimumBillableMetres = 1) =>
  billableMetres({ ldm, pesoKg, minimumBillableMetres });

describe('billable metres', () => {
  test('declared metres are billed as given when the weight fits', () => {
    // Act
    const result = billable(2, 1000);
    // Assess
    expect(result).toMatchObject({ ldmFacturable: 2, billableTenths: 20, decidedBy: 'declared', roundedUp: false });
  });

  test('weight over 1750 kg per declared metre decides the billable metres', () => {
    const result = billable(2, 4200);
    expect(result).toMatchObject({ ldmDeclarado: 2, ldmFacturable: 2.4, decidedBy: 'weight' });
  });

  test('weight exactly at 1750 kg per metre does not add a tenth', () => {
    expect(billable(2, 3500)).toMatchObject({ ldmFacturable: 2, decidedBy: 'declared' });
  });

  test('one kilogram over rounds the weight metres up to the next tenth', () => {
    expect(billable(2, 3501)).toMatchObject({ ldmFacturable: 2.1, decidedBy: 'weight' });
  });

  test('floating point noise above a whole tenth does not round up', () => {
    expect(billable(2.0000000001, 100).ldmFacturable).toBe(2);
    expect(billable(0.1 + 0.2, 100, 0.1).ldmFacturable).toBe(0.3);
    expect(billable(1.1 * 3, 100).ldmFacturable).toBe(3.3);
  });

  test('declared metres between tenths round up and say so', () => {
    expect(billable(2.05, 100)).toMatchObject({ ldmFacturable: 2.1, decidedBy: 'declared', roundedUp: true });
  });

  test('the tariff minimum applies below it', () => {
    expect(billable(0.4, 300)).toMatchObject({ ldmDeclarado: 0.4, ldmFacturable: 1, decidedBy: 'minimum' });
  });

  test('weight above the minimum but above the declared metres is the weight deciding', () => {
    expect(billable(0.4, 2000)).toMatchObject({ ldmFacturable: 1.2, decidedBy: 'weight' });
  });

  test('exactly 10 billable metres can be priced; more is manual review', () => {
    expect(billable(10, 17500).overMaximum).toBe(false);
    expect(billable(10, 17501)).toMatchObject({ ldmFacturable: 10.1, overMaximum: true });
    expect(billable(10, 24000)).toMatchObject({ ldmFacturable: 13.8, overMaximum: true });
  });
});
