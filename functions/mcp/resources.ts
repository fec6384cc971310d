import { llmsTxtRoute, openApiRoute } from '#shared/operations/metadata/metadata.route.ts';
import { trafficBansRoute } from '#shared/operations/traffic-bans/traffic-bans.route.ts';
import { routeKey } from '#shared/routes/route-declaration.ts';
import type { AgentServerDeps, ToolSetup } from './tools/tool-setup.ts';

/** Where the OpenAPI document is, instead of the document. */
export const openApiLinkText = (url: string, siteBaseUrl: string): string =>
  [
    '# OpenAPI document',
    '',
    `The REST contract of this service (OpenAPI 3.1, JSON, about 100 KB) is served at ${url}: GET it over HTTPS (no credential; cached for an hour). It is not inlined here, to keep every MCP answer small.`,
    '',
    `The tools of this server call the same operations; what they take and answer is in tools/list. An overview for language models: ${new URL(llmsTxtRoute.path, siteBaseUrl).href}`,
  ].join('\n');

/** The licence of the open data, with the credit a reuser must give. */
export const licenceText = (license: ReturnType<AgentServerDeps['license']>): string =>
  [
    `# Open data licence: ${license.name}`,
    '',
    `The driving-ban calendar (${routeKey(trafficBansRoute)}, its iCalendar feed and the ${trafficBansRoute.tool} tool) and the page catalogue are published under the Creative Commons Attribution 4.0 International licence: ${license.url}`,
    '',
    'You may copy, redistribute and adapt them for any purpose, commercial included, provided you give appropriate credit, link to the licence and indicate whether you made changes.',
    '',
    `Credit: ${license.attribution}.`,
    '',
    'Prices (estimates and quotes) are not open data: they are indicative answers for one shipment, valid 15 minutes.',
  ].join('\n');

/**
 * The resources: the OpenAPI document, linked, and the open data's licence. The document (about 100 KB) is not
 * inlined: a read of 116 bytes would answer 830 times its size. It is one GET away, at the resource's URI, where a
 * CDN keeps it; the resource says so in a few lines.
 */
export const registerResources = ({ server, deps }: ToolSetup): void => {
  const openApiUrl = new URL(openApiRoute.path, deps.siteBaseUrl).href;
  server.registerResource(
    'openapi',
    openApiUrl,
    {
      title: 'OpenAPI document',
      description: 'The REST contract (OpenAPI 3.1): a link to GET it over HTTPS',
      mimeType: 'text/markdown',
    },
    async (uri) => ({
      contents: [{ uri: uri.href, mimeType: 'text/markdown', text: openApiLinkText(uri.href, deps.siteBaseUrl) }],
    }),
  );
  const licenseUrl = new URL(`${llmsTxtRoute.path}#data-licence`, deps.siteBaseUrl).href;
  server.registerResource(
    'data-licence',
    licenseUrl,
    {
      title: 'Open data licence',
      description: 'Licence and credit of the driving-ban data',
      mimeType: 'text/markdown',
    },
    async (uri) => ({
      contents: [{ uri: uri.href, mimeType: 'text/markdown', text: licenceText(deps.license('en')) }],
    }),
  );
};
