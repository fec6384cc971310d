import { resultTextsData } from '#data/texts/index.ts';
import { LANGUAGES, type Language } from '#shared/domain/languages.ts';
import { palletSentences } from '#shared/domain/loading/pallet-texts.ts';
import {
  type PalletLoad,
  type PalletMetres,
  palletLoadingMetres,
  palletLoadSchema,
} from '#shared/domain/loading/pallets.ts';

/** The sentences with the committed texts of data/texts. */
const sentencesIn = (lang: Language, result: PalletMetres) =>
  palletSentences(resultTextsData.languages[lang], lang, result);

const load = (overrides: Partial<PalletLoad>): PalletLoad => ({
  euro: 0,
  industrial: 0,
  stackable: false,
  ...overrides,
});

const metrosOf = (overrides: Partial<PalletLoad>) => {
  const result = palletLoadingMetres(load(overrides));
  if (!result.fits) throw new Error('expected the load to fit');
  return result.metros;
};

describe('loading metres from pallets', () => {
  test.each([
    [{ euro: 1 }, 0.4],
    [{ euro: 6 }, 2.4],
    [{ euro: 7 }, 2.8],
    [{ euro: 32 }, 12.8],
    [{ industrial: 1 }, 0.5],
    [{ industrial: 4 }, 2],
    [{ industrial: 25 }, 12.5],
    [{ euro: 6, industrial: 2 }, 3.4],
  ])('%j takes %d loading metres, each pallet its footprint at 2.4 m wide', (given, metres) => {
    expect(metrosOf(given)).toBe(metres);
  });

  test('six euro pallets stand three per row, lengthwise, in two full rows', () => {
    const result = palletLoadingMetres(load({ euro: 6 }));

    expect(result).toMatchObject({ fits: true, fullTrailer: false, metros: 2.4, occupiedCm: 240 });
    expect(result.kinds).toEqual([
      expect.objectContaining({ kind: 'euro', positions: 6, perRow: 3, alongCm: 120, acrossCm: 80, fullRows: 2 }),
    ]);
  });

  test('industrial pallets stand crosswise, two per row of 1 m, the orientation that takes the least length', () => {
    const [layout] = palletLoadingMetres(load({ industrial: 5 })).kinds;

    expect(layout).toMatchObject({
      alongCm: 100,
      acrossCm: 120,
      perRow: 2,
      fullRows: 2,
      partRow: 1,
      cmPerPosition: 50,
    });
  });

  test.each([
    [{ euro: 33 }, 13.2],
    [{ industrial: 26 }, 13],
    [{ euro: 66, stackable: true }, 13.2],
    [{ euro: 30, industrial: 2 }, 13],
  ])('%j leaves room for no further pallet: the whole trailer, 13.6 m', (given, metres) => {
    const result = palletLoadingMetres(load(given));

    expect(result).toMatchObject({ fits: true, fullTrailer: true, metros: 13.6, metres });
    expect(sentencesIn('en', result)).toContain(
      'No further pallet fits behind these: the load takes the whole trailer, 13.6 loading metres.',
    );
  });

  test('stacked two high halves the floor positions, an odd count rounding up', () => {
    const result = palletLoadingMetres(load({ euro: 7, industrial: 4, stackable: true }));

    expect(result.kinds).toEqual([
      expect.objectContaining({ kind: 'euro', count: 7, positions: 4, oddAlone: true }),
      expect.objectContaining({ kind: 'industrial', count: 4, positions: 2, oddAlone: false }),
    ]);
    expect(result).toMatchObject({ fits: true, metros: 2.6 });
  });

  test('a lone euro pallet beside a lone industrial pallet shares one row of 1 m', () => {
    // 30 euro pallets fill ten rows (12 m); the 31st crosswise beside the industrial one takes 1 m, not 2.2 m.
    const result = palletLoadingMetres(load({ euro: 31, industrial: 1 }));

    expect(result).toMatchObject({ fits: true, occupiedCm: 1300, metres: 12.9, fullTrailer: true, metros: 13.6 });
  });

  test.each([
    [{ euro: 34 }, 14],
    [{ industrial: 27 }, 14],
    [{ euro: 33, industrial: 1 }, 14.2],
    [{ euro: 67, stackable: true }, 14],
  ])('%j does not fit one trailer: its rows need %d m', (given, needed) => {
    const result = palletLoadingMetres(load(given));

    expect(result).toMatchObject({ fits: false, occupiedCm: needed * 100 });
    expect(sentencesIn('en', result).at(-1)).toBe(
      `In rows these pallets need ${needed} m of floor, more than the trailer’s 13.6 m: they do not fit on one trailer.`,
    );
  });

  test('the input takes whole counts within a stacked full trailer and at least one pallet', () => {
    expect(palletLoadSchema.safeParse({ euro: 6, industrial: 0, stackable: false }).success).toBe(true);
    expect(palletLoadSchema.safeParse({ euro: 0, industrial: 0, stackable: false }).success).toBe(false);
    expect(palletLoadSchema.safeParse({ euro: 2.5, industrial: 0, stackable: false }).success).toBe(false);
    expect(palletLoadSchema.safeParse({ euro: 67, industrial: 0, stackable: true }).success).toBe(false);
    expect(palletLoadSchema.safeParse({ euro: -1, industrial: 1, stackable: false }).success).toBe(false);
    expect(palletLoadSchema.safeParse({ euro: 1, industrial: 0 }).success).toBe(false);
  });
});

describe('how the metres were computed, in sentences', () => {
  test('English states positions, rows, the share of each position, the trailer and the rounding', () => {
    expect(sentencesIn('en', palletLoadingMetres(load({ euro: 7, stackable: true })))).toEqual([
      'Euro pallets (120 × 80 cm): 7, stacked two high, the odd one alone. Floor positions: 4, 3 per row (120 cm along the trailer, 80 cm across); full rows: 1; pallets in a part row: 1. 4 × 0.4 m = 1.6 loading metres.',
      'Trailer 13.6 m long and 2.45 m wide inside; a loading metre is one metre of its length at 2.4 m wide, so a pallet in a part row counts only its own share.',
      'Loading metres of the pallets: 1.6, rounded up to a tenth.',
    ]);
  });

  test('a load over the estimate’s 10 loading metres says so', () => {
    expect(sentencesIn('es', palletLoadingMetres(load({ industrial: 22 }))).at(-1)).toBe(
      'La estimación admite como máximo 10 metros lineales; para 11, pida una oferta al operador.',
    );
  });

  test.each(LANGUAGES)('%s writes every number in its own form and leaves no placeholder', (lang) => {
    const sentences = sentencesIn(lang, palletLoadingMetres(load({ euro: 5, industrial: 3, stackable: true })));

    expect(sentences).toHaveLength(4);
    expect(sentences.join(' ')).not.toMatch(/[{}]/);
    expect(sentences.join(' ')).toContain(lang === 'en' ? '13.6' : '13,6');
  });
});
