import { writeFile } from 'node:fs/promises';
import { buildOpenApiDocument } from './openapi-document.ts';

/** `npm run openapi`: regenerates data/openapi/openapi.json from the schemas. */
const target = new URL('../../data/openapi/openapi.json', import.meta.url);
await writeFile(target, `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`);
console.log(`Wrote ${target.pathname}`);
