import { containerComposition } from '#shared/operations/composition.ts';
import { estimateHandler } from './estimate.ts';

// Composition root: configuration, the document client and the stores are built once per container.
export const handler = estimateHandler(containerComposition());
