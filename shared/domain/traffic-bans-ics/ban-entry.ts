import * as z from 'zod';

const hhmm = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;

export const banKinds = ['weekend', 'holiday', 'eve', 'road', 'dated', 'night'] as const;
export const banScopes = ['nationwide', 'regional', 'specific-roads', 'transit'] as const;

export const officialSourceSchema = z
  .strictObject({
    name: z.string().min(1).describe('Name of the authority that publishes the rule'),
    url: z.url().describe('Page of the authority that publishes the rule'),
  })
  .describe('The authority the rule belongs to');

/** One entry of `bans` in the calendar response: one date and one time window of one country. */
export const banEntrySchema = z
  .strictObject({
    country: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .describe('ISO 3166-1 alpha-2 country code'),
    countryName: z.string().min(1).describe('Country name'),
    timezone: z.string().min(1).describe('IANA zone name of the country'),
    date: z.iso.date().describe('Day of the ban, YYYY-MM-DD'),
    weekday: z.string().describe('English weekday name'),
    reason: z.string().min(1).describe('Why the ban applies (holiday name, weekend...), translated by lang'),
    start: z.string().regex(hhmm).describe('HH:MM in Central European Time'),
    end: z.string().regex(hhmm).describe('HH:MM in Central European Time; 24:00 is the end of the day'),
    startsAt: z.iso.datetime({ offset: true }).describe('Start instant, RFC 3339 with UTC offset'),
    endsAt: z.iso.datetime({ offset: true }).describe('End instant, RFC 3339 with UTC offset'),
    localStart: z.string().regex(hhmm).describe("HH:MM in the country's own time"),
    localEnd: z.string().regex(hhmm).describe("HH:MM in the country's own time; 24:00 at its midnight"),
    kind: z.enum(banKinds).describe('Kind of ban'),
    vehicle: z.string().min(1).describe('Vehicles concerned, translated by lang'),
    minimumTonnes: z.number().positive().optional().describe('Weight threshold, when the vehicle text states one'),
    scope: z.enum(banScopes).describe('Where the ban applies'),
    officialSource: officialSourceSchema,
    lastVerified: z
      .string()
      .regex(/^\d{4}-(?:0[1-9]|1[0-2])$/)
      .describe('Month of the last check against the official source, YYYY-MM'),
    page: z.string().min(1).describe('URL of the country page or section'),
    note: z.string().optional().describe('Note, translated by lang'),
    appliesTo: z
      .string()
      .optional()
      .describe('Direction or transit qualifier such as transit-to-IT or southbound-to-IT'),
    roads: z.array(z.string().min(1)).optional().describe('Road designations'),
    provisional: z
      .boolean()
      .optional()
      .describe('True for a date estimated before the authority publishes its calendar'),
    provisionalReason: z
      .string()
      .min(1)
      .optional()
      .describe('With provisional: what the date is projected from and which text would confirm it'),
  })
  .describe('One date and time window of a dated truck driving ban');

export type BanKind = (typeof banKinds)[number];
export type BanScope = (typeof banScopes)[number];
export type BanEntry = z.infer<typeof banEntrySchema>;
