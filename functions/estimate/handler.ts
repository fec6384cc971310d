import { config } from '#shared/config.ts';
import { createDocumentClient } from '#shared/store/dynamo-client.ts';
import { estimateHandler } from './estimate.ts';

// Composition root: configuration, the document client and the stores are built once per container.
const settings = config();
export const handler = estimateHandler({ settings, client: createDocumentClient(settings) });
