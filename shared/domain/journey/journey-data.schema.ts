import * as z from 'zod';
import { lazySchema } from '#shared/domain/lazy-schema.ts';
import { countryCodeSchema, localizedTextSchema } from '#shared/domain/traffic-bans/rules.schema.ts';

/**
 * The data a journey is computed from: where postal codes are, which borders and sea crossings lead from Spain to
 * each destination country, the working days of the destination and the emission factor. Every file records its
 * source; the journey's answers credit it.
 */

/** A point as [latitude, longitude] in decimal degrees (WGS 84), rounded to at most 4 decimals (about 11 m). */
export const pointSchema = lazySchema(() =>
  z
    .tuple([z.number().min(-90).max(90), z.number().min(-180).max(180)])
    .describe('[latitude, longitude] in decimal degrees, WGS 84'),
);

export type Point = z.infer<typeof pointSchema>;

export const dataSourceSchema = lazySchema(() =>
  z
    .object({
      name: z.string().min(1).describe('Who publishes the data, e.g. "GeoNames postal codes"'),
      url: z.url().describe('Where it is published'),
      licence: z.string().min(1).describe('e.g. "CC BY 4.0"'),
      credit: z.string().min(1).describe('The credit line shown wherever a result uses the data'),
      retrieved: z.iso.date().describe('When the copy the table was derived from was taken'),
      copy: z.string().min(1).optional().describe('The copy read: repository and commit, or document and edition'),
    })
    .strict(),
);

export type DataSource = z.infer<typeof dataSourceSchema>;

/** A postal prefix: upper-case letters and digits, no spaces or hyphens ("08", "200", "SW"). */
const postalPrefix = lazySchema(() => z.string().regex(/^[A-Z0-9]{1,6}$/));

export const countryPointsSchema = lazySchema(() =>
  z
    .object({
      reference: pointSchema.describe("The country's reference point, used for a code outside the table"),
      referenceBasis: z
        .string()
        .min(1)
        .describe('How the reference point was chosen, e.g. "mean of every postal code" or "Athens, the capital"'),
      prefixes: z
        .record(postalPrefix, pointSchema)
        .describe('Mean point of the postal codes that start with each prefix; the longest matching prefix wins'),
      known: z
        .object({
          digits: z.number().int().min(2).max(4).describe('How many leading digits of a code the set is written for'),
          bits: z
            .string()
            .regex(/^[A-Za-z0-9+/]*$/)
            .describe(
              'Bit n set when a listed code starts with n (written with `digits` digits): six bits per character of ' +
                'the base64 alphabet, the most significant first',
            ),
        })
        .strict()
        .optional()
        .describe(
          'The leading digits of the codes the source lists (four, or three for four-digit codes): a numeric code ' +
            'outside them is not in that list, and the journey says so. Absent for the letter-led codes (GB, IE), ' +
            'whose list is the prefixes themselves',
        ),
      source: dataSourceSchema
        .optional()
        .describe("Where this country's codes come from, when not from the file's source (Greece)"),
    })
    .strict(),
);

export type CountryPoints = z.infer<typeof countryPointsSchema>;
export type KnownCodes = NonNullable<CountryPoints['known']>;

export const postalPointsSchema = lazySchema(() =>
  z
    .object({
      source: dataSourceSchema,
      /** How the table was made: the generator command and what it averaged. */
      method: z.string().min(1),
      countries: z.record(countryCodeSchema, countryPointsSchema),
    })
    .strict(),
);

export type PostalPoints = z.infer<typeof postalPointsSchema>;

/**
 * The postal points' file with each country's table not yet read: a journey needs two countries of 29, so each
 * country's table is validated by `countryPointsSchema` when it is first read (`data/journey/index.ts`).
 */
export const postalPointsShellSchema = lazySchema(() =>
  postalPointsSchema.extend({
    countries: z.record(countryCodeSchema, z.unknown()),
  }),
);

