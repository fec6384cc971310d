import { catalogueResponseSchema } from '#shared/domain/catalogue/catalogue.schema.ts';
import {
  ifNoneMatch,
  json,
  licenseSchema,
  notModified,
  openDataHeaders,
  operationContract,
  SchemaComponent,
  text,
} from '#shared/routes/operation-contract.ts';
import { catalogueRoute, llmsTxtRoute, openApiRoute, sitemapRoute } from './metadata.route.ts';

/** The catalogue's OpenAPI face; the sitemap, this document and llms.txt are the same open data in other forms. */
export const catalogueContract = operationContract(catalogueRoute, {
  parameters: [ifNoneMatch],
  responses: {
    '200': json(
      new SchemaComponent('Catalogue', catalogueResponseSchema.extend({ license: licenseSchema })),
      'the catalogue',
      openDataHeaders,
    ),
    '304': notModified,
  },
  problems: {},
});

export const sitemapContract = operationContract(sitemapRoute, {
  parameters: [ifNoneMatch],
  responses: { '200': text('application/xml', 'sitemap', openDataHeaders), '304': notModified },
  problems: {},
});

export const openApiContract = operationContract(openApiRoute, {
  parameters: [ifNoneMatch],
  responses: { '200': json({ type: 'object' }, 'OpenAPI 3.1', openDataHeaders), '304': notModified },
  problems: {},
});

export const llmsTxtContract = operationContract(llmsTxtRoute, {
  parameters: [ifNoneMatch],
  responses: { '200': text('text/markdown', 'llms.txt', openDataHeaders), '304': notModified },
  problems: {},
});
