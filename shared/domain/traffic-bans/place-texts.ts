import { numberFormat } from '#shared/domain/texts/intl.ts';
import type { DatedRuleBlock, Direction, Language, NightRuleBlock, RoadSection } from './rules.schema.ts';

type Rule = DatedRuleBlock | NightRuleBlock;

const km = (value: number, lang: Language): string =>
  `km ${numberFormat(lang, { maximumFractionDigits: 3, useGrouping: false }).format(value)}`;

const endText = (end: RoadSection['from'], lang: Language): string => {
  if (end.km === undefined) return end.place ?? '';
  return end.place === undefined ? km(end.km, lang) : `${km(end.km, lang)} (${end.place})`;
};

/** "A-1 km 118.3 (Boceguillas) – km 11.8 (Madrid)": a section as the text gives it, with the language's decimal mark. */
export const sectionText = (section: RoadSection, lang: Language): string =>
  `${section.road} ${endText(section.from, lang)} – ${endText(section.to, lang)}`;

const DIRECTION_WORDS: Record<Language, { towards: string; leaving: string; both: string }> = {
  en: { towards: 'towards {place}', leaving: 'leaving {place}', both: 'both directions' },
  es: { towards: 'sentido {place}', leaving: 'salida de {place}', both: 'ambos sentidos' },
  ro: { towards: 'sensul spre {place}', leaving: 'la ieșirea din {place}', both: 'ambele sensuri' },
  it: { towards: 'direzione {place}', leaving: 'in uscita da {place}', both: 'entrambe le direzioni' },
  fr: { towards: 'direction {place}', leaving: 'en sortie de {place}', both: 'dans les deux sens' },
  de: { towards: 'Richtung {place}', leaving: 'aus {place} hinaus', both: 'beide Richtungen' },
};

export const directionText = (direction: Direction, lang: Language): string => {
  const words = DIRECTION_WORDS[lang];
  if (direction === 'both') return words.both;
  return 'towards' in direction
    ? words.towards.replace('{place}', direction.towards)
    : words.leaving.replace('{place}', direction.leaving);
};

const ONLY_VIA: Record<Language, string> = {
  en: 'Only for journeys that use {sections}.',
  es: 'Solo para viajes que utilizan {sections}.',
  ro: 'Doar pentru curse care folosesc {sections}.',
  it: 'Solo per viaggi che percorrono {sections}.',
  fr: 'Uniquement pour les trajets qui empruntent {sections}.',
  de: 'Nur für Fahrten über {sections}.',
};

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Where and which way a rule applies, in words: its sections and direction, then the route condition. Empty when the
 * rule has none of them; published at the start of the entry's note.
 */
export const placeText = (rule: Rule, lang: Language): string => {
  const parts: string[] = [];
  const sections = rule.sections?.map((section) => sectionText(section, lang)).join('; ');
  const direction = rule.direction === undefined ? undefined : directionText(rule.direction, lang);
  if (sections !== undefined && direction !== undefined) parts.push(`${sections}, ${direction}.`);
  else if (sections !== undefined) parts.push(`${sections}.`);
  else if (direction !== undefined) parts.push(`${capitalised(direction)}.`);
  if (rule.onlyVia !== undefined) {
    parts.push(ONLY_VIA[lang].replace('{sections}', rule.onlyVia.map((s) => sectionText(s, lang)).join('; ')));
  }
  return parts.join(' ');
};

/** The key of where a rule applies beyond its roads: two rules on one road but other sections never hide each other. */
export const placeDetailKey = (rule: Rule): string =>
  rule.sections === undefined && rule.direction === undefined && rule.onlyVia === undefined
    ? ''
    : JSON.stringify([rule.sections ?? null, rule.direction ?? null, rule.onlyVia ?? null]);
