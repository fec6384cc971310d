import { config } from '#shared/config.ts';
import { createDocumentClient } from '#shared/store/dynamo-client.ts';
import { createQuoteHandler } from './create-quote.ts';

// Composition root: configuration, the document client and the stores are built once per container.
const settings = config();
export const handler = createQuoteHandler({ settings, client: createDocumentClient(settings) });
