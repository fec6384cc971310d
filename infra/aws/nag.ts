import { Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/**
 * Records that an AwsSolutions finding on `scope` (and its children) is deliberate, with the reason. Every call
 * site sits next to the resource it concerns; the deployment guide lists them all.
 */
export const acknowledgeNag = (scope: IConstruct, rule: string, reason: string): void => {
  Validations.of(scope).acknowledge({ id: `AwsSolutions-${rule}`, reason });
};
