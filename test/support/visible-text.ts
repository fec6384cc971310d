/**
 * The text a reader of a page sees: without the style sheet, the tags and their attributes (class names and data
 * attributes are API words a reader never sees), entities decoded, spaces collapsed.
 */
export const visibleText = (html: string): string =>
  html
    .replace(/<style>.*?<\/style>/gs, ' ')
    // A block ends a line; an inline element (a link, emphasis) runs on in its sentence.
    .replace(
      /<\/?(p|li|td|th|tr|div|h[1-6]|br|dt|dd|section|ul|ol|table|header|footer|nav|main|small|label|option|button|pre|title|form|fieldset|legend|input|select|textarea|svg|g|path|rect|text)\b[^>]*>/g,
      ' ',
    )
    .replace(/<[^>]*>/g, '')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&')
    .replace(/[ \t\n]+/g, ' ');
