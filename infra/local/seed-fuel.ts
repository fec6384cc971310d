import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { dieselWeeklyFigures } from '#data/fuel/index.ts';
import type { DocumentClient } from '#shared/store/dynamo-client.ts';
import { FUEL_SERIES } from '#shared/store/fuel-store.ts';
import { isConditionFailure } from '#shared/store/store-errors.ts';

/**
 * Seeds the sample weekly diesel figures of data/fuel. A figure already in the table (an operator's) is kept:
 * seeding never overwrites real data.
 */
export const seedFuelFigures = async (client: DocumentClient, tableName: string): Promise<number> => {
  let written = 0;
  for (const figure of dieselWeeklyFigures) {
    try {
      await client.send(
        new PutCommand({
          TableName: tableName,
          Item: { series: FUEL_SERIES, ...figure },
          ConditionExpression: 'attribute_not_exists(series)',
        }),
      );
      written += 1;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
  return written;
};
