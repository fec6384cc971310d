import { LANGUAGES, type Language } from '#shared/domain/languages.ts';
import { NARROW_NBSP, TYPOGRAPHY, typeset, typesetEach, typesetLocalized } from '#shared/domain/texts/typography.ts';

describe('typography', () => {
  test.each([
    [1, '1 drum'],
    [2, '2 drumuri'],
    [19, '19 drumuri'],
    [20, '20 de drumuri'],
    [24, '24 de drumuri'],
    [101, '101 drumuri'],
  ])('Romanian counts %i as "%s", with "de" from 20', (count, text) => {
    expect(TYPOGRAPHY.ro.count(count, { one: 'drum', few: 'drumuri', other: 'de drumuri' })).toBe(text);
  });

  test.each([
    ['es', 1, '1 segundo'],
    ['es', 30, '30 segundos'],
    ['fr', 1, '1 seconde'],
    ['de', 1, '1 Sekunde'],
    ['it', 1, '1 secondo'],
    ['en', 86399, '86,399 seconds'],
  ] as const)('in %s, %i takes its form: "%s"', (lang, count, text) => {
    expect(TYPOGRAPHY[lang].count(count, { one: text.split(' ')[1] ?? '', other: text.split(' ')[1] ?? '' })).toBe(
      text,
    );
  });

  test('a count written with fraction digits takes the form of the number as written; French is singular below 2', () => {
    const metres = { one: 'metre', other: 'metres' };
    expect(TYPOGRAPHY.en.count(1, metres, { minimumFractionDigits: 1 })).toBe('1.0 metres');
    expect(TYPOGRAPHY.en.count(1, metres)).toBe('1 metre');
    expect(TYPOGRAPHY.fr.count(1.6, { one: 'mètre', other: 'mètres' })).toBe('1,6 mètre');
    expect(TYPOGRAPHY.fr.count(2, { one: 'mètre', other: 'mètres' }, { minimumFractionDigits: 1 })).toBe('2,0 mètres');
  });

  test('French puts a narrow no-break space before : ; ? ! and inside « », not inside times or addresses', () => {
    // Act
    const text = TYPOGRAPHY.fr.spaced('Heures : 22:00–06:00 ; voir https://example.com/a?b=1 « ici » !');

    // Assess
    expect(text).toBe(
      `Heures${NARROW_NBSP}: 22:00–06:00${NARROW_NBSP}; voir https://example.com/a?b=1 «${NARROW_NBSP}ici${NARROW_NBSP}»${NARROW_NBSP}!`,
    );
  });

  test('labels and quotes follow the language', () => {
    expect(['en', 'fr', 'de'].map((lang) => TYPOGRAPHY[lang as 'en'].label('Vehicles'))).toEqual([
      'Vehicles:',
      `Vehicles${NARROW_NBSP}:`,
      'Vehicles:',
    ]);
    expect(['en', 'es', 'ro', 'fr', 'de'].map((lang) => TYPOGRAPHY[lang as 'en'].quote('x'))).toEqual([
      '“x”',
      '«x»',
      '„x”',
      `«${NARROW_NBSP}x${NARROW_NBSP}»`,
      '„x“',
    ]);
  });

  test('a table typeset in French spaces what its functions return, and leaves other languages as written', () => {
    // Prepare
    const table = { title: 'Pays : France', line: (n: number) => `Total : ${n}` };

    // Act
    const [fr, en] = [typeset('fr', table), typeset('en', table)];

    // Assess
    expect([fr.title, fr.line(2), en.line(2)]).toEqual([
      `Pays${NARROW_NBSP}: France`,
      `Total${NARROW_NBSP}: 2`,
      'Total : 2',
    ]);
  });

  test('a table per language is typeset in a language when that language is first read, and kept', () => {
    // Prepare
    const read: Language[] = [];
    const titled = (lang: Language) => ({
      get title() {
        read.push(lang);
        return 'Pays : France';
      },
    });

    // Act
    const table = typesetEach(
      Object.fromEntries(LANGUAGES.map((lang) => [lang, titled(lang)])) as Record<Language, { title: string }>,
    );
    const before = [...read];
    const fr = table.fr;

    // Assess
    expect(before).toEqual([]);
    expect(read).toEqual(['fr']);
    expect(fr.title).toBe(`Pays${NARROW_NBSP}: France`);
    expect(table.fr).toBe(fr);
    expect(Object.keys(table)).toEqual([...LANGUAGES]);
  });

  test("a file's texts in every language are typeset in each as they are read, nested or in lists", () => {
    // Prepare
    const localized = (text: string) => ({ en: text, es: text, ro: text, it: text, fr: text, de: text });
    const file = { name: 'FR', rules: [{ reason: localized('Jour férié : fermé'), note: localized('Plain') }] };

    // Act
    const texts = typesetLocalized(file);
    const [rule] = texts.rules;

    // Assess
    expect(rule?.reason.fr).toBe(`Jour férié${NARROW_NBSP}: fermé`);
    expect(rule?.reason.en).toBe('Jour férié : fermé');
    expect(rule?.note).toEqual(localized('Plain'));
    expect(JSON.parse(JSON.stringify(texts))).toEqual({
      name: 'FR',
      rules: [
        {
          reason: { ...localized('Jour férié : fermé'), fr: `Jour férié${NARROW_NBSP}: fermé` },
          note: localized('Plain'),
        },
      ],
    });
  });
});
