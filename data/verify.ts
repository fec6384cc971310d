import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { JOURNEY_VALIDATORS } from '#data/journey/index.ts';
import { JOURNEY_TEXTS_FILE, parseJourneyTexts } from '#data/journey/texts.ts';
import { dataFileHash } from '#data/read-beside.ts';
import { parseTariffFile, TARIFF_FILE } from '#data/tariffs/index.ts';
import { parseResultTexts, RESULT_TEXTS_FILE } from '#data/texts/index.ts';
import {
  HOLIDAY_NAMES_FILE,
  HOLIDAY_TABLE_FILE,
  parseHolidayNames,
  parseHolidayTable,
} from '#data/traffic-bans/holiday-table.ts';
import { parseRulesFile, TRAFFIC_BAN_FILES } from '#data/traffic-bans/index.ts';

/**
 * How the build verifies each data file a function reads through `readDataBeside`, by its path in the repository:
 * the reader's own validation, the same that runs where no verified list is beside the bundle.
 */
export const DATA_VALIDATORS: Readonly<Record<string, (content: unknown) => unknown>> = {
  ...JOURNEY_VALIDATORS,
  [JOURNEY_TEXTS_FILE]: parseJourneyTexts,
  [TARIFF_FILE]: parseTariffFile,
  [RESULT_TEXTS_FILE]: parseResultTexts,
  [HOLIDAY_TABLE_FILE]: parseHolidayTable,
  [HOLIDAY_NAMES_FILE]: parseHolidayNames,
  ...Object.fromEntries(
    TRAFFIC_BAN_FILES.map((file) => [`data/traffic-bans/${file}`, (content: unknown) => parseRulesFile(file, content)]),
  ),
};

const PROJECT_ROOT = path.join(path.dirname(new URL(import.meta.url).pathname), '..');

/** Each file's verdict, once per process: the build asks for the same files for many functions. */
const verdicts = new Map<string, string | undefined>();

/**
 * The list of verified files to write beside a bundle (`VERIFIED_DATA_FILE`): for each of `files` (paths in the
 * repository) that has a validator, its hash when its schema accepts it unchanged. A file its schema refuses fails the
 * build with the validator's error, naming the file; one its schema would change (a default filled in, a string
 * trimmed) is left out, so the function validates it as it reads it.
 */
export const verifiedDataList = (files: readonly string[]): Record<string, string> => {
  const list: Record<string, string> = {};
  for (const file of files) {
    const validate = DATA_VALIDATORS[file];
    if (validate === undefined) continue;
    if (!verdicts.has(file)) {
      const text = readFileSync(path.join(PROJECT_ROOT, file), 'utf8');
      const content: unknown = JSON.parse(text);
      verdicts.set(file, isDeepStrictEqual(validate(content), content) ? dataFileHash(text) : undefined);
    }
    const hash = verdicts.get(file);
    if (hash !== undefined) list[path.basename(file)] = hash;
  }
  return list;
};
