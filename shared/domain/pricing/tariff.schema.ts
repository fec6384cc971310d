import * as z from 'zod';
import { lazySchema } from '#shared/domain/lazy-schema.ts';
import { hasAtMostDecimals } from './money.ts';

/** The service never prices more than this many billable loading metres; above it is manual review. */
export const MAX_BILLABLE_LDM = 10;

/** Every Spanish province code, 01 (Álava) to 52 (Melilla). */
export const SPANISH_PROVINCES: readonly string[] = Array.from({ length: 52 }, (_, i) =>
  String(i + 1).padStart(2, '0'),
);

const isoDate = lazySchema(() => z.iso.date().describe('Calendar date, YYYY-MM-DD'));

const zoneId = lazySchema(() =>
  z
    .string()
    .regex(/^[A-Z0-9][A-Z0-9_-]{0,31}$/)
    .describe('Zone identifier: uppercase letters, digits, "-" or "_", e.g. ES-NE or IT-N'),
);

const provinceCode = lazySchema(() =>
  z
    .string()
    .regex(/^(0[1-9]|[1-4][0-9]|5[0-2])$/)
    .describe('Spanish province: the first two digits of a Spanish postal code, 01 to 52'),
);

const postalPrefix = lazySchema(() =>
  z
    .string()
    .regex(/^[A-Z0-9]{1,10}$/)
    .describe('Start of a destination postal code, uppercase, without spaces or hyphens, e.g. "20" or "75"'),
);

const eurAmount = lazySchema(() =>
  z
    .number()
    .nonnegative()
    .refine((value) => hasAtMostDecimals(value, 2), 'at most two decimals (cents)'),
);

const tenthsOfMetre = lazySchema(() =>
  z
    .number()
    .positive()
    .max(MAX_BILLABLE_LDM)
    .refine((value) => hasAtMostDecimals(value, 1), 'a multiple of 0.1 loading metres'),
);

export const originZoneSchema = lazySchema(() =>
  z
    .object({
      id: zoneId,
      name: z.string().min(1).describe('Human name of the zone, e.g. "Cataluña y Aragón"'),
      provinces: z.array(provinceCode).min(1).describe('Spanish provinces (first two postal-code digits) in this zone'),
    })
    .describe('Origin zone: a set of Spanish provinces'),
);

export const destinationZoneSchema = lazySchema(() =>
  z
    .object({
      id: zoneId,
      name: z.string().min(1).describe('Human name of the zone, e.g. "Italia norte"'),
      country: z
        .string()
        .regex(/^[A-Z]{2}$/)
        .describe('ISO 3166-1 alpha-2 country code'),
      postalPrefixes: z
        .array(postalPrefix)
        .default([])
        .describe(
          'Postal-code prefixes covered; empty means the whole country. The longest matching prefix wins, a whole-country zone catches the rest',
        ),
    })
    .describe('Destination zone: a country, or the part of it whose postal codes start with one of the prefixes'),
);

export const priceBandSchema = lazySchema(() =>
  z
    .object({
      upToLdm: tenthsOfMetre.describe('Upper end of the band in billable loading metres, inclusive'),
      pricePerLdm: eurAmount.describe('Price in EUR per billable loading metre for quantities in this band'),
    })
    .describe('A billable-metre band: from just above the previous band up to `upToLdm`'),
);

const workingDays = lazySchema(() => z.number().int().min(0).max(30));

export const laneJourneySchema = lazySchema(() =>
  z
    .object({
      crossings: z
        .array(z.string().regex(/^[a-z0-9-]+$/))
        .min(1)
        .optional()
        .describe('Border and sea crossings of the lane, in travel order, by their id in data/journey/corridors.json'),
      distanceKm: z.number().positive().max(10_000).optional().describe('Road distance of the lane in km'),
      transitDays: z
        .object({ min: workingDays, max: workingDays })
        .refine((days) => days.min <= days.max, 'min must not exceed max')
        .optional()
        .describe(
          "Transit time the operator declares, in the destination's working days after loading: it decides the delivery window",
        ),
      handlingDays: z
        .object({ origin: workingDays.optional(), destination: workingDays.optional() })
        .optional()
        .describe("Working days at the origin and destination hubs, where this lane's differ from the version's"),
    })
    .strict()
    .describe("What the operator fixes of a lane's journey; anything left out is computed"),
);

