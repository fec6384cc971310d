import fc from 'fast-check';

/**
 * Names every JavaScript object answers to through its prototype, and a few that libraries treat specially
 * (`then` makes an object look like a promise, `toJSON` changes serialisation). A lookup of client input in a
 * plain object finds them unless the code guards against it.
 */
export const SPECIAL_PROPERTY_NAMES = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'toLocaleString',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'valueOf',
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  '__lookupSetter__',
  'then',
  'toJSON',
  'length',
  'name',
] as const;

const specialName = fc.oneof(
  fc.constantFrom(...SPECIAL_PROPERTY_NAMES),
  fc.constantFrom(...SPECIAL_PROPERTY_NAMES).map((name) => name.toUpperCase()),
  fc.constantFrom(...SPECIAL_PROPERTY_NAMES).map((name) => `${name[0]?.toUpperCase()}${name.slice(1)}`),
);

/** Any string a client could send: special names, separators and escapes, any Unicode, and long ones. */
export const hostileString = fc.oneof(
  { weight: 3, arbitrary: specialName },
  { weight: 2, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  {
    weight: 1,
    arbitrary: fc
      .array(fc.oneof(specialName, fc.constantFrom(',', ';', '=', '"', '\\', '%', '*', ' ', '-', 'q=0', '..')), {
        maxLength: 6,
      })
      .map((parts) => parts.join('')),
  },
  { weight: 1, arbitrary: fc.string({ minLength: 200, maxLength: 3000 }) },
);

/** A value that usually makes sense to the parameter, so that deeper code is reached, and otherwise anything. */
export const valueFor = (sensible: readonly string[]) =>
  fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...sensible) }, { weight: 3, arbitrary: hostileString });

/**
 * An object with these entries as own properties, as `JSON.parse` gives them to a Lambda function: built with
 * Object.fromEntries, so a `__proto__` entry is a property and does not replace the prototype.
 */
export const ownEntries = (entries: readonly (readonly [string, string])[]): Record<string, string> =>
  Object.fromEntries(entries);

/** Query parameters: the known ones with sensible or hostile values, plus hostile names. */
export const hostileQuery = (known: Record<string, readonly string[]>) =>
  fc
    .tuple(
      fc.array(
        fc.oneof(...Object.entries(known).map(([name, values]) => fc.tuple(fc.constant(name), valueFor(values)))),
        { maxLength: 6 },
      ),
      fc.array(fc.tuple(hostileString, hostileString), { maxLength: 2 }),
    )
    .map(([knownEntries, otherEntries]) => ownEntries([...knownEntries, ...otherEntries]));

/** Request headers, lower-cased as API Gateway sends them: the ones the service reads, plus hostile names. */
export const hostileHeaders = (read: Record<string, readonly string[]>) =>
  fc
    .tuple(
      fc.array(
        fc.oneof(...Object.entries(read).map(([name, values]) => fc.tuple(fc.constant(name), valueFor(values)))),
        { maxLength: 4 },
      ),
      fc.array(fc.tuple(specialName, hostileString), { maxLength: 2 }),
    )
    .map(([readEntries, otherEntries]) =>
      ownEntries([...readEntries, ...otherEntries].map(([name, value]) => [name.toLowerCase(), value])),
    );

/** The event a function receives: what API Gateway serialised and the Lambda runtime parsed again. */
export const asDelivered = <T>(event: T): T => JSON.parse(JSON.stringify(event)) as T;
