import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { config, requireSetting, requireTable } from '#shared/config.ts';
import { systemClock } from '#shared/domain/clock.ts';
import { logger } from '#shared/observability/logger.ts';
import { download } from '#shared/sources/download.ts';
import { parseOilBulletin } from '#shared/sources/oil-bulletin.ts';
import { createDocumentClient } from '#shared/store/dynamo-client.ts';
import { dynamoFuelStore } from '#shared/store/fuel-store.ts';
import { type IngestOutcome, ingestBulletin } from './ingest-bulletin.ts';

/** Published per run; `infra/aws/service-alarms.ts` shows it beside the failure alarm. */
export const FUEL_WEEKS_INGESTED_METRIC = 'FuelWeeksIngested';

/**
 * The history workbook is about 4.5 MB and the Commission's server answers it in a few seconds; 40 s leaves room
 * for a slow day inside the function's 60 s timeout, and 30 MB for the file to grow for years.
 */
const DOWNLOAD_LIMITS = { timeoutMs: 40_000, maxBytes: 30 * 1024 * 1024 } as const;

const current = config();
const url = requireSetting('FUEL_BULLETIN_URL', current);
const store = dynamoFuelStore(createDocumentClient(current), requireTable('FUEL_TABLE_NAME', current));
const metrics = new Metrics();

/**
 * Scheduled on the bulletin's publication days: stores the Weekly Oil Bulletin's Spanish diesel price for the weeks
 * that have none. A failure (download, unrecognised workbook, store) is logged and rethrown, so the invocation
 * counts as an error and the ingestion alarm fires; the next scheduled run is the retry.
 */
export const handler = async (): Promise<IngestOutcome> => {
  try {
    const outcome = await ingestBulletin({
      store,
      readBulletin: async () => parseOilBulletin(await download(url, DOWNLOAD_LIMITS)),
      document: url,
      now: systemClock(),
    });
    metrics.addMetric(
      FUEL_WEEKS_INGESTED_METRIC,
      MetricUnit.Count,
      outcome.status === 'read' ? outcome.added.length : 0,
    );
    logger.info('fuel bulletin ingestion', { ...outcome });
    return outcome;
  } catch (error) {
    logger.error('fuel bulletin ingestion failed: nothing was written', { url, error });
    throw error;
  } finally {
    metrics.publishStoredMetrics();
  }
};
