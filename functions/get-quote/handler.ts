import { containerComposition } from '#shared/operations/composition.ts';
import { getQuoteHandler } from './get-quote.ts';

// Composition root: configuration, the document client and the stores are built once per container.
export const handler = getQuoteHandler(containerComposition());
