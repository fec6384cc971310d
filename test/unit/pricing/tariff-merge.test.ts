import { TariffVersionConflictError } from '#shared/domain/pricing/errors.ts';
import { mergeTariffVersion } from '#shared/domain/pricing/tariff-merge.ts';
import { aTariff, aTariffVersion } from './tariff-builders.ts';

const validities = (versions: readonly { id: string; validFrom: string; validTo?: string }[]) =>
  versions.map(({ id, validFrom, validTo }) => `${id}:${validFrom}..${validTo ?? ''}`);

describe('adding a tariff version', () => {
  const current = aTariff([
    aTariffVersion({ id: '2026', validFrom: '2026-01-01', validTo: '2026-12-31' }),
    aTariffVersion({ id: '2027', validFrom: '2027-01-01', validTo: undefined }),
  ]);

  test('a version after an ended one is added without touching the others', () => {
    // Prepare
    const file = aTariff([aTariffVersion({ id: '2026', validFrom: '2026-01-01', validTo: '2026-12-31' })]);
    // Act
    const merged = mergeTariffVersion(
      file,
      aTariffVersion({ id: '2027', validFrom: '2027-01-01', validTo: undefined }),
      {
        replace: false,
      },
    );
    // Assess
    expect(validities(merged.file.versions)).toEqual(['2026:2026-01-01..2026-12-31', '2027:2027-01-01..']);
    expect(merged.actions).toEqual(['added 2027 (2027-01-01 to open end) with 2 lanes']);
  });

  test('an overlapping version is refused without --replace, naming the versions', () => {
    const add = () =>
      mergeTariffVersion(current, aTariffVersion({ id: '2027b', validFrom: '2027-03-01', validTo: undefined }), {
        replace: false,
      });
    expect(add).toThrow(TariffVersionConflictError);
    expect(add).toThrow('2027b (2027-03-01 to open end) overlaps 2027 (2027-01-01 to open end)');
  });

  test('an existing id is refused without --replace', () => {
    const add = () =>
      mergeTariffVersion(current, aTariffVersion({ id: '2026', validFrom: '2030-01-01', validTo: undefined }), {
        replace: false,
      });
    expect(add).toThrow('version id 2026 already exists');
  });

  test('with --replace an earlier open-ended version is shortened to end the day before', () => {
    const merged = mergeTariffVersion(
      current,
      aTariffVersion({ id: '2027b', validFrom: '2027-03-01', validTo: undefined }),
      { replace: true },
    );
    expect(validities(merged.file.versions)).toEqual([
      '2026:2026-01-01..2026-12-31',
      '2027:2027-01-01..2027-02-28',
      '2027b:2027-03-01..',
    ]);
    expect(merged.actions[0]).toBe('shortened 2027 (2027-01-01 to open end) to end on 2027-02-28');
  });

  test('with --replace a later version starts the day after, and one inside is removed', () => {
    const merged = mergeTariffVersion(
      current,
      aTariffVersion({ id: 'promo', validFrom: '2026-01-01', validTo: '2027-01-31' }),
      { replace: true },
    );
    expect(validities(merged.file.versions)).toEqual(['promo:2026-01-01..2027-01-31', '2027:2027-02-01..']);
    expect(merged.actions).toContain('removed 2026 (2026-01-01 to 2026-12-31), entirely covered by promo');
  });

  test('with --replace a version of the same id is replaced', () => {
    const merged = mergeTariffVersion(
      current,
      aTariffVersion({ id: '2027', validFrom: '2027-01-01', validTo: undefined }),
      {
        replace: true,
      },
    );
    expect(validities(merged.file.versions)).toEqual(['2026:2026-01-01..2026-12-31', '2027:2027-01-01..']);
    expect(merged.actions[0]).toBe('replaced 2027 (2027-01-01 to open end)');
  });

  test('a version inside another is refused even with --replace, since that one would be split', () => {
    const add = () =>
      mergeTariffVersion(current, aTariffVersion({ id: 'summer', validFrom: '2026-07-01', validTo: '2026-08-31' }), {
        replace: true,
      });
    expect(add).toThrow('would have to be split');
  });
});
