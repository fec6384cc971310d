import { parseConfig } from '#shared/config.ts';
import { logger } from '#shared/http/logger.ts';
import { createDocumentClient } from '#shared/store/dynamo-client.ts';
import { dynamoFuelStore } from '#shared/store/fuel-store.ts';
import { fuelFigureAt } from './fuel-figures.ts';
import { type RunningServer, startLocalServer } from './local-server.ts';
import { useFreshTables } from './test-tables.ts';

export interface UnthrottledServer {
  readonly server: RunningServer;
  readonly client: ReturnType<typeof createDocumentClient>;
  readonly names: Awaited<ReturnType<typeof useFreshTables>>;
}

/**
 * The local server over fresh tables with a current fuel figure, for suites that send hundreds of requests from one
 * address: quotas no such suite reaches, and the logs silenced (every refusal would log a line).
 */
export const startUnthrottledServer = async (prefix: string): Promise<UnthrottledServer> => {
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  logger.setLogLevel('SILENT');
  Object.assign(process.env, {
    ESTIMATE_QUOTA_PER_MINUTE: '100000',
    ESTIMATE_QUOTA_PER_DAY: '100000',
    OPEN_DATA_QUOTA_PER_WINDOW: '100000',
  });
  const names = await useFreshTables(prefix);
  const client = createDocumentClient(parseConfig(process.env));
  await dynamoFuelStore(client, names.FUEL_TABLE_NAME).put(fuelFigureAt());
  return { server: await startLocalServer(), client, names };
};
