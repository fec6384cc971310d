import { regionName, TYPOGRAPHY } from '#shared/domain/texts/typography.ts';
import type { ServedChange } from './change-log.ts';
import type { ChangedDays } from './changes.schema.ts';
import type { Language } from './rules.schema.ts';

export const CHANGE_FEED_TITLES: Record<Language, string> = {
  en: 'Truck driving bans: changes to the data',
  es: 'Prohibiciones de circulación de camiones: cambios en los datos',
  ro: 'Restricții de circulație pentru camioane: modificările datelor',
  it: 'Divieti di circolazione per camion: modifiche ai dati',
  fr: 'Interdictions de circulation des poids lourds : modifications des données',
  de: 'Lkw-Fahrverbote: Änderungen der Daten',
};

type DayLabels = Record<keyof ChangedDays | 'sources', string>;

const LABELS: Record<Language, DayLabels> = {
  en: {
    confirmed: 'Days confirmed',
    provisional: 'Days now provisional',
    moved: 'Days moved',
    added: 'Days added',
    removed: 'Days removed',
    sources: 'Sources',
  },
  es: {
    confirmed: 'Días confirmados',
    provisional: 'Días que pasan a ser provisionales',
    moved: 'Días trasladados',
    added: 'Días añadidos',
    removed: 'Días suprimidos',
    sources: 'Fuentes',
  },
  ro: {
    confirmed: 'Zile confirmate',
    provisional: 'Zile devenite provizorii',
    moved: 'Zile mutate',
    added: 'Zile adăugate',
    removed: 'Zile eliminate',
    sources: 'Surse',
  },
  it: {
    confirmed: 'Giorni confermati',
    provisional: 'Giorni ora provvisori',
    moved: 'Giorni spostati',
    added: 'Giorni aggiunti',
    removed: 'Giorni eliminati',
    sources: 'Fonti',
  },
  fr: {
    confirmed: 'Jours confirmés',
    provisional: 'Jours devenus provisoires',
    moved: 'Jours déplacés',
    added: 'Jours ajoutés',
    removed: 'Jours supprimés',
    sources: 'Sources',
  },
  de: {
    confirmed: 'Bestätigte Tage',
    provisional: 'Jetzt vorläufige Tage',
    moved: 'Verschobene Tage',
    added: 'Neue Tage',
    removed: 'Entfallene Tage',
    sources: 'Quellen',
  },
};

const escapeXml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string,
  );

/** "Label: a, b" with the colon as the language sets it (a space before it in French). */
const line = (lang: Language, label: string, items: readonly string[]) =>
  `${label}${lang === 'fr' ? ' : ' : ': '}${items.join(', ')}`;

/** The entry's text: its sentence, then the days it changed and its sources, one line each. */
export const changeText = (change: ServedChange, lang: Language): string => {
  const labels = LABELS[lang];
  const { confirmed, provisional, moved, added, removed } = change.days;
  return [
    change.summary,
    ...(confirmed.length > 0 ? [line(lang, labels.confirmed, confirmed)] : []),
    ...(provisional.length > 0 ? [line(lang, labels.provisional, provisional)] : []),
    ...(moved.length > 0
      ? [
          line(
            lang,
            labels.moved,
            moved.map(({ from, to }) => `${from} → ${to}`),
          ),
        ]
      : []),
    ...(added.length > 0 ? [line(lang, labels.added, added)] : []),
    ...(removed.length > 0 ? [line(lang, labels.removed, removed)] : []),
    line(lang, labels.sources, change.sources),
  ].join('\n');
};

export interface ChangeFeedOptions {
  readonly lang: Language;
  /** When the feed was last updated, YYYY-MM-DD: its latest change's date (the log's, for a selection without any). */
  readonly updated: string;
  /** The feed's own address (rel="self"), with its query. */
  readonly self: string;
  /** The JSON log with the same query (rel="alternate", application/json). */
  readonly json: string;
  /** The site's calendar page. */
  readonly site: string;
  readonly author: string;
  readonly rights: string;
  readonly licenseUrl: string;
  /** The host the entries' tag URIs are minted under (RFC 4151), fixed for the life of the log. */
  readonly tagAuthority: string;
}

/** A change's heading in the language: its country's name in that language, then its sentence ("Rumänien: …"). */
const changeHeading = (change: ServedChange, lang: Language): string =>
  `${TYPOGRAPHY[lang].label(regionName(lang, change.country))} ${change.summary}`;

/** A day as an Atom date: changes are dated by day, at midnight UTC. */
const atomDate = (date: string) => `${date}T00:00:00Z`;

/**
 * The change log as an Atom feed (RFC 4287), newest first: one entry per change, its title the country and its
 * sentence, its content the sentence, the days it changed and its sources. Entry ids are tag URIs of the entry's id,
 * so they never change when the site moves.
 */
export const buildChangeFeed = (changes: readonly ServedChange[], options: ChangeFeedOptions): string => {
  const entries = changes.map(
    (change) => `  <entry>
    <id>tag:${escapeXml(options.tagAuthority)},2026:driving-bans/changes/${escapeXml(change.id)}</id>
    <title>${escapeXml(changeHeading(change, options.lang))}</title>
    <updated>${atomDate(change.date)}</updated>
    <published>${atomDate(change.date)}</published>
    <link rel="alternate" type="text/html" href="${escapeXml(change.page)}"/>
    <category term="${change.country}" label="${escapeXml(regionName(options.lang, change.country))}"/>
    <content type="text">${escapeXml(changeText(change, options.lang))}</content>
  </entry>`,
  );
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${options.lang}">
  <id>tag:${escapeXml(options.tagAuthority)},2026:driving-bans/changes</id>
  <title>${escapeXml(CHANGE_FEED_TITLES[options.lang])}</title>
  <updated>${atomDate(options.updated)}</updated>
  <author><name>${escapeXml(options.author)}</name></author>
  <rights>${escapeXml(options.rights)}</rights>
  <link rel="self" type="application/atom+xml" href="${escapeXml(options.self)}"/>
  <link rel="alternate" type="application/json" href="${escapeXml(options.json)}"/>
  <link rel="alternate" type="text/html" href="${escapeXml(options.site)}"/>
  <link rel="license" href="${escapeXml(options.licenseUrl)}"/>
${entries.join('\n')}
</feed>
`;
};
