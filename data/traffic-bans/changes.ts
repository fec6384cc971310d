import * as z from 'zod';
import { onFirstUse, readJsonBeside } from '#data/read-beside.ts';
import { typesetLocalized } from '#shared/domain/texts/typography.ts';
import { type ChangeLog, changeLogSchema } from '#shared/domain/traffic-bans/changes.schema.ts';

/** Path of the change log, relative to the project root. */
export const CHANGES_FILE = 'data/traffic-bans/changes.json';

/** The log as its file holds it, or an error naming the file and what is wrong. */
export const parseChangeLog = (content: unknown): ChangeLog => {
  const parsed = changeLogSchema.safeParse(content);
  if (!parsed.success) throw new Error(`${CHANGES_FILE} is invalid:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
};

/**
 * The dated change log of the driving-ban data, read beside this module on first use (the changes endpoints only):
 * one entry per change of a country's rules, each with the content hash of the country file after it. Its texts are
 * written with plain spaces and typeset in each language here.
 */
export const trafficBanChanges: () => ChangeLog = onFirstUse(() =>
  typesetLocalized(parseChangeLog(readJsonBeside(import.meta.url, 'changes.json'))),
);
