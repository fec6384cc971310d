import { Tracer } from '@aws-lambda-powertools/tracer';
import { powertoolsOptions } from './powertools.ts';

/**
 * X-Ray tracing: a segment per invocation and a subsegment per DynamoDB call. Powertools turns itself off
 * outside Lambda (no AWS_EXECUTION_ENV), so local runs and tests send nothing.
 */
export const tracer = new Tracer(powertoolsOptions);
