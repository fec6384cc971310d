import { corridors } from '#data/journey/index.ts';
import { CONTENT_SECURITY_POLICY } from '#functions/site/site.tsx';
import { textsOf } from '#functions/site/texts/index.ts';
import { localizedPath } from '#shared/domain/catalogue/page-urls.ts';
import { LANGUAGES } from '#shared/domain/languages.ts';
import { inProcessSite } from '#test/support/in-process-site.ts';
import { journeySiteEstimate } from '#test/support/site-journey-answer.ts';
import { visibleText } from '#test/support/visible-text.ts';

const now = new Date('2026-12-20T10:00:00Z');
/** From the Canary Islands to Athens at Christmas: two ferries, and the truck stopped by bans in France and Italy. */
const site = inProcessSite({
  estimate: journeySiteEstimate({ cpOrigen: '35001', paisDestino: 'GR', cpDestino: '10431', pesoKg: 1800 }),
});
const get = (path: string, query: Record<string, string>) => site.handle({ path, query, now, clientIp: '203.0.113.9' });

/** The element with an id, as written. */
const byId = (html: string, id: string) => new RegExp(`<[^>]+ id="${id}"[^>]*>`).exec(html)?.[0];
const between = (html: string, from: string, to: string) => html.slice(html.indexOf(from), html.indexOf(to));

describe.each(LANGUAGES)('the journey drawn in %s', (lang) => {
  const t = textsOf(lang).journey;

  test('the estimate result maps the corridor: an image named by its caption, each crossing numbered and named, the stopped countries hatched', async () => {
    const response = await get(localizedPath('/estimate', lang), { origen: 'x', metros: '2' });
    const html = response.body;
    const figure = between(html, '<figure class="jmap"', '<figure class="tbar"');

    // Assess: an image whose name is the caption's title and its sentence, both on the page.
    expect(figure).toMatch(/<svg viewBox="[-\d. ]+" role="img" aria-labelledby="journey-map-title journey-map-alt"/);
    expect(byId(figure, 'journey-map-title')).toBeDefined();
    const said = visibleText(between(figure, 'id="journey-map-alt"', '</p>'));
    expect(said).toContain('35001');
    expect(said).toContain('10431');
    const crossings = [...figure.matchAll(/<g class="jm-crossing" data-crossing="([^"]+)"><title>([^<]+)<\/title>/g)];
    expect(crossings.map((match) => match[1])).toHaveLength(4);
    for (const [, name, title] of crossings) {
      expect(said).toContain(name);
      expect(title).toContain(name);
    }
    expect(crossings[1]?.[1]).toBe('La Jonquera / Le Perthus');
    // Both ferries at sea, dashed; the roads solid.
    const drawing = between(figure, '<svg viewBox', '<figcaption>');
    expect(drawing.match(/<line class="jm-sea"/g)).toHaveLength(2);
    expect(drawing).toMatch(/<line class="jm-road"/);
    // France, whose weekend ban stopped the truck after the weekly Canary Islands line landed it in Huelva on Christmas
    // Day, hatched and said so in words.
    expect([...figure.matchAll(/data-country="([A-Z]{2})" data-role="stopped"/g)].map((match) => match[1])).toEqual([
      'FR',
    ]);
    expect(figure).toContain('fill="url(#jm-stopped)"');
    expect(said).toContain(t.mapStopped('').slice(0, 12));
    expect(visibleText(figure)).toContain(t.stoppedCountry);
  });

  test('the estimate result has the time bar of the plan: days across, each kind of stretch patterned and in the legend, the bans’ windows, arrival and delivery', async () => {
    const html = (await get(localizedPath('/estimate', lang), { origen: 'x', metros: '2' })).body;
    const figure = between(html, '<figure class="tbar"', '<ol class="timeline"');

    expect(figure).toMatch(/role="img" aria-labelledby="journey-bar-title journey-bar-alt"/);
    expect(visibleText(figure)).toContain(t.barTitle);
    expect(byId(figure, 'journey-bar-alt')).toBeDefined();
    // From Sunday 20 December to the end of the delivery window, a day each 120 px.
    const days = Number(/data-days="(\d+)"/.exec(figure)?.[1]);
    expect(days).toBeGreaterThanOrEqual(9);
    expect(figure).toContain(`width="${days * 120}"`);
    const kinds = new Set([...figure.matchAll(/<rect [^>]*data-kind="([a-zA-Z]+)"/g)].map((match) => match[1]));
    // The wait at Las Palmas for the weekly sailing, customs at Huelva, the bans' wait in France.
    expect([...kinds].sort()).toEqual(
      ['aduana', 'conduccion', 'descanso', 'embarque', 'espera', 'pausa', 'travesia'].sort(),
    );
    // Every kind but driving is drawn with a pattern, and the legend names each with the same fill.
    for (const kind of kinds) {
      const fill = new RegExp(`<rect [^>]*fill="([^"]+)" data-kind="${kind}"`).exec(figure)?.[1];
      expect(fill).toBe(kind === 'conduccion' ? '#0f2a47' : `url(#tb-${kind})`);
      expect(figure).toContain(
        `<li data-kind="${kind}"><svg class="key" viewBox="0 0 10 10" aria-hidden="true"><rect width="10" height="10" fill="${fill}">`,
      );
    }
    expect([...figure.matchAll(/<g class="tb-ban" data-country="([A-Z]{2})"/g)].map((match) => match[1])).toEqual([
      'FR',
    ]);
    expect(visibleText(figure)).toContain(t.banWindow);
    expect(visibleText(figure)).toContain(t.deliveryWindow);
    expect(figure).toContain('class="tb-delivery"');
    expect(figure.match(/<g class="tb-mark">/g)).toHaveLength(2);
    // Times in the 24-hour clock only.
    expect(visibleText(figure)).toMatch(/12:00/);
    // The numbered list follows as the bar's text alternative.
    expect(html.indexOf('<ol class="timeline" id="journey-timeline"')).toBeGreaterThan(
      html.indexOf('id="journey-bar"'),
    );
  });

  test('the route page by postal codes draws the same two figures for its journey, and still no script', async () => {
    const response = await get(localizedPath('/driving-bans/route', lang), {
      origin: 'ES-08001',
      destination: 'IT-20121',
      departure: '2026-12-26T18:00',
    });
    const html = response.body;

    expect(response.headers['Content-Security-Policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(html).not.toMatch(/<script|https?:\/\/(?!www\.w3\.org)[^"]*\.(?:js|css|png|svg)/);
    expect(html).toContain('aria-labelledby="journey-map-title journey-map-alt"');
    expect(html).toContain('aria-labelledby="journey-bar-title journey-bar-alt"');
    // Barcelona–Milan on Saturday 26 December 2026 at 18:00 sails GNV's 21:30 Barcelona–Genova: the ferry is drawn.
    const genova = corridors().seaCrossings.find((crossing) => crossing.id === 'barcelona-genova');
    expect(html).toContain(`data-crossing="${genova?.name[lang]}"`);
  });
});

test('the policy still allows nothing but the page and its one stylesheet', () => {
  expect(CONTENT_SECURITY_POLICY).toMatch(
    /^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+'; img-src data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'$/,
  );
});

test('a route given by countries has no journey, so neither figure', async () => {
  const { body } = await get('/driving-bans/route', { countries: 'ES,FR,IT', departure: '2026-12-21T18:00' });
  expect(body).not.toContain('journey-map');
  expect(body).not.toContain('journey-bar');
});
