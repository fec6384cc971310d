import { bulletinFigure, isoWeekAt } from '#shared/domain/pricing/fuel.ts';
import type { BulletinWeek, ParsedBulletin } from '#shared/sources/oil-bulletin.ts';
import type { FuelStore } from '#shared/store/fuel-store.ts';

/**
 * Weeks of the bulletin the scheduled ingestion considers: enough to fill a few missed runs (a month of outage,
 * a holiday gap) with a handful of writes. Older weeks are loaded with `fuel import`, once.
 */
export const INGEST_LOOKBACK_WEEKS = 8;

export interface IngestDeps {
  readonly store: Pick<FuelStore, 'list' | 'addUnlessKept'>;
  /** Downloads and parses the bulletin; throws when either fails, before anything is written. */
  readonly readBulletin: () => Promise<ParsedBulletin>;
  readonly document: string;
  readonly now: Date;
}

export type IngestOutcome =
  | { readonly status: 'up-to-date'; readonly week: string }
  | {
      readonly status: 'read';
      /** Weeks written now. */
      readonly added: readonly string[];
      /** Weeks of the lookback that already had a figure (an operator's or an earlier run's): left alone. */
      readonly kept: readonly string[];
      /** The newest week the bulletin holds. */
      readonly latest: string | undefined;
    };

/**
 * One scheduled run: when this week's bulletin figure is already stored there is nothing to do (no download);
 * otherwise the bulletin is downloaded and parsed, and the weeks of the lookback that have no figure yet are
 * stored. A failed download or an unrecognised workbook throws before the first write: nothing is half-done.
 */
export const ingestBulletin = async ({ store, readBulletin, document, now }: IngestDeps): Promise<IngestOutcome> => {
  const stored = await store.list(INGEST_LOOKBACK_WEEKS);
  const thisWeek = isoWeekAt(now);
  const kept = new Set(stored.filter((figure) => figure.source !== 'sample').map((figure) => figure.week));
  if (kept.has(thisWeek)) return { status: 'up-to-date', week: thisWeek };

  const bulletin = await readBulletin();
  const recent = bulletin.weeks.slice(0, INGEST_LOOKBACK_WEEKS).filter((read) => read.week <= thisWeek);
  const written = await storeBulletinWeeks(store, recent, { at: now, document }, kept);
  return { status: 'read', ...written, latest: bulletin.weeks[0]?.week };
};

/**
 * Stores the weeks of a bulletin (newest first, as read) that have no kept figure, oldest first: if a write fails
 * midway, the weeks stored are a gap-free run up to some week. `known` names weeks already known to be kept, which
 * are not written again. Used by the scheduled ingestion and by `fuel import`.
 */
export const storeBulletinWeeks = async (
  store: Pick<FuelStore, 'addUnlessKept'>,
  weeks: readonly BulletinWeek[],
  retrieval: { readonly at: Date; readonly document: string },
  known: ReadonlySet<string> = new Set(),
): Promise<{ added: string[]; kept: string[] }> => {
  const added: string[] = [];
  const kept: string[] = [];
  for (const read of [...weeks].reverse()) {
    const written = !known.has(read.week) && (await store.addUnlessKept(bulletinFigure(read, retrieval)));
    (written ? added : kept).push(read.week);
  }
  return { added, kept };
};
