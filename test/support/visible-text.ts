/**
 * The text a reader of a page sees: without the style sheet, the tags and their attributes (class names and data
 * attributes are API words a reader never sees), entities decoded, spaces collapsed.
 */
export const visibleText = (html: string): string =>
  html
    .replace(/<style>.*?<\/style>/gs, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&')
    .replace(/[ \t\n]+/g, ' ');