/** An ISO 3166-2 code of a first-level region: DE-BY, FR-ARA, AT-7. */
export const regionCodeSchema = lazySchema(() => z.string().regex(/^[A-Z]{2}-[A-Z0-9]{1,3}$/));

/**
 * A first-level region of a country as rings of [latitude, longitude] (simplified): a point lies in the region when it
 * lies inside an odd number of its rings (holes and islands included). A region may be several parts (France's
 * regions are their départements).
 */
export const regionSchema = lazySchema(() =>
  z
    .object({
      code: regionCodeSchema,
      name: z.string().min(1),
      /** [south, west, north, east], for a quick test before the rings. */
      box: z.tuple([z.number(), z.number(), z.number(), z.number()]),
      rings: z.array(z.array(pointSchema).min(4)).min(1),
    })
    .strict(),
);

export const regionsSchema = lazySchema(() =>
  z
    .object({
      source: dataSourceSchema,
      /** How the table was made: the generator command, the simplification and what it left out. */
      method: z.string().min(1),
      countries: z.record(countryCodeSchema, z.array(regionSchema).min(1)),
    })
    .strict(),
);

export type Region = z.infer<typeof regionSchema>;
export type Regions = z.infer<typeof regionsSchema>;

/** A road border crossing between two countries. */
export const borderCrossingSchema = lazySchema(() =>
  z
    .object({
      id: z.string().regex(/^[a-z0-9-]+$/),
      name: z.string().min(1).describe('e.g. "La Jonquera / Le Perthus"'),
      between: z.tuple([countryCodeSchema, countryCodeSchema]),
      point: pointSchema,
      roads: z.string().min(1).describe('e.g. "AP-7 / A9"'),
      source: z.string().min(1).describe('A public text that names the crossing and its roads'),
      customsArea: z
        .string()
        .min(1)
        .optional()
        .describe(
          "The customs area of `customs.areas` both sides lie in, where it is not the entered country's (EU: the Irish border)",
        ),
    })
    .strict(),
);

/** The vessel types a ferry crossing can sail: ro-pax (passengers and freight) or ro-ro (freight only). */
export const VESSEL_TYPES = ['ro-pax', 'ro-ro'] as const;
export type VesselType = (typeof VESSEL_TYPES)[number];

/** The ISO weekday numbers, Monday 1 to Sunday 7. */
const isoWeekday = lazySchema(() => z.number().int().min(1).max(7));

/**
 * One scheduled departure of a line from one of its ports: the weekdays it sails on, the departure time in the port's
 * zone, and the time on board when the source gives that sailing's own arrival.
 */
const sailingSchema = lazySchema(() =>
  z
    .object({
      from: z.string().min(1).describe("The boarding port, as the crossing's `from` or `to` names it"),
      zone: z.string().min(1).describe('The IANA zone the departure time is read in, e.g. Europe/Madrid'),
      days: z.array(isoWeekday).min(1).describe('ISO weekdays of departure: 1 Monday to 7 Sunday'),
      time: z
        .string()
        .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/)
        .describe('HH:MM, local time of the boarding port'),
      hours: z
        .number()
        .positive()
        .optional()
        .describe("This sailing's time on board, from its departure and arrival as the source gives them"),
    })
    .strict(),
);

/**
 * A line's published timetable: its sailings, when the truck must be at the port, its validity and its source. Where
 * the source states only how often the line sails round the clock (a shuttle every so many minutes), the timetable is
 * that interval instead of sailings: no departure time is made up, and the truck is counted to wait a whole interval.
 */
