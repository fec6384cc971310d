import { Duration } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  type IAlarmAction,
  MathExpression,
  Metric,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { BAN_SOURCES_CHANGED_METRIC } from '#functions/ban-source-watch/ban-source-watch.ts';
import { FUEL_AGE_METRIC } from '#functions/fuel-monitor/fuel-age.ts';

export interface ServiceAlarmsProps {
  readonly serviceName: string;
  readonly api: IHttpApi;
  readonly functions: readonly IFunction[];
  readonly alarmEmail?: string;
  readonly latencyP99Ms: number;
  /** Warn: the weekly update was missed. */
  readonly fuelAlarmAgeDays: number;
  /** Critical: estimates and quotes now answer 503. */
  readonly fuelMaxAgeDays: number;
  /** The Weekly Oil Bulletin ingestion: a failed run (download, unrecognised workbook, store) is an error. */
  readonly fuelIngest: IFunction;
  /** The origin secret's rotation: a failed step leaves the old value current, and the rotation to be run again. */
  readonly originSecretRotation: IFunction;
  /** The weekly watch on the driving-ban sources: a page that changed is news to read; a failed run is an error. */
  readonly banSourceWatch: IFunction;
}

const FIVE_MINUTES = Duration.minutes(5);

/**
 * The alarms an operator needs, all on one SNS topic: server errors as a share of requests, Lambda
 * throttles, p99 latency at the API, and the age of the weekly fuel figure (a missed update stops pricing).
 */
export class ServiceAlarms extends Construct {
  readonly topic: Topic;
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: ServiceAlarmsProps) {
    super(scope, id);
    this.topic = new Topic(this, 'Topic', { displayName: `${props.serviceName} alarms`, enforceSSL: true });
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));
    const action: IAlarmAction = new SnsAction(this.topic);

    const serverErrorRate = new MathExpression({
      // No traffic is not an error rate of 0/0: report 0 so the alarm stays OK overnight.
      expression: 'IF(requests > 0, 100 * errors / requests, 0)',
      usingMetrics: {
        errors: props.api.metricServerError({ statistic: 'Sum', period: FIVE_MINUTES }),
        requests: props.api.metricCount({ statistic: 'Sum', period: FIVE_MINUTES }),
      },
      label: '5xx % of requests',
      period: FIVE_MINUTES,
    });
    this.add(
      'ServerErrorRate',
      {
        metric: serverErrorRate,
        threshold: 1,
        evaluationPeriods: 3,
        datapointsToAlarm: 2,
        alarmDescription: 'More than 1% of API requests answered 5xx in 2 of the last 3 five-minute periods.',
      },
      action,
    );

    const throttles = new MathExpression({
      expression: props.functions.map((_, index) => `t${index}`).join(' + '),
      usingMetrics: Object.fromEntries(
        props.functions.map((fn, index) => [
          `t${index}`,
          fn.metricThrottles({ statistic: 'Sum', period: FIVE_MINUTES }),
        ]),
      ),
      label: 'Lambda throttles',
      period: FIVE_MINUTES,
    });
    this.add(
      'Throttles',
      {
        metric: throttles,
        threshold: 0,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 1,
        alarmDescription:
          'A function was throttled (account or reserved concurrency exhausted): requests were refused.',
      },
      action,
    );

    this.add(
      'LatencyP99',
      {
        metric: props.api.metricLatency({ statistic: 'p99', period: FIVE_MINUTES }),
        threshold: props.latencyP99Ms,
        evaluationPeriods: 3,
        datapointsToAlarm: 3,
        alarmDescription: `API p99 latency above ${props.latencyP99Ms} ms for 15 minutes.`,
      },
      action,
    );

    // Published by the fuel monitor through Powertools: namespace = service name, dimension `service`.
    const fuelAge = new Metric({
      namespace: props.serviceName,
      metricName: FUEL_AGE_METRIC,
      dimensionsMap: { service: props.serviceName },
      statistic: 'Maximum',
      period: Duration.hours(1),
    });
    // The monitor runs hourly; silence means it is broken, and a broken monitor must not look like a fresh figure.
    this.add(
      'FuelFigureStale',
      {
        metric: fuelAge,
        threshold: props.fuelAlarmAgeDays,
        evaluationPeriods: 2,
        treatMissingData: TreatMissingData.BREACHING,
        alarmDescription: `Latest weekly fuel figure older than ${props.fuelAlarmAgeDays} days: publish this week's figure.`,
      },
      action,
    );
    this.add(
      'FuelFigureExpired',
      {
        metric: fuelAge,
        threshold: props.fuelMaxAgeDays,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.BREACHING,
        alarmDescription: `Latest fuel figure older than ${props.fuelMaxAgeDays} days: estimates and quotes answer 503.`,
      },
      action,
    );
    this.addFailedRun(
      'FuelIngestionFailed',
      props.fuelIngest,
      Duration.hours(6),
      'The Weekly Oil Bulletin ingestion failed (download, a workbook layout it does not recognise, or the store) and wrote nothing: read its log, fix the address (context fuelBulletinUrl) or import the bulletin with `fuel import`.',
      action,
    );
    this.addBanSourceAlarms(props, action);
    this.addFailedRun(
      'OriginSecretRotationFailed',
      props.originSecretRotation,
      Duration.hours(1),
      'A step of the origin secret rotation failed: the current value stays accepted. Read its log, then run `aws secretsmanager rotate-secret` again (deployment guide, security model).',
      action,
    );
  }

  private addBanSourceAlarms(props: ServiceAlarmsProps, action: IAlarmAction): void {
    // Published by the watch through Powertools, as the fuel age is; the run is weekly, so a day's sum is one run's.
    const changed = new Metric({
      namespace: props.serviceName,
      metricName: BAN_SOURCES_CHANGED_METRIC,
      dimensionsMap: { service: props.serviceName },
      statistic: 'Sum',
      period: Duration.days(1),
    });
    this.add(
      'BanSourceChanged',
      {
        metric: changed,
        threshold: 0,
        evaluationPeriods: 1,
        alarmDescription:
          'A page where a country publishes its driving-ban instruments changed: its log names the country and the page. Read the new text, then run `npm run bans -- audit` and update the country file (docs/open-data.md, yearly upkeep).',
      },
      action,
    );
    this.addFailedRun(
      'BanSourceWatchFailed',
      props.banSourceWatch,
      Duration.days(1),
      'The weekly watch on the driving-ban sources failed (its store): read its log; `npm run bans -- watch` does the same from a workstation.',
      action,
    );
  }

  /** An alarm on a function that is not run by requests: any error in the period is a failed run. */
  private addFailedRun(id: string, fn: IFunction, period: Duration, description: string, action: IAlarmAction): void {
    this.add(
      id,
      {
        metric: fn.metricErrors({ statistic: 'Sum', period }),
        threshold: 0,
        evaluationPeriods: 1,
        alarmDescription: description,
      },
      action,
    );
  }

  private add(id: string, props: ConstructorParameters<typeof Alarm>[2], action: IAlarmAction): void {
    const alarm = new Alarm(this, id, {
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
      ...props,
    });
    alarm.addAlarmAction(action);
    alarm.addOkAction(action);
    this.alarms.push(alarm);
  }
}
