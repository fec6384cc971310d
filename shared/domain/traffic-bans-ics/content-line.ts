/*
 * RFC 5545 content lines: TEXT escaping (3.3.11) and folding (3.1). A line is at most 75 octets without its CRLF,
 * counted in UTF-8 as the body is sent; a continuation line starts with one space, which counts. A fold never falls
 * inside a character: a client joins the lines before decoding UTF-8, but several decode each line on its own and
 * show a broken character otherwise.
 */

const MAX_OCTETS = 75;

// Any line of 25 UTF-16 code units or fewer fits: no code unit takes more than 3 octets in UTF-8.
const ALWAYS_FITS = Math.floor(MAX_OCTETS / 3);

/**
 * A TEXT value: backslash, semicolon and comma escaped, every line break (CRLF, CR or LF) as \n. Control
 * characters other than HTAB are not allowed in TEXT (TSAFE-CHAR excludes CONTROL) and carry nothing a reader needs,
 * so they are dropped. One pass over the code units, copying the runs between specials.
 */
export const escapeText = (text: string): string => {
  let escaped = '';
  let runStart = 0;
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    // Everything above the backslash (0x5C) but DEL, and the printable ASCII below it but ; and ,, is copied.
    if (unit > 0x5c ? unit !== 0x7f : unit >= 0x20 && unit !== 0x3b && unit !== 0x2c && unit !== 0x5c) continue;
    if (unit === 0x09) continue;
    let replacement = '';
    if (unit === 0x5c) replacement = '\\\\';
    else if (unit === 0x3b) replacement = '\\;';
    else if (unit === 0x2c) replacement = '\\,';
    else if (unit === 0x0a || unit === 0x0d) replacement = '\\n';
    escaped += text.slice(runStart, index) + replacement;
    // CRLF is one line break.
    if (unit === 0x0d && text.charCodeAt(index + 1) === 0x0a) index += 1;
    runStart = index + 1;
  }
  return runStart === 0 ? text : escaped + text.slice(runStart);
};

/** Folds one unfolded content line into physical lines of at most 75 octets, joined by CRLF and a space. */
export const foldLine = (line: string): string => {
  if (line.length <= ALWAYS_FITS) return line;
  let folded = '';
  let lineStart = 0;
  let octets = 0;
  for (let index = 0; index < line.length; ) {
    const unit = line.charCodeAt(index);
    let width = 3;
    let units = 1;
    if (unit < 0x80) width = 1;
    else if (unit < 0x800) width = 2;
    else if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = line.charCodeAt(index + 1);
      // A surrogate pair is one character of 4 octets; a lone surrogate is sent as U+FFFD, 3 octets.
      if (next >= 0xdc00 && next <= 0xdfff) {
        width = 4;
        units = 2;
      }
    }
    if (octets + width > MAX_OCTETS) {
      folded += `${line.slice(lineStart, index)}\r\n `;
      lineStart = index;
      octets = 1;
    }
    octets += width;
    index += units;
  }
  return folded + line.slice(lineStart);
};
