/**
 * The site's icon, drawn once as a 16×16 grid (a lorry on the site's navy) and served two ways from it: inline in
 * each page's head as an SVG data URL (no request, allowed by the pages' `img-src data:`), and as `/favicon.ico`
 * for clients that ask for it by name. No file, no third-party request.
 */
const GRID = [
  '.NNNNNNNNNNNNNN.',
  'NNNNNNNNNNNNNNNN',
  'NNNNNNNNNNNNNNNN',
  'NNNNNNNNNNNNNNNN',
  'NNWWWWWWWWNNNNNN',
  'NNWWWWWWWWNNNNNN',
  'NNWWWWWWWWNWWNNN',
  'NNWWWWWWWWNWWWNN',
  'NNWWWWWWWWNWWWWN',
  'NNWWWWWWWWWWWWWN',
  'NNWWWWWWWWWWWWWN',
  'NNNNWWNNNNNNWWNN',
  'NNNNWWNNNNNNWWNN',
  'NNNNNNNNNNNNNNNN',
  'NNNNNNNNNNNNNNNN',
  '.NNNNNNNNNNNNNN.',
] as const;

const SIZE = GRID.length;
const NAVY = [0x0f, 0x2a, 0x47] as const;
const WHITE = [0xff, 0xff, 0xff] as const;

const pixels = GRID.flatMap((row, y) => [...row].map((cell, x) => ({ x, y, cell })));

/** Each row's runs of one colour, as SVG path steps: `M x y h length v 1 h -length z`. */
const runs = (colour: 'N' | 'W'): string =>
  GRID.flatMap((row, y) =>
    [...row.matchAll(new RegExp(`${colour}+`, 'g'))].map(
      (run) => `M${run.index} ${y}h${run[0].length}v1h-${run[0].length}z`,
    ),
  ).join('');

/** The icon as SVG: the navy ground with its corners cut, the lorry in white, each as one path of pixel runs. */
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" shape-rendering="crispEdges"><path fill="#0f2a47" d="${runs('N')}"/><path fill="#fff" d="${runs('W')}"/></svg>`;

/** For `<link rel="icon">`: a data URL, so the icon costs no request. */
export const FAVICON_DATA_URL = `data:image/svg+xml,${encodeURIComponent(svg)}`;

/**
 * The same icon as an ICO file: one 32-bit BMP image (ICONDIR, ICONDIRENTRY, BITMAPINFOHEADER, bottom-up BGRA rows,
 * then the AND mask, all transparency being in the alpha channel).
 */
const ico = (): Buffer => {
  const imageBytes = SIZE * SIZE * 4;
  const maskBytes = SIZE * 4; // one bit per pixel, rows padded to 32 bits
  const bitmapBytes = 40 + imageBytes + maskBytes;
  const file = Buffer.alloc(6 + 16 + bitmapBytes);
  file.writeUInt16LE(0, 0);
  file.writeUInt16LE(1, 2); // an icon
  file.writeUInt16LE(1, 4); // one image
  file.writeUInt8(SIZE, 6);
  file.writeUInt8(SIZE, 7);
  file.writeUInt16LE(1, 10); // planes
  file.writeUInt16LE(32, 12); // bits per pixel
  file.writeUInt32LE(bitmapBytes, 14);
  file.writeUInt32LE(22, 18);
  const bitmap = 22;
  file.writeUInt32LE(40, bitmap);
  file.writeInt32LE(SIZE, bitmap + 4);
  file.writeInt32LE(SIZE * 2, bitmap + 8); // the image and its mask
  file.writeUInt16LE(1, bitmap + 12);
  file.writeUInt16LE(32, bitmap + 14);
  file.writeUInt32LE(imageBytes + maskBytes, bitmap + 20);
  for (const { x, y, cell } of pixels) {
    const offset = bitmap + 40 + ((SIZE - 1 - y) * SIZE + x) * 4;
    if (cell === '.') continue;
    const [r, g, b] = cell === 'W' ? WHITE : NAVY;
    file.writeUInt8(b, offset);
    file.writeUInt8(g, offset + 1);
    file.writeUInt8(r, offset + 2);
    file.writeUInt8(0xff, offset + 3);
  }
  return file;
};

/** `/favicon.ico`, base64 as the Lambda result carries a binary body. */
export const FAVICON_ICO_BASE64 = ico().toString('base64');
