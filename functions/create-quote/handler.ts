import { containerComposition } from '#shared/operations/composition.ts';
import { createQuoteHandler } from './create-quote.ts';

// Composition root: configuration, the document client and the stores are built once per container.
export const handler = createQuoteHandler(containerComposition());
