import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { config, requireTable } from '#shared/config.ts';
import { systemClock } from '#shared/domain/clock.ts';
import { logger } from '#shared/observability/logger.ts';
import { createDocumentClient } from '#shared/store/dynamo-client.ts';
import { dynamoFuelStore } from '#shared/store/fuel-store.ts';
import { FUEL_AGE_METRIC, type FuelAge, latestFuelAge } from './fuel-age.ts';

/** A few recent weeks are enough to skip a figure entered ahead of its publication date. */
const RECENT_WEEKS = 4;

const current = config();
const fuel = dynamoFuelStore(createDocumentClient(current), requireTable('FUEL_TABLE_NAME', current));
const metrics = new Metrics();

/**
 * Scheduled hourly: publishes the age in days of the latest weekly diesel figure. With no figure at all it
 * publishes nothing and logs an error; the alarm treats the missing data point as breaching.
 */
export const handler = async (): Promise<FuelAge | undefined> => {
  const age = latestFuelAge(await fuel.list(RECENT_WEEKS), systemClock());
  if (!age) {
    logger.error('no published fuel figure: estimates and quotes cannot be priced');
    return undefined;
  }
  metrics.addMetric(FUEL_AGE_METRIC, MetricUnit.Count, age.ageDays);
  metrics.addMetadata('week', age.week);
  metrics.publishStoredMetrics();
  logger.info('fuel figure age', { ...age });
  return age;
};
