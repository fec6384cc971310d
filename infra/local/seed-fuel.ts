import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { dieselWeeklyFigures } from '#data/fuel/index.ts';
import type { FuelFigure } from '#shared/domain/pricing/fuel.schema.ts';
import { isoWeekAt, isoWeekOfDate, weekPublicationDate } from '#shared/domain/pricing/fuel.ts';
import type { DocumentClient } from '#shared/store/dynamo-client.ts';
import { FUEL_SERIES } from '#shared/store/fuel-store.ts';
import { isConditionFailure } from '#shared/store/store-errors.ts';

/** The week after: the week of the Monday that follows it. */
const nextWeek = (week: string): string => isoWeekOfDate(weekPublicationDate(week));

/**
 * The sample series of data/fuel, carried forward to the ISO week of `now` at its last price, so that the local
 * start prices on any date. Every figure is marked `sample`: it never passes for an official one, and the
 * bulletin's figures replace it.
 */
export const sampleFuelFigures = (now: Date): FuelFigure[] => {
  const figures: FuelFigure[] = dieselWeeklyFigures.map((figure) => ({ ...figure, source: 'sample' }));
  const last = figures.at(-1);
  const thisWeek = isoWeekAt(now);
  if (!last) return figures;
  for (let week = nextWeek(last.week); week <= thisWeek; week = nextWeek(week)) {
    figures.push({ week, pricePerLitre: last.pricePerLitre, publishedOn: weekPublicationDate(week), source: 'sample' });
  }
  return figures;
};

/**
 * Seeds the sample weekly diesel figures up to the week of `now`. A figure already in the table (an operator's,
 * the bulletin's, or an earlier start's) is kept: seeding never overwrites data.
 */
export const seedFuelFigures = async (client: DocumentClient, tableName: string, now: Date): Promise<number> => {
  let written = 0;
  for (const figure of sampleFuelFigures(now)) {
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
