import { config } from '#shared/config.ts';
import { createDocumentClient } from '#shared/store/dynamo-client.ts';
import { getQuoteHandler } from './get-quote.ts';

// Composition root: configuration, the document client and the stores are built once per container.
const settings = config();
export const handler = getQuoteHandler({ settings, client: createDocumentClient(settings) });
