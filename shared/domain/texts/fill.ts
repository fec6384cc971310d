/** A text template's `{name}` placeholders filled with the values of those names; an unknown name stays as written. */
export const fill = (template: string, values: Readonly<Record<string, string>>): string =>
  template.replace(/\{([^{}]*)\}/g, (whole, name: string) => values[name] ?? whole);
