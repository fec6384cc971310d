import * as z from 'zod';

/**
 * Loading metres from pallets, as European road freight counts them (see docs/pallets.md for the sources): a
 * loading metre is one metre of a trailer's length at the reference width of 2.4 m, so a pallet takes its footprint
 * divided by 2.4 m: a euro pallet 0.4 m, an industrial pallet 0.5 m. A standard semi-trailer is 13.6 m long and 2.45
 * to 2.48 m wide inside, and takes 33 euro pallets or 26 industrial pallets on the floor.
 */

/** Footprints in centimetres: length (the long side) and width. */
export const PALLET_FOOTPRINTS = {
  euro: { lengthCm: 120, widthCm: 80 },
  industrial: { lengthCm: 120, widthCm: 100 },
} as const;

export type PalletKind = keyof typeof PALLET_FOOTPRINTS;
export const PALLET_KINDS = ['euro', 'industrial'] as const satisfies readonly PalletKind[];

/** The trailer: its inside length, the narrowest inside width of the range (2.45 m) and the loading metre's width. */
export const TRAILER = { lengthCm: 1360, widthCm: 245, referenceWidthCm: 240 } as const;

/** Most pallets of one kind a count may give: a full trailer of them stacked two high. */
export const MAX_PALLETS: Readonly<Record<PalletKind, number>> = { euro: 66, industrial: 52 };

const count = (kind: PalletKind) =>
  z
    .int()
    .min(0)
    .max(MAX_PALLETS[kind])
    .describe(
      `${kind} pallets (${PALLET_FOOTPRINTS[kind].lengthCm} x ${PALLET_FOOTPRINTS[kind].widthCm} cm), a whole number from 0 to ${MAX_PALLETS[kind]}`,
    );

/** The counts and the stacking of a load, each described for the faces that list them (the MCP tool). */
export const palletLoadShape = {
  euro: count('euro'),
  industrial: count('industrial'),
  stackable: z.boolean().describe('the pallets may be stacked two high'),
};

export const palletLoadSchema = z
  .strictObject(palletLoadShape)
  .refine((load) => load.euro + load.industrial > 0, 'give at least one pallet');

export type PalletLoad = z.infer<typeof palletLoadSchema>;

/** How the pallets of one kind stand on the floor. */
export interface KindLayout {
  readonly kind: PalletKind;
  readonly count: number;
  /** Floor positions: the count, or half of it rounded up when stacked two high. */
  readonly positions: number;
  /** Stacked two high; with an odd count the last pallet takes a floor position alone (`oddAlone`). */
  readonly stacked: boolean;
  readonly oddAlone: boolean;
  /** The orientation taking the least length per pallet: the side along the trailer and the side across it. */
  readonly alongCm: number;
  readonly acrossCm: number;
  readonly perRow: number;
  readonly fullRows: number;
  /** Pallets left for a part row (fewer than `perRow`). */
  readonly partRow: number;
  /** Length per floor position at the loading metre's width, in centimetres (40 for a euro pallet). */
  readonly cmPerPosition: number;
}

interface Laid {
  readonly kinds: readonly KindLayout[];
  /** The floor length the rows take: whole rows, then the part rows as short as they can be laid. */
  readonly occupiedCm: number;
  /** The loading metres of the pallets: each floor position its share of a row. */
  readonly metres: number;
}

export type PalletMetres =
  | (Laid & {
      readonly fits: true;
      /** No further pallet of either kind fits behind the load: it takes the whole trailer. */
      readonly fullTrailer: boolean;
      /** The loading metres to give the estimate (`metros`): the pallets' metres, or the whole trailer when full. */
      readonly metros: number;
    })
  | (Laid & { readonly fits: false });

const orientations = (kind: PalletKind) => {
  const { lengthCm, widthCm } = PALLET_FOOTPRINTS[kind];
  return [
    { alongCm: lengthCm, acrossCm: widthCm },
    { alongCm: widthCm, acrossCm: lengthCm },
  ];
};

