import * as z from 'zod';
import { appliesToSchema, countryCodeSchema, kindSchema, officialSourceSchema, scopeSchema } from './rules.schema.ts';

const cetTime = z
  .string()
  .regex(/^(?:(?:[01]\d|2[0-3]):[0-5]\d|24:00)$/)
  .describe('HH:MM in Central European Time (Europe/Brussels); 24:00 is the end of the day.');

const localTime = z
  .string()
  .regex(/^(?:(?:[01]\d|2[0-3]):[0-5]\d|24:00)$/)
  .describe(
    "HH:MM in the country's own time (timezone), the same instant as start or end; 24:00 is midnight there. Equal to start and end where the country keeps CET.",
  );

const rfc3339 = z.iso.datetime({ offset: true }).describe('The same instant in RFC 3339 with its UTC offset.');

const lastVerified = z
  .string()
  .regex(/^\d{4}-(?:0[1-9]|1[0-2])$/)
  .describe('Month of the last check against the official source, YYYY-MM.');

export const banEntrySchema = z
  .object({
    country: countryCodeSchema,
    countryName: z.string().min(1),
    timezone: z.string().min(1).describe('IANA zone of the country.'),
    date: z.iso.date(),
    weekday: z.enum(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']),
    reason: z.string().min(1),
    start: cetTime,
    end: cetTime,
    startsAt: rfc3339,
    endsAt: rfc3339,
    localStart: localTime,
    localEnd: localTime,
    kind: kindSchema,
    vehicle: z.string().min(1),
    minimumTonnes: z.number().positive().optional(),
    scope: scopeSchema,
    officialSource: officialSourceSchema,
    lastVerified,
    page: z.url().describe('URL of the country page or section.'),
    note: z.string().min(1).optional(),
    appliesTo: appliesToSchema.optional(),
    roads: z.array(z.string().min(1)).min(1).optional(),
    regions: z
      .array(z.string().min(1))
      .min(1)
      .optional()
      .describe('ISO 3166-2 regions: where a regional ban holds, or where the roads of a road ban lie.'),
    provisional: z
      .literal(true)
      .optional()
      .describe('Present for dates estimated before the authority publishes them.'),
    provisionalReason: z
      .string()
      .min(1)
      .optional()
      .describe(
        'With provisional: what the date is projected from, and which text would confirm it; translated by lang.',
      ),
  })
  .strict()
  .describe('One date and time window of a driving ban.');

export type BanEntry = z.infer<typeof banEntrySchema>;

export const countryEntrySchema = z
  .object({
    code: countryCodeSchema,
    name: z.string().min(1),
    timezone: z.string().min(1),
    summary: z.string().min(1),
    officialSource: officialSourceSchema,
    lastVerified,
    page: z.url().optional().describe('Present in countries only.'),
  })
  .strict();

export type CountryEntry = z.infer<typeof countryEntrySchema>;

export const recurringEntrySchema = z
  .object({
    country: countryCodeSchema,
    countryName: z.string().min(1),
    kind: z.literal('night'),
    days: z.literal('daily'),
    start: z.string().regex(/^\d{2}:\d{2}$/),
    end: z.string().regex(/^\d{2}:\d{2}$/),
    timezone: z.string().min(1),
    vehicle: z.string().min(1),
    minimumTonnes: z.number().positive(),
    scope: scopeSchema,
    exceptions: z.array(z.string().min(1)),
    officialSource: officialSourceSchema,
    lastVerified,
  })
  .strict()
  .describe('A night ban, one block per country.');

export type RecurringEntry = z.infer<typeof recurringEntrySchema>;

export const calendarPartsSchema = z
  .object({
    countries: z.array(countryEntrySchema),
    countriesWithoutDatedBans: z.array(countryEntrySchema),
    recurring: z.array(recurringEntrySchema),
    bans: z.array(banEntrySchema),
    count: z.number().int().nonnegative(),
  })
  .strict();

export type CalendarParts = z.infer<typeof calendarPartsSchema>;
