import * as z from 'zod';
import { toolOutput } from '../accepted-forms.ts';

/**
 * The output schemas the tools list: the main fields of each answer, described, with the rest allowed. Flat (no
 * unions or references) and short, so `tools/list` stays small; the REST contract (the OpenAPI document) has the
 * whole shape, except that a field that may be null is `anyOf` its type and null.
 */

/** A nested object listed by its meaning only. */
const described = (text: string) => z.object({}).loose().describe(text);

/** The result of the estimate and of the quote tools: the amount and what it rests on. */
export const priceOutput = toolOutput(
  z
    .object({
      id: z.string().describe('identifier of the result'),
      estado: z
        .enum(['estimacion', 'revision_manual'])
        .describe('estimacion: an indicative price; revision_manual: no amount is given'),
      total: z.number().optional().describe('EUR, VAT excluded, fuel surcharge included (estimacion only)'),
      moneda: z.string().optional().describe('EUR'),
      fechaCarga: z.iso.date().describe('loading date used'),
      emitido: z.string().describe('issue time, RFC 3339'),
      caduca: z.string().describe('expiry time, RFC 3339'),
      supuestos: described('assumptions: show them with the amount').optional(),
      transito: described('the journey').optional(),
      emisiones: described('CO2e of the shipment, ISO 14083').optional(),
      mensaje: z.string().describe('the result in one sentence'),
    })
    .loose(),
);

/** One calendar entry, as the calendar and the route answer it. */
const banOutput = z
  .object({
    country: z.string(),
    date: z.iso.date(),
    start: z.string().describe('HH:MM, Central European Time'),
    end: z.string().describe('HH:MM, Central European Time'),
    scope: z.string().describe('nationwide, transit, regional or roads'),
    reason: z.string(),
    officialSource: described('the authority: name, url'),
  })
  .loose();

/** The CC BY licence object every driving-ban answer carries. */
const licenseOutput = z.object({ name: z.string(), url: z.string(), attribution: z.string() }).loose();

/** The calendar answer: the REST document of the days given, cut at a whole day when too large. */
export const calendarOutput = toolOutput(
  z
    .object({
      filters: z.object({ from: z.iso.date(), to: z.iso.date() }).loose().describe('the days and countries answered'),
      bans: z.array(banOutput).optional(),
      countries: z.array(described('a country: code, name, summary, official source')).optional(),
      truncated: z
        .object({ nextFrom: z.iso.date(), entriesLeftOut: z.number(), narrowing: z.string() })
        .loose()
        .optional()
        .describe('present when days were left out: how to ask for the rest'),
      license: licenseOutput,
    })
    .loose(),
);

/** The change-log answer: the REST document of the changes given, cut at a whole change when too large. */
export const changesOutput = toolOutput(
  z
    .object({
      changes: z.array(z.object({ date: z.iso.date(), country: z.string(), summary: z.string() }).loose()),
      count: z.number(),
      truncated: described('present when older changes were left out: how to ask for fewer').optional(),
      license: licenseOutput,
    })
    .loose(),
);

/** The route answer. */
export const routeOutput = toolOutput(
  z
    .object({
      route: z
        .object({
          departure: z.string(),
          arrival: z.string(),
          legs: z.array(
            z.object({ country: z.string(), hours: z.number(), enters: z.string(), leaves: z.string() }).loose(),
          ),
        })
        .loose()
        .describe('each country passed, in order'),
      bans: z
        .array(banOutput.extend({ blocksDeparture: z.boolean().describe('nationwide, transit or night: true') }))
        .describe('the calendar entries the route meets'),
      count: z.number(),
      clearDeparture: z
        .object({ departure: z.string() })
        .loose()
        .nullable()
        .describe('earliest departure in 7 days meeting no nationwide or transit ban, or null'),
      latestDeparture: z
        .object({ departure: z.string() })
        .loose()
        .nullable()
        .describe('latest departure as early or by arriveBy, or null'),
      assumptions: z.array(z.string()),
      transito: described('the journey, by origin and destination').optional(),
      emisiones: described('CO2e of one tonne, by origin and destination').optional(),
      license: licenseOutput,
    })
    .loose(),
);