/** Full rows in the orientation that takes the least length per pallet; on a tie, the one with more per row. */
const rowLayout = (kind: PalletKind) => {
  const [best] = orientations(kind)
    .map((o) => ({ ...o, perRow: Math.floor(TRAILER.widthCm / o.acrossCm) }))
    .sort((a, b) => a.alongCm / a.perRow - b.alongCm / b.perRow || b.perRow - a.perRow);
  return best as { alongCm: number; acrossCm: number; perRow: number };
};

/**
 * The length of the part rows: each laid in the orientation that takes the least length, alone or side by side
 * with the other kind's when both fit across the trailer (one euro pallet crosswise beside an industrial one).
 */
const partRowsCm = (parts: readonly { kind: PalletKind; pallets: number }[]): number => {
  const options = parts
    .filter((part) => part.pallets > 0)
    .map((part) =>
      orientations(part.kind)
        .map((o) => ({ alongCm: o.alongCm, acrossCm: o.acrossCm * part.pallets }))
        .filter((o) => o.acrossCm <= TRAILER.widthCm),
    );
  const alone = options.reduce((sum, choices) => sum + Math.min(...choices.map((o) => o.alongCm)), 0);
  const [first = [], second = []] = options;
  if (options.length !== 2) return alone;
  const side = first.flatMap((a) =>
    second.filter((b) => a.acrossCm + b.acrossCm <= TRAILER.widthCm).map((b) => Math.max(a.alongCm, b.alongCm)),
  );
  return Math.min(alone, ...side);
};

const lay = (positions: Readonly<Record<PalletKind, number>>, load: PalletLoad): Laid => {
  const kinds = PALLET_KINDS.filter((kind) => load[kind] > 0 || positions[kind] > 0).map((kind): KindLayout => {
    const row = rowLayout(kind);
    return {
      kind,
      count: load[kind],
      positions: positions[kind],
      stacked: load.stackable,
      oddAlone: load.stackable && load[kind] % 2 === 1,
      ...row,
      fullRows: Math.floor(positions[kind] / row.perRow),
      partRow: positions[kind] % row.perRow,
      cmPerPosition: (row.alongCm * row.acrossCm) / TRAILER.referenceWidthCm,
    };
  });
  const rowsCm = kinds.reduce((sum, k) => sum + k.fullRows * k.alongCm, 0);
  const occupiedCm = rowsCm + partRowsCm(kinds.map((k) => ({ kind: k.kind, pallets: k.partRow })));
  const shareCm = kinds.reduce((sum, k) => sum + k.positions * k.cmPerPosition, 0);
  // Rounded up to a tenth of a metre, as billable metres are; whole euro and industrial positions never need it.
  return { kinds, occupiedCm, metres: Math.ceil(Math.round(shareCm * 1000) / 10_000) / 10 };
};

/**
 * The loading metres of a pallet load: floor positions per kind (two high halves them, rounding up), full rows in
 * the orientation taking the least length, part rows laid as short as they can be; the metres are each position's
 * share of its row. A load that leaves no room for one more pallet takes the whole trailer (13.6 m: 33 euro
 * pallets, 26 industrial); one whose rows are longer than the trailer does not fit.
 */
export const palletLoadingMetres = (load: PalletLoad): PalletMetres => {
  const positions = (extra: PalletKind | undefined) =>
    Object.fromEntries(
      PALLET_KINDS.map((kind) => [
        kind,
        (load.stackable ? Math.ceil(load[kind] / 2) : load[kind]) + (kind === extra ? 1 : 0),
      ]),
    ) as Record<PalletKind, number>;
  const laid = lay(positions(undefined), load);
  if (laid.occupiedCm > TRAILER.lengthCm) return { ...laid, fits: false };
  const roomLeft = PALLET_KINDS.some((kind) => lay(positions(kind), load).occupiedCm <= TRAILER.lengthCm);
  return {
    ...laid,
    fits: true,
    fullTrailer: !roomLeft,
    metros: roomLeft ? laid.metres : TRAILER.lengthCm / 100,
  };
};
