import * as z from 'zod';
import { banScopes, officialSourceSchema } from './ban-entry.ts';

const hhmm = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;

/**
 * One block of `recurring` in the calendar response (a country's night ban, every day), with the country's page
 * joined from `countries` so the event can link to it.
 */
export const recurringBanSchema = z
  .object({
    country: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .describe('ISO 3166-1 alpha-2 country code'),
    countryName: z.string().min(1).describe('Country name'),
    kind: z.literal('night').describe('Kind of ban'),
    days: z.literal('daily').describe('Days on which the window recurs'),
    start: z.string().regex(hhmm).describe("HH:MM in the country's zone"),
    end: z.string().regex(hhmm).describe("HH:MM in the country's zone; at or before start, it falls on the next day"),
    timezone: z.string().min(1).describe('IANA zone name of the country'),
    vehicle: z.string().min(1).describe('Vehicles concerned, translated by lang'),
    scope: z.enum(banScopes).describe('Where the ban applies'),
    exceptions: z.array(z.string().min(1)).describe('Exempt vehicle kinds, translated by lang'),
    officialSource: officialSourceSchema,
    lastVerified: z
      .string()
      .regex(/^\d{4}-(?:0[1-9]|1[0-2])$/)
      .describe('Month of the last check against the official source, YYYY-MM'),
    page: z.string().min(1).optional().describe('URL of the country page or section; the calendar page when absent'),
  })
  .describe('A ban that recurs every day, such as a night ban');

export type RecurringBan = z.infer<typeof recurringBanSchema>;