/** The vehicle a version's journeys are planned for: the exemptions of the ban texts that hold for it are applied. */
export const plannedVehicleSchema = lazySchema(() =>
  z
    .object({
      euroClass: z.number().int().min(0).max(7).describe('Euro emission class of the tractor unit'),
      lowNoise: z.boolean().describe("Certified low-noise (Austria's night ban exemption)"),
      travelDocuments: z
        .boolean()
        .describe(
          "Carries documents of the journey's origin and destination (Italy's hours for international traffic)",
        ),
    })
    .strict()
    .describe('The vehicle the journeys are planned for; the exemptions that hold for it are applied and named'),
);

/** The vehicle a version that states none is planned for: an international groupage lorry, Euro VI, low-noise, with its documents. */
export const DEFAULT_PLANNED_VEHICLE: z.infer<typeof plannedVehicleSchema> = {
  euroClass: 6,
  lowNoise: true,
  travelDocuments: true,
};

export const journeyDefaultsSchema = lazySchema(() =>
  z
    .object({
      handlingDays: z
        .object({ origin: workingDays, destination: workingDays })
        .describe('Working days at the origin hub before the truck leaves, and at the destination hub before delivery'),
      deliverySpreadDays: workingDays.describe('Working days the delivery round may take after the first delivery day'),
      vehicle: plannedVehicleSchema.optional(),
    })
    .strict()
    .describe("The groupage handling of every lane of the version, unless a lane's own journey says otherwise"),
);

/** The stated sample handling when a version states none: the truck leaves on the loading day, delivers within 1-2 working days of arriving. */
export const DEFAULT_JOURNEY_TERMS: z.infer<typeof journeyDefaultsSchema> = {
  handlingDays: { origin: 0, destination: 1 },
  deliverySpreadDays: 1,
};

const measuredBasis = lazySchema(() =>
  z
    .string()
    .min(1)
    .describe(
      'What was measured: the fleet or sites, the period and how, e.g. "2025 trunk fleet, fuel cards, 1.2 million km"',
    ),
);

/**
 * What an operator states of its own emissions for a version (ISO 14083 primary data), and where its hubs are.
 * Stated figures replace the defaults of data/journey/emission-factors.json and are labelled primary data.
 */
export const operatorEmissionsSchema = lazySchema(() =>
  z
    .object({
      hubs: z
        .record(
          zoneId,
          z.union([
            z.string().regex(/^[A-Za-z0-9][A-Za-z0-9 -]{0,9}$/),
            z.tuple([z.number().min(-90).max(90), z.number().min(-180).max(180)]),
          ]),
        )
        .optional()
        .describe(
          'The hub serving each zone (origin or destination zone id), by postal code or as [latitude, longitude]: where the collection round ends and the delivery round starts. A zone without one takes the reference point of the postal area of the code',
        ),
      fleet: z
        .object({
          ttwKgPerTkm: z.number().positive().max(5).describe('Tank-to-wheel, kg CO2e per tonne-km'),
          wttKgPerTkm: z.number().positive().max(5).describe('Well-to-tank, kg CO2e per tonne-km'),
          loadTonnes: z
            .number()
            .positive()
            .max(44)
            .describe(
              'Average load of the trunk trucks on their loaded kilometres, over which the intensity was measured',
            ),
          basis: measuredBasis,
        })
        .strict()
        .optional()
        .describe(
          "Primary data: the well-to-wheel intensity of the operator's own trunk fleet, empty running included",
        ),
      hub: z
        .object({ kgPerTonne: z.number().positive().max(100), basis: measuredBasis })
        .strict()
        .optional()
        .describe("Primary data: kg CO2e per tonne handled at the operator's hubs"),
    })
    .strict()
    .describe("The operator's own emission figures and hubs; anything left out takes the defaults"),
);

