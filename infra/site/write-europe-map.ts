import { writeFileSync } from 'node:fs';
import { buildEuropeMap } from './europe-map.ts';

/** `npm run site-map`: regenerates data/site/europe-map.json; a unit test fails when it drifts. */
const target = new URL('../../data/site/europe-map.json', import.meta.url);
writeFileSync(target, `${JSON.stringify(buildEuropeMap())}\n`);
console.log(`wrote ${target.pathname}`);
