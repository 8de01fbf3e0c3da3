import type { FramePixels } from './decode-qr';

/**
 * The middle of the frame (`share` of its width and height) in grey, its edges sharpened: an unsharp mask, each pixel
 * pushed away from the mean of its 3 × 3 neighbourhood by 1.5 times the difference. A pass slightly out of focus, or
 * on a dim screen, has modules whose edges run into each other; sharpened, ZXing finds and samples them again. Integer
 * arithmetic: it runs on every frame that reads nothing as it came.
 */
export function sharpenedMiddle(frame: FramePixels, share: number): FramePixels {
  const width = Math.round(frame.width * share);
  const height = Math.round(frame.height * share);
  const left = Math.floor((frame.width - width) / 2);
  const top = Math.floor((frame.height - height) / 2);
  const size = width * height;
  const grey = new Int32Array(size);
  for (let y = 0; y < height; y++) {
    for (let x = 0, j = ((top + y) * frame.width + left) * 4; x < width; x++, j += 4) {
      grey[y * width + x] = (frame.data[j] + 2 * frame.data[j + 1] + frame.data[j + 2]) >> 2;
    }
  }
  const rows = new Int32Array(size);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    rows[row] = 3 * grey[row];
    rows[row + width - 1] = 3 * grey[row + width - 1];
    for (let x = 1; x < width - 1; x++) rows[row + x] = grey[row + x - 1] + grey[row + x] + grey[row + x + 1];
  }
  const data = new Uint8ClampedArray(size * 4);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    const above = y > 0 ? row - width : row;
    const below = y < height - 1 ? row + width : row;
    for (let x = 0; x < width; x++) {
      // value + 1.5 × (value − sum / 9) = (15 × value − sum) / 6, the sum over the 3 × 3 neighbourhood.
      const level = (15 * grey[row + x] - rows[above + x] - rows[row + x] - rows[below + x]) / 6;
      const o = (row + x) * 4;
      data[o] = data[o + 1] = data[o + 2] = level;
      data[o + 3] = 255;
    }
  }
  return { data, width, height };
}
