import type { FramePixels } from './decode-qr';

// The pictures the decoder's second looks read when a frame read nothing as it came: the middle of the frame (where
// the desk's guide box is), in grey, sharpened or enlarged. Each is an unsharp mask, a pixel pushed away from the mean
// of its neighbourhood: a pass slightly out of focus, or on a dim screen, has modules whose edges run into each other;
// sharpened, ZXing finds and samples them again. Integer box sums, so a look costs the same whatever its radius, and
// the working rows are kept between frames (a look runs on most frames of a desk that nobody is showing a pass to).

/** A grey picture: each level is red + 2 × green + blue (0–1020), four times the luma. */
interface Grey {
  levels: Uint16Array;
  width: number;
  height: number;
}

let kept = { rows: new Uint32Array(0), column: new Uint32Array(0) };

/** Working arrays of at least these sizes, kept between frames. */
function workingArrays(pixels: number, width: number) {
  if (kept.rows.length < pixels || kept.column.length < width) {
    kept = { rows: new Uint32Array(pixels), column: new Uint32Array(width) };
  }
  kept.column.fill(0, 0, width);
  return kept;
}

/** The middle `share` of the frame's width and height, in grey. */
function greyMiddle(frame: FramePixels, share: number): Grey {
  const width = Math.round(frame.width * share);
  const height = Math.round(frame.height * share);
  const left = Math.floor((frame.width - width) / 2);
  const top = Math.floor((frame.height - height) / 2);
  const levels = new Uint16Array(width * height);
  const rgba = frame.data;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0, j = ((top + y) * frame.width + left) * 4; x < width; x++, j += 4) {
      levels[row + x] = rgba[j] + 2 * rgba[j + 1] + rgba[j + 2];
    }
  }
  return { levels, width, height };
}

/** The picture twice as wide and high, each new pixel between its four neighbours (bilinear). */
function enlarged({ levels, width, height }: Grey): Grey {
  const wide = width * 2;
  const high = height * 2;
  const out = new Uint16Array(wide * high);
  for (let y = 0; y < high; y++) {
    const sy = Math.min(height - 1, Math.max(0, (y - 0.5) / 2));
    const y0 = Math.floor(sy);
    const y1 = Math.min(height - 1, y0 + 1);
    const fy = sy - y0;
    for (let x = 0; x < wide; x++) {
      const sx = Math.min(width - 1, Math.max(0, (x - 0.5) / 2));
      const x0 = Math.floor(sx);
      const x1 = Math.min(width - 1, x0 + 1);
      const fx = sx - x0;
      const upper = levels[y0 * width + x0] * (1 - fx) + levels[y0 * width + x1] * fx;
      const lower = levels[y1 * width + x0] * (1 - fx) + levels[y1 * width + x1] * fx;
      out[y * wide + x] = upper * (1 - fy) + lower * fy + 0.5;
    }
  }
  return { levels: out, width: wide, height: high };
}

/** Each pixel pushed `amount` times its difference from the mean of the (2 × radius + 1)² square around it. */
function unsharp({ levels, width, height }: Grey, radius: number, amount: number): FramePixels {
  const { rows, column } = workingArrays(width * height, width);
  // Sums along each row (edges repeated outwards), then down each column of those sums: the square's sum.
  for (let y = 0; y < height; y++) {
    const row = y * width;
    const last = row + width - 1;
    let sum = 0;
    for (let i = -radius; i <= radius; i++) sum += levels[row + Math.min(width - 1, Math.max(0, i))];
    for (let x = 0; x < width; x++) {
      rows[row + x] = sum;
      const ahead = row + x + radius + 1;
      const behind = row + x - radius;
      sum += levels[ahead > last ? last : ahead] - levels[behind < row ? row : behind];
    }
  }
  for (let i = -radius; i <= radius; i++) {
    const row = Math.min(height - 1, Math.max(0, i)) * width;
    for (let x = 0; x < width; x++) column[x] += rows[row + x];
  }
  // level / 4 + amount × (level / 4 − sum / (4 × area)), written as one grey RGBA pixel (a 32-bit word).
  const keep = (1 + amount) / 4;
  const push = amount / (4 * (2 * radius + 1) ** 2);
  const pixels = new Uint32Array(width * height);
  const lastRow = (height - 1) * width;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    const below = Math.min(lastRow, row + (radius + 1) * width);
    const above = Math.max(0, row - radius * width);
    for (let x = 0; x < width; x++) {
      const level = keep * levels[row + x] - push * column[x];
      const grey = level <= 0 ? 0 : level >= 255 ? 255 : level | 0;
      pixels[row + x] = 0xff000000 | (grey << 16) | (grey << 8) | grey;
      column[x] += rows[below + x] - rows[above + x];
    }
  }
  return { data: new Uint8ClampedArray(pixels.buffer), width, height };
}

/** The middle, its edges sharpened a little (3 × 3, 1.5 times): a dim screen, a slight blur. */
export const sharpenedMiddle = (frame: FramePixels, share: number): FramePixels =>
  unsharp(greyMiddle(frame, share), 1, 1.5);

/** The middle, sharpened hard over a wider square (5 × 5, 8 times): a code out of focus by about half a module. */
export const stronglySharpenedMiddle = (frame: FramePixels, share: number): FramePixels =>
  unsharp(greyMiddle(frame, share), 2, 8);

/**
 * The middle enlarged twice, then sharpened a little: a small code on a low-resolution camera, under two pixels a
 * module, which ZXing samples better on a finer grid.
 */
export const enlargedMiddle = (frame: FramePixels, share: number): FramePixels =>
  unsharp(enlarged(greyMiddle(frame, share)), 2, 1.5);
