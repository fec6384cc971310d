import { containerComposition } from '#shared/operations/composition.ts';
import { routesHandler } from './routes.ts';

// Composition root: configuration, the document client and the quota store are built once per container.
export const handler = routesHandler(containerComposition());
