import { Logger } from '@aws-lambda-powertools/logger';
import { powertoolsOptions } from '#shared/observability/powertools.ts';

/** One structured JSON logger per container. */
export const logger = new Logger(powertoolsOptions);
