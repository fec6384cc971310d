import { containerComposition } from '#shared/operations/composition.ts';
import { siteHandler } from './site-handler.ts';

// Composition root: the operations the pages call are built once per container over one document client.
export const handler = siteHandler(containerComposition());
