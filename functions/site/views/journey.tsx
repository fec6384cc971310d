import { journeyTextsFile } from '#data/journey/texts.ts';
import type { Emisiones, Transito } from '#shared/domain/journey/journey.schema.ts';
import { journeyTimeline } from '#shared/domain/journey/journey-timeline.ts';
import type { Language } from '#shared/domain/languages.ts';

/**
 * The journey of a result or a route as the domain words it (`journeyTimeline`): distance and countries, the
 * crossings, a timeline of departure, breaks, rests, ban waits with the ban behind each, crossings and arrival, the
 * delivery window and the CO2e with its method and a short breakdown by transport chain element.
 */
export const Journey = ({
  locale,
  transito,
  emisiones,
}: {
  locale: Language;
  transito: Transito;
  emisiones?: Emisiones | undefined;
}) => {
  const timeline = journeyTimeline(journeyTextsFile().timeline[locale], transito, emisiones, locale);
  return (
    <section class="journey" aria-labelledby="journey-title">
      <h3 id="journey-title">{timeline.title}</h3>
      <p id="journey-summary">{timeline.summary}</p>
      <p>{timeline.crossings}</p>
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