export const laneSchema = lazySchema(() =>
  z
    .object({
      origin: zoneId.describe('Origin zone id'),
      destination: zoneId.describe('Destination zone id'),
      minimumCharge: eurAmount.describe('Lowest transport amount in EUR charged on this lane'),
      bands: z
        .array(priceBandSchema)
        .min(1)
        .describe(`Price bands in ascending order; the last reaches at least ${MAX_BILLABLE_LDM} loading metres`),
      journey: laneJourneySchema.optional(),
    })
    .superRefine((lane, ctx) => {
      lane.bands.forEach((band, index) => {
        const previous = lane.bands[index - 1];
        if (previous && band.upToLdm <= previous.upToLdm) {
          ctx.addIssue({
            code: 'custom',
            path: ['bands', index, 'upToLdm'],
            message: 'bands must be in ascending order',
          });
        }
      });
      const last = lane.bands.at(-1);
      if (last && last.upToLdm < MAX_BILLABLE_LDM) {
        ctx.addIssue({
          code: 'custom',
          path: ['bands'],
          message: `the last band must reach ${MAX_BILLABLE_LDM} loading metres so every accepted quantity has a price`,
        });
      }
    })
    .describe('Prices from one origin zone to one destination zone'),
);

export const fuelClauseSchema = lazySchema(() =>
  z
    .object({
      share: z.number().min(0).max(1).describe('Share of the transport amount exposed to the diesel price, e.g. 0.30'),
      referencePrice: z
        .number()
        .positive()
        .describe('Diesel price in EUR per litre at which the surcharge is zero, e.g. 1.45'),
    })
    .describe('Fuel clause: gasoleo = transporte × share × (weekPrice − referencePrice) / referencePrice'),
);

export const tariffVersionSchema = lazySchema(() =>
  z
    .object({
      id: z
        .string()
        .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/)
        .describe('Version identifier, e.g. "2026"'),
      validFrom: isoDate.describe('First loading date this version prices, inclusive'),
      validTo: isoDate.optional().describe('Last loading date this version prices, inclusive; absent means open-ended'),
      currency: z.literal('EUR').describe('Currency of every amount in the version'),
      minimumBillableMetres: tenthsOfMetre.describe('Fewest loading metres ever billed, e.g. 1.0'),
      fuel: fuelClauseSchema,
      originZones: z.array(originZoneSchema).min(1).describe('Origin zones; together they cover all 52 provinces'),
      destinationZones: z.array(destinationZoneSchema).min(1).describe('Destination zones'),
      lanes: z.array(laneSchema).describe('Priced lanes; a pair of zones without a lane is manual review'),
      journey: journeyDefaultsSchema.optional(),
      emissions: operatorEmissionsSchema.optional(),
    })
    .superRefine((version, ctx) => {
      if (version.validTo !== undefined && version.validTo < version.validFrom) {
        ctx.addIssue({ code: 'custom', path: ['validTo'], message: 'validTo must not be before validFrom' });
      }

      const zoneOfProvince = new Map<string, string>();
      const originIds = new Set<string>();
      version.originZones.forEach((zone, index) => {
        if (originIds.has(zone.id)) {
          ctx.addIssue({ code: 'custom', path: ['originZones', index, 'id'], message: `duplicate zone id ${zone.id}` });
        }
        originIds.add(zone.id);
        for (const province of zone.provinces) {
          const other = zoneOfProvince.get(province);
          if (other !== undefined) {
            ctx.addIssue({
              code: 'custom',
              path: ['originZones', index, 'provinces'],
              message: `province ${province} is in both ${other} and ${zone.id}`,
            });
          }
          zoneOfProvince.set(province, zone.id);
        }
      });
      const missing = SPANISH_PROVINCES.filter((province) => !zoneOfProvince.has(province));
      if (missing.length > 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['originZones'],
          message: `provinces not in any origin zone: ${missing.join(', ')}`,
        });
      }

      const destinationIds = new Set<string>();
      const zoneOfPrefix = new Map<string, string>();
      version.destinationZones.forEach((zone, index) => {
        if (destinationIds.has(zone.id)) {
          ctx.addIssue({
            code: 'custom',
            path: ['destinationZones', index, 'id'],
            message: `duplicate zone id ${zone.id}`,
          });
        }
        destinationIds.add(zone.id);
        const prefixes = zone.postalPrefixes.length === 0 ? [''] : zone.postalPrefixes;
        for (const prefix of prefixes) {
          const key = `${zone.country}:${prefix}`;
          const other = zoneOfPrefix.get(key);
          if (other !== undefined) {
            ctx.addIssue({
              code: 'custom',
              path: ['destinationZones', index, 'postalPrefixes'],
              message: `${prefix === '' ? `the whole of ${zone.country}` : `${zone.country} prefix ${prefix}`} is in both ${other} and ${zone.id}`,
            });
          }
          zoneOfPrefix.set(key, zone.id);
        }
      });

      const lanes = new Set<string>();
      version.lanes.forEach((lane, index) => {
        if (!originIds.has(lane.origin)) {
          ctx.addIssue({
            code: 'custom',
            path: ['lanes', index, 'origin'],
            message: `unknown origin zone ${lane.origin}`,
          });
        }
        if (!destinationIds.has(lane.destination)) {
          ctx.addIssue({
            code: 'custom',
            path: ['lanes', index, 'destination'],
            message: `unknown destination zone ${lane.destination}`,
          });
        }
        const key = `${lane.origin}>${lane.destination}`;
        if (lanes.has(key)) {
          ctx.addIssue({
            code: 'custom',
            path: ['lanes', index],
            message: `duplicate lane ${lane.origin} → ${lane.destination}`,
          });
        }
        lanes.add(key);
      });

      for (const zone of Object.keys(version.emissions?.hubs ?? {})) {
        if (!originIds.has(zone) && !destinationIds.has(zone)) {
          ctx.addIssue({ code: 'custom', path: ['emissions', 'hubs', zone], message: `unknown zone ${zone}` });
        }
      }
    })
    .describe('One version of the tariff, valid for loading dates from validFrom to validTo'),
);

