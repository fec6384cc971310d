import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { trafficBanRules } from '#data/traffic-bans/index.ts';
import { requireTable } from '#shared/config.ts';
import { systemClock } from '#shared/domain/clock.ts';
import {
  type SourceOutcome,
  type WatchedSource,
  watchCounts,
  watchedSources,
  watchSources,
} from '#shared/domain/traffic-bans/source-watch.ts';
import { logger } from '#shared/observability/logger.ts';
import { powertoolsOptions } from '#shared/observability/powertools.ts';
import type { Composition } from '#shared/operations/composition.ts';
import { fetchPage } from '#shared/sources/download.ts';
import { dynamoBanSourceStore } from '#shared/store/ban-source-store.ts';

/** Published per run; `infra/aws/service-alarms.ts` alarms on the first. */
export const BAN_SOURCES_CHANGED_METRIC = 'BanSourcesChanged';
export const BAN_SOURCES_UNREADABLE_METRIC = 'BanSourcesUnreadable';

/** A page of an authority: seconds to answer, and a few megabytes at most (a gazette's PDF). */
const PAGE_LIMITS = { timeoutMs: 20_000, maxBytes: 20 * 1024 * 1024 } as const;

export interface BanSourceWatchComposition extends Composition {
  /** The pages to watch: every country file's `watch` list unless given. */
  readonly sources?: readonly WatchedSource[];
  readonly metrics?: Metrics;
}

export interface BanSourceWatchReport {
  readonly checked: number;
  readonly changed: number;
  readonly unreadable: number;
  readonly outcomes: readonly SourceOutcome[];
}

/**
 * Scheduled weekly: reads again every page where a country's next driving-ban instrument will appear, keeps a
 * fingerprint of the part that matters in DynamoDB, logs each page that changed (a warning naming the country, the
 * page and what to read) or could not be read, and publishes how many did: a change raises the alarm, so the
 * operator knows to run `npm run bans -- audit` and read the new text. A failing store fails the run (the function's
 * error alarm); an unreadable page does not.
 */
export const banSourceWatchHandler = ({
  settings,
  client,
  clock = systemClock,
  sources = watchedSources(trafficBanRules()),
  metrics = new Metrics(powertoolsOptions),
}: BanSourceWatchComposition) => {
  const fingerprints = dynamoBanSourceStore(client, requireTable('BAN_SOURCE_TABLE_NAME', settings));
  return async (): Promise<BanSourceWatchReport> => {
    const outcomes = await watchSources({
      sources,
      fingerprints,
      read: (url, known) => fetchPage(url, PAGE_LIMITS, known),
      now: clock(),
    });
    for (const { source, status, error } of outcomes) {
      if (status === 'changed') logger.warn('ban source changed: read the new text', { ...source });
      if (status === 'unreadable') logger.warn('ban source unreadable', { ...source, error });
    }
    const { changed, unreadable } = watchCounts(outcomes);
    metrics.addMetric(BAN_SOURCES_CHANGED_METRIC, MetricUnit.Count, changed);
    metrics.addMetric(BAN_SOURCES_UNREADABLE_METRIC, MetricUnit.Count, unreadable);
    metrics.publishStoredMetrics();
    logger.info('ban sources watched', { checked: outcomes.length, changed, unreadable });
    return { checked: outcomes.length, changed, unreadable, outcomes };
  };
};