const timetableSchema = lazySchema(() =>
  z
    .object({
      sailings: z.array(sailingSchema).min(1).optional(),
      headwayMinutes: z
        .number()
        .int()
        .positive()
        .optional()
        .describe('Where the source states only a frequency round the clock: the minutes between two departures'),
      checkInMinutes: z
        .number()
        .int()
        .nonnegative()
        .optional()
        .describe("Check-in closes this long before departure; absent: the data's `checkIn` default"),
      asOf: z.iso.date().describe('The date of the source the timetable is read from'),
      validFrom: z.iso.date().optional().describe('The first day the source says the timetable holds'),
      validTo: z.iso.date().optional().describe('The last day the source says the timetable holds'),
      source: z.string().min(1).describe('The page the days and times come from'),
    })
    .strict()
    .refine((timetable) => (timetable.sailings === undefined) !== (timetable.headwayMinutes === undefined), {
      message: 'a timetable gives either its sailings or the interval between departures, one of the two',
    }),
);

/** A port or terminal: its name, its point, and its customs area where it lies outside its country's. */
const portSchema = lazySchema(() =>
  z
    .object({
      name: z.string().min(1),
      point: pointSchema,
      customsArea: z
        .string()
        .min(1)
        .optional()
        .describe("The customs area of `customs.areas` the port lies in, where it is not its country's"),
    })
    .strict(),
);

/**
 * A stretch that is not driven: a ferry or a rail shuttle (the Channel Tunnel), from a port or terminal of one
 * country to one of another (or the same, for an island). Its time is an assumption stated with its source; a line
 * with a timetable sails at its scheduled departures, one without is boarded on arrival, and the answer says so.
 */
export const seaCrossingSchema = lazySchema(() =>
  z
    .object({
      id: z.string().regex(/^[a-z0-9-]+$/),
      kind: z.enum(['ferry', 'shuttle']),
      name: localizedTextSchema,
      operator: z.string().min(1).describe('Who sails the line, e.g. "Brittany Ferries"'),
      between: z.tuple([countryCodeSchema, countryCodeSchema]),
      from: portSchema,
      to: portSchema,
      hours: z.number().positive().describe('Time on board or on the shuttle, loading included where the source says'),
      km: z.number().positive().describe('Length of the crossing, for the emissions'),
      vessel: z
        .enum(VESSEL_TYPES)
        .optional()
        .describe("A ferry's vessel type for its emissions: ro-ro where the source says freight only, else ro-pax"),
      source: z.string().min(1).describe('The operator page or timetable the hours come from'),
      timetable: timetableSchema.optional().describe('The scheduled sailings, where a readable source gives them'),
    })
    .strict(),
);

/**
 * Where goods leave or enter the EU customs union or VAT area: the areas outside it (a country, or postal areas of a
 * country such as the Canary Islands), and the time a truck stands at the border or port for the formalities.
 */
export const customsSchema = lazySchema(() =>
  z
    .object({
      minutes: z.number().int().positive().describe('The stop for the formalities at a border or port'),
      source: z.string().min(1).describe('The public text the time comes from'),
      areas: z.array(
        z
          .object({
            id: z.string().regex(/^[A-Z0-9-]+$/),
            name: localizedTextSchema,
            countries: z.array(countryCodeSchema).min(1).describe('The countries of the area, or the one it lies in'),
            postalPrefixes: z
              .array(postalPrefix)
              .optional()
              .describe(
                'Where the area is part of a country: the postal prefixes it holds (the rest of the country is not)',
              ),
            exceptPostalPrefixes: z
              .array(postalPrefix)
              .optional()
              .describe(
                'Postal prefixes of its countries the area does not hold (Northern Ireland, BT, of Great Britain)',
              ),
            transit: localizedTextSchema
              .optional()
              .describe(
                'How goods cross the area between two points of the EU (the transit document), with its source',
              ),
          })
          .strict(),
      ),
    })
    .strict(),
);

export type Customs = z.infer<typeof customsSchema>;

/** Postal areas of a country reached only across the sea from the rest of it (islands, Ceuta and Melilla). */
export const islandSchema = lazySchema(() =>
  z
    .object({
      country: countryCodeSchema,
      name: localizedTextSchema,
      postalPrefixes: z.array(postalPrefix).min(1),
      /**
       * The crossings that link it with the mainland, any of which may be taken: ferries, or a land border from a
       * neighbouring country (Northern Ireland from Ireland); empty when none is known.
       */
      via: z.array(z.string()),
    })
    .strict(),
);

