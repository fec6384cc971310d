import { corridors, postalPoints } from '#data/journey/index.ts';
import { journeyTextsFile } from '#data/journey/texts.ts';
import { europeMap } from '#data/site/index.ts';
import type { Emisiones, Transito } from '#shared/domain/journey/journey.schema.ts';
import { journeyMap } from '#shared/domain/journey/journey-map.ts';
import { journeyTimeBar } from '#shared/domain/journey/journey-time-bar.ts';
import { journeyTimeline } from '#shared/domain/journey/journey-timeline.ts';
import type { PageContext } from '../context.ts';
import { JourneyMapFigure, TimeBarFigure } from './journey-figures.tsx';

/**
 * The journey of a result or a route as the domain words it (`journeyTimeline`) and draws it (`journeyMap`,
 * `journeyTimeBar`): distance and countries, a map of the corridor with its crossings, a time bar of the plan, the
 * timeline of departure, breaks, rests, ban waits with the ban behind each, crossings and arrival (the bar's text
 * alternative), the delivery window and the CO2e with its method and a short breakdown by transport chain element.
 */
export const Journey = ({
  ctx,
  transito,
  emisiones,
}: {
  ctx: PageContext;
  transito: Transito;
  emisiones?: Emisiones | undefined;
}) => {
  const { locale } = ctx;
  const words = journeyTextsFile().timeline[locale];
  const timeline = journeyTimeline(words, transito, emisiones, locale);
  const map = journeyMap(transito, corridors(), postalPoints(), europeMap());
  return (
    <section class="journey" aria-labelledby="journey-title">
      <h3 id="journey-title">{timeline.title}</h3>
      <p id="journey-summary">{timeline.summary}</p>
      {map === undefined ? <p>{timeline.crossings}</p> : <JourneyMapFigure ctx={ctx} map={map} />}
      <TimeBarFigure ctx={ctx} bar={journeyTimeBar(transito, timeline, locale)} words={words} />
      <ol class="timeline" id="journey-timeline" aria-describedby="journey-zone">
        {timeline.steps.map((step) => (
          <li data-kind={step.kind}>
            <span class="when">
              {step.from}
              {step.to === undefined ? '' : ` – ${step.to}`}
            </span>{' '}
            {step.label} {step.where}
            {step.causes.length > 0 ? (
              <ul>
                {step.causes.map((cause) => (
                  <li>{cause}</li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
      <p id="journey-zone" class="hint">
        {/* A caption of its own: "Hora de Europa central", the name the sentences write in lower case. */}
        {timeline.timeZone.charAt(0).toLocaleUpperCase(locale) + timeline.timeZone.slice(1)}
      </p>
      <p id="delivery">{timeline.delivery}</p>
      {timeline.co2e === undefined ? null : <p id="co2e">{timeline.co2e}</p>}
      {timeline.co2eElements.length === 0 ? null : (
        <ul id="co2e-elements" aria-labelledby="co2e">
          {timeline.co2eElements.map((line) => (
            <li>{line}</li>
          ))}
        </ul>
      )}
      {timeline.notes.map((note) => (
        <p class="note">{note}</p>
      ))}
    </section>
  );
};
