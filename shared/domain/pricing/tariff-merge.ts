import { addDays } from '#shared/domain/dates.ts';
import { TariffVersionConflictError } from './errors.ts';
import { type TariffFile, type TariffVersion, tariffFileSchema, validityOverlaps } from './tariff.schema.ts';

const describeValidity = (version: Pick<TariffVersion, 'id' | 'validFrom' | 'validTo'>): string =>
  `${version.id} (${version.validFrom} to ${version.validTo ?? 'open end'})`;

export interface TariffMerge {
  readonly file: TariffFile;
  /** What changed, one line each, for the operator. */
  readonly actions: readonly string[];
}

/**
 * Adds a version to a tariff file. Overlapping validity is refused unless `replace` is set; then the overlapped
 * versions are shortened, moved or removed so that the new one alone prices its period. A version that would have
 * to be split in two is always refused: the operator decides how its remainder continues.
 */
export const mergeTariffVersion = (
  file: TariffFile,
  version: TariffVersion,
  options: { replace: boolean },
): TariffMerge => {
  const conflicts: string[] = [];
  const actions: string[] = [];
  const kept: TariffVersion[] = [];

  for (const existing of file.versions) {
    if (existing.id === version.id) {
      if (options.replace) actions.push(`replaced ${describeValidity(existing)}`);
      else conflicts.push(`version id ${version.id} already exists: ${describeValidity(existing)}`);
      continue;
    }
    if (!validityOverlaps(existing, version)) {
      kept.push(existing);
      continue;
    }
    if (!options.replace) {
      conflicts.push(`${describeValidity(version)} overlaps ${describeValidity(existing)}`);
      continue;
    }
    const endsAfterNew =
      version.validTo !== undefined && (existing.validTo === undefined || existing.validTo > version.validTo);
    if (existing.validFrom < version.validFrom && endsAfterNew) {
      conflicts.push(
        `${describeValidity(version)} lies inside ${describeValidity(existing)}, which would have to be split; shorten it first`,
      );
    } else if (existing.validFrom < version.validFrom) {
      const validTo = addDays(version.validFrom, -1);
      kept.push({ ...existing, validTo });
      actions.push(`shortened ${describeValidity(existing)} to end on ${validTo}`);
    } else if (endsAfterNew && version.validTo !== undefined) {
      const validFrom = addDays(version.validTo, 1);
      kept.push({ ...existing, validFrom });
      actions.push(`moved the start of ${describeValidity(existing)} to ${validFrom}`);
    } else {
      actions.push(`removed ${describeValidity(existing)}, entirely covered by ${version.id}`);
    }
  }
  if (conflicts.length > 0) throw new TariffVersionConflictError(conflicts);

  actions.push(`added ${describeValidity(version)} with ${version.lanes.length} lanes`);
  const versions = [...kept, version].sort((a, b) => a.validFrom.localeCompare(b.validFrom));
  return { file: tariffFileSchema.parse({ ...file, versions }), actions };
};
