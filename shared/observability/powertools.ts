import { powertoolsSettings } from '#shared/config.ts';

/** The options every Powertools utility of the service is created with (logger, metrics, tracer), from the configuration. */
export const powertoolsOptions = { serviceName: powertoolsSettings().POWERTOOLS_SERVICE_NAME };
