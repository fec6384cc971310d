import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { type FuelFigure, type FuelFigureOrigin, fuelFigureSchema } from '#shared/domain/pricing/fuel.schema.ts';
import type { FuelFigureSource } from '#shared/domain/quote/ports.ts';
import type { DocumentClient } from './dynamo-client.ts';
import { isConditionFailure, storeCall } from './store-errors.ts';

/** The weekly Spanish automotive diesel price series. */
export type { FuelFigure };

export const FUEL_SERIES = 'ES-diesel';

export interface FuelStore extends FuelFigureSource {
  /** Stores a figure whatever is there: an operator's correction. */
  put(figure: FuelFigure): Promise<void>;
  /**
   * Stores a figure unless its week already has one that is not sample data: ingestion and imports never
   * overwrite an operator's or an earlier bulletin's figure, and always replace the local sample series.
   * Resolves true when the figure was written.
   */
  addUnlessKept(figure: FuelFigure): Promise<boolean>;
  list(limit: number): Promise<FuelFigure[]>;
}

const RECENT_FIGURES = 3;

const fromItem = (item: Record<string, unknown>): FuelFigure => fuelFigureSchema.parse(item);

export const dynamoFuelStore = (client: DocumentClient, tableName: string): FuelStore => ({
  async recentFigures(week) {
    // ISO week strings sort like the weeks themselves, so "latest at or before" is one descending query. Three
    // figures, not one: a figure entered ahead of its publication date is skipped by pricing, which then needs
    // the one before it.
    const result = await storeCall('Query', () =>
      client.send(
        new QueryCommand({
          TableName: tableName,
          KeyConditionExpression: '#series = :series AND #week <= :week',
          ExpressionAttributeNames: { '#series': 'series', '#week': 'week' },
          ExpressionAttributeValues: { ':series': FUEL_SERIES, ':week': week },
          ScanIndexForward: false,
          Limit: RECENT_FIGURES,
        }),
      ),
    );
    return (result.Items ?? []).map(fromItem);
  },

  async put(figure) {
    const valid = fuelFigureSchema.parse(figure);
    await storeCall('PutItem', () =>
      client.send(new PutCommand({ TableName: tableName, Item: { series: FUEL_SERIES, ...valid } })),
    );
  },

  async addUnlessKept(figure) {
    const valid = fuelFigureSchema.parse(figure);
    try {
      await storeCall('PutItem', () =>
        client.send(
          new PutCommand({
            TableName: tableName,
            Item: { series: FUEL_SERIES, ...valid },
            ConditionExpression: 'attribute_not_exists(#series) OR #source = :sample',
            ExpressionAttributeNames: { '#series': 'series', '#source': 'source' },
            ExpressionAttributeValues: { ':sample': 'sample' satisfies FuelFigureOrigin },
          }),
        ),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  },

  async list(limit) {
    const result = await storeCall('Query', () =>
      client.send(
        new QueryCommand({
          TableName: tableName,
          KeyConditionExpression: '#series = :series',
          ExpressionAttributeNames: { '#series': 'series' },
          ExpressionAttributeValues: { ':series': FUEL_SERIES },
          ScanIndexForward: false,
          Limit: limit,
        }),
      ),
    );
    return (result.Items ?? []).map(fromItem);
  },
});
