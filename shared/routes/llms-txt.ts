import { createQuoteRoute } from '#shared/operations/create-quote/create-quote.route.ts';
import { estimateRoute } from '#shared/operations/estimate/estimate.route.ts';
import { getQuoteRoute } from '#shared/operations/get-quote/get-quote.route.ts';
import { catalogueRoute, openApiRoute } from '#shared/operations/metadata/metadata.route.ts';
import {
  routeBansRoute,
  trafficBanChangesFeedRoute,
  trafficBanChangesRoute,
  trafficBansFeedRoute,
  trafficBansRoute,
} from '#shared/operations/traffic-bans/traffic-bans.route.ts';
import { mcpRoute } from './face-routes.ts';

export interface LlmsTxtOptions {
  /** Where the site and the API are published (SITE_BASE_URL). */
  readonly siteBaseUrl: string;
  readonly serviceName: string;
}

/**
 * `/llms.txt` (llmstxt.org): an H1, a blockquote summary, notes, and sections of links, telling an AI agent what the
 * service is, what it will not do, how to call it over REST and MCP, and the rules it must keep.
 */
export const llmsTxt = ({ siteBaseUrl, serviceName }: LlmsTxtOptions): string => {
  const url = (path: string) => new URL(path, siteBaseUrl).href;
  return `# ${serviceName}

> Indicative road-freight prices for less-than-truckload (groupage) shipments from Spain to Europe, in EUR with every assumption stated, and the open calendar of truck driving bans in European transit countries. No account is needed for the estimate or the calendar.

What it will not do:

- It creates no shipment and tracks none, books no transport, concludes no contract and sends no e-mail.
- It makes no firm offer: an estimate or a quote is an indicative price, valid 15 minutes.
- It never invents a price: a lane the tariff does not cover is "manual review" without an amount, and when no current price can be had the answer is a refusal (HTTP 503) with a time to wait, never a number.

Rules for agents:

- Where the assumptions are: in every estimate and quote, \`supuestos\` (lane and postal codes used, loading metres, weight assumed, loading date, goods; the journey's in \`supuestos.trayecto\`); in a route answer, \`assumptions\`. Show them next to every amount, with its currency, VAT status (excluded) and fuel surcharge.
- Every estimate and quote whose two ends can be located also carries its journey, \`transito\`: kilometres by road, the countries and border or sea crossings in travel order, departure and arrival, a single driver's plan under Regulation (EC) No 561/2006 in full (breaks, daily and weekly driving, the daily rest within 24 hours, the weekly rest, rests on board a ferry with a cabin; each rest names its kind and why it stands there), which waits out the bans that bind the truck where it is (nationwide and transit ones, regional ones in their regions, road ones on their roads; each wait names its ban) with the exceptions the ban texts grant the planned vehicle applied and named (Italy's hours for traffic from and to abroad, Hungary's winter exception, Austria's low-noise night exception), and the delivery window in the destination's working days; and \`emisiones\`, the shipment's CO2e by ISO 14083, well-to-wheel, element by element along the transport chain (\`elementos\`: collection round, origin hub, trunk haul, each ferry by vessel type, destination hub, delivery round), each with its distance, tonnes, TTW and WTT intensity, source and whether the figure is the operator's primary data or a published default; the elements add up to \`co2eKg\`, and no element exceeds the whole vehicle's emissions. A route given by origin and destination carries the same \`emisiones\` for one tonne. Their assumptions are in \`supuestos.trayecto\`. They are estimates, not a schedule.
- Honour \`Retry-After\` on 429 and 503 (and the seconds an MCP tool error states); do not retry sooner, do not rotate addresses or credentials to avoid a quota.
- Do not enumerate the tariff by repeated calls over lanes, weights or dates: ask for the shipments a user actually has.
- Credit the driving-ban data as CC BY 4.0 when you show it, with the authority named in each entry's \`officialSource\`.

## MCP

- [MCP endpoint](${url(mcpRoute.path)}): Model Context Protocol over Streamable HTTP, stateless (POST, JSON answers). Tools: \`${estimateRoute.tool}\`, \`${trafficBansRoute.tool}\` (by country and dates), \`${routeBansRoute.tool}\` (the bans a route meets and its earliest clear departure, by countries and hours or by origin and destination postal codes such as ES-08001 and IT-20121; by origin and destination also the latest departure that arrives as early, or with \`arriveBy\` the latest departure that arrives by then), \`${trafficBanChangesRoute.tool}\` (what changed in the ban data, by country and from a day), and with an integration's \`Authorization: Bearer\` credential \`${createQuoteRoute.tool}\` and \`${getQuoteRoute.tool}\`.

## REST API

- [OpenAPI document](${url(openApiRoute.path)}): the whole contract, OpenAPI 3.1
- [Estimate](${url(`${estimateRoute.path}?origen=Barcelona&destino=Milan&metros=2`)}): GET, no account; answers the price with its assumptions, or manual review
- [Driving-ban calendar](${url(`${trafficBansRoute.path}?country=FR`)}): GET, JSON; also as an iCalendar feed at ${url(trafficBansFeedRoute.path)}
- [Route bans](${url('/driving-bans/route')}): the calendar's entries a route meets, its earliest clear departure and, by postal codes, its latest departure (add \`arriveBy\` for a delivery deadline), as a page; as JSON at GET ${url(routeBansRoute.path)}?countries=ES,FR,IT&departure=<RFC 3339 with offset, its + written %2B in a URL>&hours=8,14,8
- [Driving-ban data changes](${url(trafficBanChangesRoute.path)}): GET, JSON, every change to a country's rules and days with its date, sources and the days it confirmed or made provisional, newest first, selected by \`country\` and \`since\`; also as an Atom feed at ${url(trafficBanChangesFeedRoute.path)}
- [Page catalogue](${url(catalogueRoute.path)}): GET, every page of the site

## Docs

- [Developers](${url('/developers')}): overview for integrators and agents
- [Estimate API](${url('/developers/estimate-api')}): parameters, results, errors and quotas
- [Open data](${url('/developers/open-data')}): the calendar, its feed and the catalogue
- [Data licence](${url('/legal/data-licence')}): CC BY 4.0 and the credit to give

## Optional

- [Driving bans by country](${url('/driving-bans')}): the calendar as pages for people
- [Terms](${url('/legal/terms')}): terms of use
`;
};
