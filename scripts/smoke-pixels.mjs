// What the WebKit smoke test reads from WebDriver's screenshots: a tiny PNG reader (8-bit
// RGB/RGBA) and the contrast between two colours (WCAG's relative luminance).
import { inflateSync } from 'node:zlib';

/** A base64 PNG (8-bit RGB or RGBA) as its size and `at(x, y)`: the pixel's [r, g, b]. */
export function decodePng(b64) {
  const buf = Buffer.from(b64, 'base64');
  let pos = 8;
  let width = 0;
  let height = 0;
  let type = 0;
  const data = [];
  while (pos < buf.length) {
    const len = buf.readUInt32BE(pos);
    const kind = buf.toString('ascii', pos + 4, pos + 8);
    const body = buf.subarray(pos + 8, pos + 8 + len);
    if (kind === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      if (body[8] !== 8 || body[12] !== 0) throw new Error('unexpected PNG format');
      type = body[9];
    } else if (kind === 'IDAT') data.push(body);
    pos += 12 + len;
  }
  const bpp = type === 6 ? 4 : type === 2 ? 3 : 0;
  if (!bpp) throw new Error(`unexpected PNG colour type ${type}`);
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * bpp;
  const px = Buffer.alloc(height * stride);
  for (let y = 0; y < height; y++) {
    const f = raw[y * (stride + 1)];
    for (let x = 0; x < stride; x++) {
      const v = raw[y * (stride + 1) + 1 + x];
      const a = x >= bpp ? px[y * stride + x - bpp] : 0;
      const b = y > 0 ? px[(y - 1) * stride + x] : 0;
      const c = x >= bpp && y > 0 ? px[(y - 1) * stride + x - bpp] : 0;
      const p = a + b - c;
      const pred =
        f === 0
          ? 0
          : f === 1
            ? a
            : f === 2
              ? b
              : f === 3
                ? (a + b) >> 1
                : Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c)
                  ? a
                  : Math.abs(p - b) <= Math.abs(p - c)
                    ? b
                    : c;
      px[y * stride + x] = (v + pred) & 255;
    }
  }
  const at = (x, y) => {
    const i = y * stride + x * bpp;
    return [px[i], px[i + 1], px[i + 2]];
  };
  return { width, height, at };
}
/** A colour's relative luminance (WCAG). */
const luminance = ([r, g, b]) => {
  const c = (v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * c(r) + 0.7152 * c(g) + 0.0722 * c(b);
};
/** The contrast ratio of two [r, g, b] colours (1 to 21). */
export const contrast = (x, y) => {
  const [a, b] = [luminance(x), luminance(y)].sort((m, n) => n - m);
  return (a + 0.05) / (b + 0.05);
};
/** A CSS `rgb()`/`rgba()` colour as [r, g, b]. */
export const rgb = (css) =>
  css
    .match(/\d+(\.\d+)?/g)
    .slice(0, 3)
    .map(Number);
