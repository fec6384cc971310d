import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import type { DocumentClient } from './dynamo-client.ts';
import { storeCall } from './store-errors.ts';

/** The weekly Spanish automotive diesel price series. */
export const FUEL_SERIES = 'ES-diesel';

export const fuelFigureSchema = z.object({
  week: z.string().regex(/^\d{4}-W\d{2}$/).describe('ISO week, e.g. 2026-W47'),
  pricePerLitre: z.number().positive().max(10).describe('EUR per litre'),
  publishedOn: z.iso.date().describe('date the figure was published'),
});

export type FuelFigure = z.infer<typeof fuelFigureSchema>;

export interface FuelStore {
  /** The figure of `week`, or else the latest published before it; undefined when there is none. */
  figureAtOrBefore(week: string): Promise<FuelFigure | undefined>;
  put(figure: FuelFigure): Promise<void>;
  list(limit: number): Promise<FuelFigure[]>;
}

const fromItem = (item: Record<string, unknown> | undefined) => (item ? fuelFigureSchema.parse(item) : undefined);

export const dynamoFuelStore = (client: DocumentClient, tableName: string): FuelStore => ({
  async figureAtOrBefore(week) {
    // ISO week strings sort like the weeks themselves, so "latest at or before" is one descending query.
    const result = await storeCall('Query', () =>
      client.send(
        new QueryCommand({
          TableName: tableName,
          KeyConditionExpression: '#series = :series AND #week <= :week',
          ExpressionAttributeNames: { '#series': 'series', '#week': 'week' },
          ExpressionAttributeValues: { ':series': FUEL_SERIES, ':week': week },
          ScanIndexForward: false,
          Limit: 1,
        }),
      ),
    );
    return fromItem(result.Items?.[0]);
  },

  async put(figure) {
    const valid = fuelFigureSchema.parse(figure);
    await storeCall('PutItem', () =>
      client.send(new PutCommand({ TableName: tableName, Item: { series: FUEL_SERIES, ...valid } })),
    );
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
    return (result.Items ?? []).map((item) => fuelFigureSchema.parse(item));
  },
});
