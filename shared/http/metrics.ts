import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { powertoolsOptions } from '#shared/observability/powertools.ts';

/**
 * CloudWatch metrics in embedded metric format (namespace POWERTOOLS_METRICS_NAMESPACE, set by the stack).
 * Outside Lambda (local server, tests) POWERTOOLS_METRICS_DISABLED keeps them out of the output.
 */
export const metrics = new Metrics(powertoolsOptions);

/** One metric per answered request, named by its outcome, so alarms and dashboards need no log queries. */
export const recordOutcome = (status: number) => {
  metrics.addMetric('Requests', MetricUnit.Count, 1);
  if (status === 429) metrics.addMetric('QuotaRefusals', MetricUnit.Count, 1);
  else if (status === 503) metrics.addMetric('NoCurrentPrice', MetricUnit.Count, 1);
  else if (status >= 500) metrics.addMetric('ServerErrors', MetricUnit.Count, 1);
  else if (status >= 400) metrics.addMetric('ClientErrors', MetricUnit.Count, 1);
};

/** Open data served without counting its quota, because the quota store could not be read (fail open). */
export const recordQuotaFailedOpen = () => {
  metrics.addMetric('QuotaFailedOpen', MetricUnit.Count, 1);
};
