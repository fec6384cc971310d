import { Logger } from '@aws-lambda-powertools/logger';

/** One structured JSON logger per container; the service name comes from POWERTOOLS_SERVICE_NAME when set. */
export const logger = new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'freight-estimate' });
