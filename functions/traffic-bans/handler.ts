import { containerComposition } from '#shared/operations/composition.ts';
import { trafficBansHandler } from './traffic-bans.ts';

// Composition root. Each country's rules are read when an answer first needs that country (`trafficBanRuleSource`):
// the usual request, one country over some days, reads one file of 29 at a cold start.
export const handler = trafficBansHandler(containerComposition());
