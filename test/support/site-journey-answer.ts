import { tariff } from '#data/tariffs/index.ts';
import type { SiteEstimate } from '#functions/site/site.tsx';
import { parseConfig } from '#shared/config.ts';
import { type JourneyShipment, resultJourney } from '#shared/domain/journey/journey-result.ts';
import { localParts } from '#shared/domain/zone-offsets.ts';
import { wireJourney } from '#shared/operations/journey-ports.ts';
import { pricedSiteAnswer } from './site-estimate-answer.ts';

/** The journey's ports over the committed data and tariff, built once for every test and bench that asks. */
let ports: ReturnType<typeof wireJourney> | undefined;

/**
 * The estimate page's priced answer with the real journey of a shipment loaded on the request's day in Madrid
 * (`resultJourney` over the committed corridors, postal points and ban calendar, in the page's language): what the
 * journey's figures are drawn from, without a diesel figure or a quota store behind it. Each day and language's
 * answer is computed once, so that a bench times the page rather than the journey.
 */
export const journeySiteEstimate = (shipment: Omit<JourneyShipment, 'fechaCarga'>): SiteEstimate => {
  const answers = new Map<string, Awaited<ReturnType<SiteEstimate>>>();
  return async (_query, lang, now) => {
    ports ??= wireJourney(parseConfig({}), tariff);
    const fechaCarga = localParts('Europe/Madrid', now.getTime()).date;
    const known = answers.get(`${lang}|${fechaCarga}`);
    if (known !== undefined) return known;
    const drawn = resultJourney(ports, { ...shipment, fechaCarga }, lang, now);
    if (pricedSiteAnswer.kind !== 'result' || drawn.journey === undefined) {
      throw new Error(`no journey from ES-${shipment.cpOrigen} to ${shipment.paisDestino}-${shipment.cpDestino}`);
    }
    const answer: Awaited<ReturnType<SiteEstimate>> = {
      ...pricedSiteAnswer,
      result: {
        ...pricedSiteAnswer.result,
        fechaCarga,
        transito: drawn.transito,
        emisiones: drawn.emisiones,
        supuestos: {
          ...pricedSiteAnswer.result.supuestos,
          paisDestino: shipment.paisDestino,
          cpOrigen: shipment.cpOrigen,
          cpDestino: shipment.cpDestino,
          trayecto: drawn.trayecto,
        },
      },
    };
    answers.set(`${lang}|${fechaCarga}`, answer);
    return answer;
  };
};
