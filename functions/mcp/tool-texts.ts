import type { Language } from '#shared/domain/languages.ts';

/** The fixed words of the driving-ban tool's text answer, in each language of the calendar. */
export interface BanToolTexts {
  readonly entries: (count: number) => string;
  readonly source: string;
  readonly provisional: string;
  readonly more: (count: number) => string;
  readonly data: string;
}

export const BAN_TOOL_TEXTS: Readonly<Record<Language, BanToolTexts>> = {
  en: {
    entries: (count) => `${count} ${count === 1 ? 'ban entry' : 'ban entries'}.`,
    source: 'Source',
    provisional: 'provisional date',
    more: (count) => `… ${count} more in the structured result.`,
    data: 'Data',
  },
  es: {
    entries: (count) => `${count} ${count === 1 ? 'prohibición' : 'prohibiciones'}.`,
    source: 'Fuente',
    provisional: 'fecha provisional',
    more: (count) => `… ${count} más en el resultado estructurado.`,
    data: 'Datos',
  },
  ro: {
    // "Restricții: 25" needs no "de" before numbers from 20 on.
    entries: (count) => `Restricții: ${count}.`,
    source: 'Sursă',
    provisional: 'dată provizorie',
    more: (count) => `… încă ${count} în rezultatul structurat.`,
    data: 'Date',
  },
  it: {
    entries: (count) => `${count} ${count === 1 ? 'divieto' : 'divieti'}.`,
    source: 'Fonte',
    provisional: 'data provvisoria',
    more: (count) => `… altri ${count} nel risultato strutturato.`,
    data: 'Dati',
  },
  fr: {
    entries: (count) => `${count} ${count === 1 ? 'interdiction' : 'interdictions'}.`,
    source: 'Source',
    provisional: 'date provisoire',
    more: (count) => `… ${count} de plus dans le résultat structuré.`,
    data: 'Données',
  },
  de: {
    entries: (count) => `${count} ${count === 1 ? 'Fahrverbot' : 'Fahrverbote'}.`,
    source: 'Quelle',
    provisional: 'vorläufiges Datum',
    more: (count) => `… ${count} weitere im strukturierten Ergebnis.`,
    data: 'Daten',
  },
};
