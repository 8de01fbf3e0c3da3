import type { FramePixels } from './decode-qr';

// The pictures the decoder's second looks read when a frame read nothing as it came: the middle of the frame (where
// the desk's guide box is), in grey, sharpened or enlarged. Each is an unsharp mask, a pixel pushed away from the mean
// of its neighbourhood: a pass slightly out of focus, or on a dim screen, has modules whose edges run into each other;
// sharpened, ZXing finds and samples them again. Box sums, so a look costs the same whatever its radius.

/** The middle `share` of the frame's width and height, in grey (luma). */
function greyMiddle(frame: FramePixels, share: number): { grey: Float32Array; width: number; height: number } {
  const width = Math.round(frame.width * share);
  const height = Math.round(frame.height * share);
  const left = Math.floor((frame.width - width) / 2);
  const top = Math.floor((frame.height - height) / 2);
  const grey = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0, j = ((top + y) * frame.width + left) * 4; x < width; x++, j += 4) {
      grey[y * width + x] = (frame.data[j] + 2 * frame.data[j + 1] + frame.data[j + 2]) / 4;
    }
  }
  return { grey, width, height };
}

/** The picture twice as wide and high, each new pixel between its four neighbours (bilinear). */
function enlarged(grey: Float32Array, width: number, height: number) {
  const wide = width * 2;
  const high = height * 2;
  const out = new Float32Array(wide * high);
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
      const top = grey[y0 * width + x0] * (1 - fx) + grey[y0 * width + x1] * fx;
      const bottom = grey[y1 * width + x0] * (1 - fx) + grey[y1 * width + x1] * fx;
      out[y * wide + x] = top * (1 - fy) + bottom * fy;
    }
  }
  return { grey: out, width: wide, height: high };
}

/** Each pixel pushed `amount` times its difference from the mean of the (2 × radius + 1)² square around it. */
function unsharp(grey: Float32Array, width: number, height: number, radius: number, amount: number): FramePixels {
  // Sums along each row, then down each column of those sums (the square's sum), edges repeated outwards.
  const rows = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    const last = row + width - 1;
    let sum = 0;
    for (let i = -radius; i <= radius; i++) sum += grey[row + Math.min(width - 1, Math.max(0, i))];
    for (let x = 0; x < width; x++) {
      rows[row + x] = sum;
      sum += grey[Math.min(last, row + x + radius + 1)] - grey[Math.max(row, row + x - radius)];
    }
  }
  const keep = 1 + amount;
  const push = amount / (2 * radius + 1) ** 2;
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  const column = new Float32Array(width);
  for (let i = -radius; i <= radius; i++) {
    const row = Math.min(height - 1, Math.max(0, i)) * width;
    for (let x = 0; x < width; x++) column[x] += rows[row + x];
  }
  for (let y = 0; y < height; y++) {
    const row = y * width;
    const below = Math.min(height - 1, y + radius + 1) * width;
    const above = Math.max(0, y - radius) * width;
    for (let x = 0; x < width; x++) {
      const level = keep * grey[row + x] - push * column[x];
      const o = (row + x) * 4;
      data[o] = data[o + 1] = data[o + 2] = level;
      column[x] += rows[below + x] - rows[above + x];
    }
  }
  return { data, width, height };
}

/** The middle, its edges sharpened a little (3 × 3, 1.5 times): a dim screen, a slight blur. */
export function sharpenedMiddle(frame: FramePixels, share: number): FramePixels {
  const { grey, width, height } = greyMiddle(frame, share);
  return unsharp(grey, width, height, 1, 1.5);
}

/** The middle, sharpened hard over a wider square (5 × 5, 8 times): a code out of focus by about half a module. */
export function stronglySharpenedMiddle(frame: FramePixels, share: number): FramePixels {
  const { grey, width, height } = greyMiddle(frame, share);
  return unsharp(grey, width, height, 2, 8);
}

/**
 * The middle enlarged twice, then sharpened a little: a small code on a low-resolution camera, under two pixels a
 * module, which ZXing samples better on a finer grid.
 */
export function enlargedMiddle(frame: FramePixels, share: number): FramePixels {
  const middle = greyMiddle(frame, share);
  const { grey, width, height } = enlarged(middle.grey, middle.width, middle.height);
  return unsharp(grey, width, height, 2, 1.5);
}
