import * as z from 'zod';
import { localizedTextSchema } from './rules.schema.ts';

const day = z.iso.date();

export const CONTENT_HASH_PATTERN = /^sha256:[0-9a-f]{64}$/;

/** What a change did to the calendar's days of its country, over the year of the change and the next. */
export const changedDaysSchema = z
  .object({
    confirmed: z.array(day).describe('Days whose provisional entries are now confirmed by the instrument read.'),
    provisional: z.array(day).describe('Days that had confirmed entries and are now provisional.'),
    moved: z
      .array(z.object({ from: day, to: day }).strict())
      .describe('Provisional days that the instrument read puts on another day.'),
    added: z.array(day).describe('Days that had no entry and now have one (not a move).'),
    removed: z.array(day).describe('Days that had an entry and now have none (not a move).'),
  })
  .strict();

export type ChangedDays = z.infer<typeof changedDaysSchema>;

export const changeEntrySchema = z
  .object({
    id: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}-[a-z]{2}(?:-[a-z0-9]+)*$/)
      .describe('YYYY-MM-DD-<country>-<topic>, unique in the log; the Atom entry id is built from it.'),
    date: day.describe('The day the change was published (committed), YYYY-MM-DD.'),
    country: z.string().regex(/^[A-Z]{2}$/),
    summary: localizedTextSchema.describe('What changed, in one sentence, in the six languages.'),
    sources: z
      .array(z.url({ protocol: /^https?$/ }))
      .min(1)
      .describe("The addresses of the texts the change rests on: the authority's, or a reproduction that cites it."),
    days: changedDaysSchema,
    contentHash: z
      .string()
      .regex(CONTENT_HASH_PATTERN)
      .describe("SHA-256 of the country file's JSON after the change (`contentHashOf`)."),
    rulesHash: z
      .string()
      .regex(CONTENT_HASH_PATTERN)
      .describe("SHA-256 of the country file's rules after the change, without its texts and checks (`rulesHashOf`)."),
  })
  .strict();

export type ChangeEntry = z.infer<typeof changeEntrySchema>;

/** The dated change log of the driving-ban data, oldest first. */
export const changeLogSchema = z
  .object({ changes: z.array(changeEntrySchema).min(1) })
  .strict()
  .superRefine((log, ctx) => {
    const ids = new Set<string>();
    let previous = '';
    for (const [index, change] of log.changes.entries()) {
      if (ids.has(change.id)) ctx.addIssue({ code: 'custom', path: ['changes', index, 'id'], message: 'duplicate id' });
      ids.add(change.id);
      if (change.date < previous) {
        ctx.addIssue({ code: 'custom', path: ['changes', index, 'date'], message: 'changes are kept oldest first' });
      }
      previous = change.date;
      if (!change.id.startsWith(`${change.date}-${change.country.toLowerCase()}`)) {
        ctx.addIssue({ code: 'custom', path: ['changes', index, 'id'], message: 'id starts with date and country' });
      }
    }
  });

export type ChangeLog = z.infer<typeof changeLogSchema>;
