/**
 * A template split at its placeholders: literal text at even indexes, placeholder names at odd ones. Templates are the
 * data's texts, a few hundred, filled again on every answer: each is split once (a regular expression's replace per
 * call was a tenth of a journey's sentences in bench/estimate.ts); past MAX_TEMPLATES they are split again.
 */
const MAX_TEMPLATES = 4_096;
let split = new Map<string, readonly string[]>();
const partsOf = (template: string): readonly string[] => {
  let parts = split.get(template);
  if (parts === undefined) {
    parts = template.split(/\{([^{}]*)\}/);
    if (split.size >= MAX_TEMPLATES) split = new Map();
    split.set(template, parts);
  }
  return parts;
};

/** A text template's `{name}` placeholders filled with the values of those names; an unknown name stays as written. */
export const fill = (template: string, values: Readonly<Record<string, string>>): string => {
  const parts = partsOf(template);
  let text = parts[0] as string;
  for (let index = 1; index < parts.length; index += 2) {
    const name = parts[index] as string;
    text += (values[name] ?? `{${name}}`) + (parts[index + 1] as string);
  }
  return text;
};
