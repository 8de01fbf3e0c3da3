import { PNG } from 'pngjs';

/** A 240×400 PNG that looks like a payment receipt (bands of colour): a screenshot one can see in a page. */
export function receiptPng(): Buffer {
  const width = 240;
  const height = 400;
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const header = y < 70;
      const line = y > 110 && y % 40 < 14 && x > 24 && x < width - 24 - (y % 80);
      const [r, g, b] = header ? [36, 159, 156] : line ? [60, 60, 72] : [250, 250, 252];
      png.data[i] = r;
      png.data[i + 1] = g;
      png.data[i + 2] = b;
      png.data[i + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}

let drawn = 0;

/**
 * A receipt of its own for each participant the tests register through the API: real participants send their own
 * screenshots, and the staff screens flag one picture sent twice (decision 0053). The same bands as receiptPng, with
 * the lines of text placed and cut by the participant's number.
 */
export function ownReceiptPng(): Buffer {
  const n = ++drawn;
  const width = 240;
  const height = 400;
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const header = y < 70;
      const row = Math.floor((y - 90) / 24);
      const ink = (n >> (row % 8)) & 1 ? width - 30 : 90 + ((n * 37 + row * 53) % 100);
      const line = y > 90 && (y - 90) % 24 < 12 && x > 20 && x < ink;
      const [r, g, b] = header ? [36, 159, 156] : line ? [50, 50, 60] : [250, 250, 252];
      png.data[i] = r;
      png.data[i + 1] = g;
      png.data[i + 2] = b;
      png.data[i + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}