/** True when the two inclusive date ranges share at least one day; an absent end is open-ended. */
export const validityOverlaps = (
  a: Pick<TariffVersion, 'validFrom' | 'validTo'>,
  b: Pick<TariffVersion, 'validFrom' | 'validTo'>,
): boolean =>
  (a.validTo === undefined || b.validFrom <= a.validTo) && (b.validTo === undefined || a.validFrom <= b.validTo);

export const tariffFileSchema = lazySchema(() =>
  z
    .object({
      notice: z.string().optional().describe('Free text for operators, e.g. that the file holds sample data'),
      versions: z.array(tariffVersionSchema).min(1).describe('Tariff versions; their validity periods never overlap'),
    })
    .superRefine((file, ctx) => {
      file.versions.forEach((version, index) => {
        file.versions.slice(0, index).forEach((earlier) => {
          if (earlier.id === version.id) {
            ctx.addIssue({
              code: 'custom',
              path: ['versions', index, 'id'],
              message: `duplicate version id ${version.id}`,
            });
          } else if (validityOverlaps(earlier, version)) {
            ctx.addIssue({
              code: 'custom',
              path: ['versions', index, 'validFrom'],
              message: `validity of ${version.id} overlaps that of ${earlier.id}`,
            });
          }
        });
      });
    })
    .describe('Road-freight tariff: versions with a validity period, zones, lanes and price bands'),
);

export type OriginZone = z.infer<typeof originZoneSchema>;
export type DestinationZone = z.infer<typeof destinationZoneSchema>;
export type Lane = z.infer<typeof laneSchema>;
export type LaneJourney = z.infer<typeof laneJourneySchema>;
export type JourneyDefaults = z.infer<typeof journeyDefaultsSchema>;
export type PlannedVehicle = z.infer<typeof plannedVehicleSchema>;
export type OperatorEmissions = z.infer<typeof operatorEmissionsSchema>;
export type FuelClause = z.infer<typeof fuelClauseSchema>;
export type TariffVersion = z.infer<typeof tariffVersionSchema>;
export type TariffFile = z.infer<typeof tariffFileSchema>;
