import { route } from '#shared/routes/route-declaration.ts';

/**
 * The driving-ban calendar's routes: the calendar, its feed and the route planner (`calendarOperations`,
 * `traffic-bans.operation.ts`) and the change log with its feed (`changesOperations`, `changes.operation.ts`), one
 * function; their OpenAPI faces are in `traffic-bans.contract.ts`.
 */
export const trafficBansRoute = route({
  method: 'GET',
  path: '/api/geo/traffic-bans',
  operationId: 'getTrafficBans',
  summary: 'Truck driving-ban calendar (CC BY 4.0)',
  auth: 'none',
  quota: 'open-data',
  cache: 'open-data',
  errors: ['malformed-request', 'not-acceptable', 'quota-exceeded'],
  servedBy: 'TrafficBans',
  group: 'open-data',
  tool: 'get_driving_bans',
});

export const trafficBansFeedRoute = route({
  method: 'GET',
  path: `${trafficBansRoute.path}.ics`,
  operationId: 'getTrafficBansIcs',
  summary: 'The same calendar as an iCalendar feed, with the same filters',
  auth: 'none',
  quota: 'open-data',
  cache: 'open-data',
  errors: ['malformed-request', 'quota-exceeded'],
  servedBy: 'TrafficBans',
  group: 'open-data',
});

export const routeBansRoute = route({
  method: 'GET',
  path: `${trafficBansRoute.path}/route`,
  operationId: 'getTrafficBansRoute',
  summary: 'The bans a route meets (countries in order, a departure) and its earliest clear departure (CC BY 4.0)',
  auth: 'none',
  quota: 'open-data',
  cache: 'open-data',
  errors: ['malformed-request', 'quota-exceeded'],
  servedBy: 'TrafficBans',
  group: 'open-data',
  tool: 'get_route_driving_bans',
});

/** The dated change log of the driving-ban data: what changed in a country's rules, when, and on which text. */
export const trafficBanChangesRoute = route({
  method: 'GET',
  path: `${trafficBansRoute.path}/changes`,
  operationId: 'getTrafficBanChanges',
  summary: 'Dated change log of the driving-ban data (CC BY 4.0)',
  auth: 'none',
  quota: 'open-data',
  cache: 'open-data',
  errors: ['malformed-request', 'quota-exceeded'],
  servedBy: 'TrafficBans',
  group: 'open-data',
  tool: 'get_driving_ban_changes',
});

export const trafficBanChangesFeedRoute = route({
  method: 'GET',
  path: `${trafficBanChangesRoute.path}.atom`,
  operationId: 'getTrafficBanChangesAtom',
  summary: 'The same change log as an Atom feed',
  auth: 'none',
  quota: 'open-data',
  cache: 'open-data',
  errors: ['malformed-request', 'quota-exceeded'],
  servedBy: 'TrafficBans',
  group: 'open-data',
});
