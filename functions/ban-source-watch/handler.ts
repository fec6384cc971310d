import { containerComposition } from '#shared/operations/composition.ts';
import { banSourceWatchHandler } from './ban-source-watch.ts';

export const handler = banSourceWatchHandler(containerComposition());
