/**
 * A number in the one notation the service reads numbers in (digits, optionally a point and more digits), never in
 * the exponent form JavaScript writes very large and very small numbers in (1e+29, 1e-7), which the service itself
 * refuses. The shortest digits that read back as the same number; -0 keeps its sign, so that a refusal says what was
 * sent.
 */
export const decimalNotation = (value: number): string => {
  if (Object.is(value, -0)) return '-0';
  const text = String(value);
  const exponent = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!exponent) return text;
  const [, sign = '', first = '', rest = '', power = '0'] = exponent;
  const digits = `${first}${rest}`;
  // Where the decimal point falls, counted in digits from the left.
  const point = 1 + Number(power);
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
};