/** Road kilometres per great-circle kilometre, per country where the reference distances settle it. */
const circuityFactor = lazySchema(() => z.number().min(1).max(2));
export const circuitySchema = lazySchema(() =>
  z
    .object({
      default: circuityFactor.describe('the factor of a country the reference distances leave unsettled'),
      countries: z.record(countryCodeSchema, circuityFactor),
      drawnLegs: circuityFactor
        .describe("the factor of a leg drawn through the points its roads pass (legs[].via), whatever the country's")
        .optional(),
      method: z.string().min(1).describe('how the factors were fitted, and to what'),
    })
    .strict(),
);
export type Circuity = z.infer<typeof circuitySchema>;

export const corridorsSchema = lazySchema(() =>
  z
    .object({
      sources: z.array(z.string().min(1)).min(1),
      circuity: circuitySchema,
      checkIn: z
        .object({ minutes: z.number().int().nonnegative(), source: z.string().min(1) })
        .strict()
        .describe(
          "How long before a scheduled departure a truck is at the port where the line's timetable does not say",
        ),
      customs: customsSchema,
      crossings: z.array(borderCrossingSchema),
      seaCrossings: z.array(seaCrossingSchema),
      islands: z.array(islandSchema),
      legs: z
        .array(
          z
            .object({
              country: countryCodeSchema,
              between: z
                .tuple([z.string(), z.string()])
                .describe('the two crossings (land or sea) the leg joins, by id'),
              roads: z.array(z.string().min(1)).min(1).describe('the roads a lorry drives between them, in order'),
              via: z
                .array(pointSchema)
                .min(1)
                .describe('points the roads pass, in order from the first crossing: the leg is drawn through them')
                .optional(),
              source: z.string().min(1).describe('A public text that names the route and its roads'),
            })
            .strict(),
        )
        .optional()
        .describe('The roads of the legs between two crossings of a country, where a source names them'),
      /**
       * Per destination country, the country sequences a truck from Spain may follow, each starting with ES and
       * ending with the destination; between two neighbours of a sequence, any crossing (land or sea) between them.
       * The sequence and crossings of the shortest estimated distance are taken.
       */
      routes: z.record(countryCodeSchema, z.array(z.array(countryCodeSchema).min(1)).min(1)),
    })
    .strict(),
);

export type Corridors = z.infer<typeof corridorsSchema>;
export type BorderCrossing = z.infer<typeof borderCrossingSchema>;
export type SeaCrossing = z.infer<typeof seaCrossingSchema>;

/**
 * Public holidays per country, for the delivery window in the destination's working days: a rule is a fixed day
 * ("12-25"), an Easter offset ("easter 1"), an Orthodox Easter offset ("orthodox 1", for BG, GR and RO), or the nth
 * weekday of a month ("1st monday in may", "last monday in may"), optionally "since YYYY" / "prior to YYYY".
 * `holidayRuleDates` (shared/domain/journey/holiday-rules.ts) gives the dates of each form.
 */
export const publicHolidaysSchema = lazySchema(() =>
  z
    .object({
      source: dataSourceSchema,
      countries: z.record(
        countryCodeSchema,
        z.array(z.object({ rule: z.string().min(1), name: z.string().min(1) }).strict()),
      ),
      /** Rules of the source that are not of these forms and were left out, per country, with why. */
      leftOut: z.record(countryCodeSchema, z.array(z.string())),
    })
    .strict(),
);

export type PublicHolidays = z.infer<typeof publicHolidaysSchema>;

const factorSourceSchema = lazySchema(() =>
  z
    .object({
      name: z.string().min(1).describe('e.g. "GLEC Framework v3.0 (Smart Freight Centre, 2023), Module 2"'),
      year: z.number().int(),
      table: z.string().min(1).describe('The table and row the figures are read from, and the copy read'),
      url: z.url(),
    })
    .strict(),
);

