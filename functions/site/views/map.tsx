import { europeMap } from '#data/site/index.ts';
import type { PageContext } from '../context.ts';
import type { MapState } from '../models/calendar-views.ts';
import { countryName } from './format.ts';

/** Europe coloured by each country's state on the chosen day, as inline SVG; the legend carries the same facts. */
export const BanMap = ({
  ctx,
  states,
  label,
}: {
  ctx: PageContext;
  states: ReadonlyMap<string, MapState>;
  label: string;
}) => {
  const t = ctx.texts.overview;
  const legend: [string, string][] = [
    ['s-ban', t.legendBan],
    ['s-night', t.legendNight],
    ['s-quiet', t.legendQuiet],
    ['s-no-rules', t.legendNoRules],
  ];
  return (
    <figure class="map">
      <svg viewBox={`0 0 ${europeMap.width} ${europeMap.height}`} role="img" aria-label={label}>
        {europeMap.countries.map(({ code, d }) => (
          <path d={d} class={`s-${states.get(code) ?? 'none'}`}>
            <title>{countryName(ctx.locale, code)}</title>
          </path>
        ))}
      </svg>
      <figcaption>
        <ul class="legend">
          {legend.map(([css, text]) => (
            <li>
              <svg class="key" viewBox="0 0 10 10" aria-hidden="true">
                <rect width="10" height="10" class={css} />
              </svg>
              {text}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
};