/**
 * How much the vehicle of a factor carries, by the factor's own assumption: its typical load in tonnes (GLEC), or its
 * emissions per vehicle-kilometre (DESNZ publishes both per tonne-km and per km for the same row). The whole
 * vehicle's emissions over an element follow, and a shipment's share is never more.
 */
const vehicleLoadSchema = lazySchema(() =>
  z.union([
    z.object({ tonnes: z.number().positive() }).strict(),
    z.object({ ttwKgPerKm: z.number().positive(), wttKgPerKm: z.number().positive() }).strict(),
  ]),
);

/** Well-to-wheel intensity of one vehicle class: kg CO2e per tonne-kilometre, tank-to-wheel plus well-to-tank. */
export const emissionFactorSchema = lazySchema(() =>
  z
    .object({
      id: z.string().regex(/^[a-z0-9-]+$/),
      vehicle: localizedTextSchema,
      ttwKgPerTkm: z.number().positive(),
      wttKgPerTkm: z.number().positive(),
      source: factorSourceSchema,
    })
    .strict(),
);

/** A road vehicle class, with what the vehicle carries so that a shipment's share can be bounded by it. */
export const roadFactorSchema = lazySchema(() =>
  emissionFactorSchema.extend({ vehicleLoad: vehicleLoadSchema }).strict(),
);

/** A hub operation category: kg CO2e per tonne handled, as the source gives it (not split into TTW and WTT). */
export const hubFactorSchema = lazySchema(() =>
  z
    .object({
      id: z.string().regex(/^[a-z0-9-]+$/),
      vehicle: localizedTextSchema.describe('The hub category, said in each language'),
      kgPerTonne: z.number().positive(),
      source: factorSourceSchema,
    })
    .strict(),
);

export const emissionFactorsSchema = lazySchema(() =>
  z
    .object({
      trunk: roadFactorSchema.describe('The trunk haul between the hubs'),
      round: roadFactorSchema.describe('The collection and delivery rounds between the customers and the hubs'),
      hub: hubFactorSchema.describe('Each hub the shipment passes through'),
      /** Per tonne-kilometre of the gross load on board (truck and cargo), by vessel type. */
      vessels: z.record(z.enum(VESSEL_TYPES), emissionFactorSchema),
      truckTare: z
        .object({ tonnes: z.number().positive(), source: z.string().min(1) })
        .strict()
        .describe("The trunk truck's own mass, carried on board a ship with its load"),
      method: z.string().min(1).describe('How the chain is counted, and why these factors'),
    })
    .strict(),
);

export type EmissionFactor = z.infer<typeof emissionFactorSchema>;
export type RoadFactor = z.infer<typeof roadFactorSchema>;
export type HubFactor = z.infer<typeof hubFactorSchema>;
export type EmissionFactors = z.infer<typeof emissionFactorsSchema>;

const referencePlaceSchema = lazySchema(() =>
  z.object({ place: z.string().min(1), country: countryCodeSchema, postalCode: z.string().min(1) }).strict(),
);

/** Road distances of real routes from Spain, each with the readable text that states it: what the journey is held to. */
export const referenceDistancesSchema = lazySchema(() =>
  z
    .object({
      method: z.string().min(1),
      lanes: z
        .array(
          z
            .object({
              from: referencePlaceSchema,
              to: referencePlaceSchema,
              km: z.number().positive(),
              approximate: z.boolean().describe('true where the text gives the figure as about, almost or rounded'),
              source: z
                .object({
                  url: z.url(),
                  quote: z.string().min(1).describe('the words of the text that give the figure'),
                  retrieved: z.iso.date(),
                  note: z.string().min(1).optional(),
                })
                .strict(),
            })
            .strict(),
        )
        .min(30),
    })
    .strict(),
);
export type ReferenceDistances = z.infer<typeof referenceDistancesSchema>;
