import type { FramePixels } from './decode-qr';

/**
 * The frame in grey, its edges sharpened (an unsharp mask: each pixel pushed away from the mean of its 3 × 3
 * neighbourhood by `amount` times the difference). A pass slightly out of focus, or on a dim screen, has modules
 * whose edges run into each other; sharpened, ZXing finds and samples them again.
 */
export function sharpened(frame: FramePixels, amount = 1.5): FramePixels {
  const { width, height, data } = frame;
  const grey = new Float32Array(width * height);
  for (let i = 0; i < grey.length; i++) grey[i] = (data[i * 4] * 77 + data[i * 4 + 1] * 150 + data[i * 4 + 2] * 29) / 256;
  const rows = new Float32Array(grey.length);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    rows[row] = grey[row];
    rows[row + width - 1] = grey[row + width - 1];
    for (let x = 1; x < width - 1; x++) rows[row + x] = grey[row + x - 1] + grey[row + x] + grey[row + x + 1];
  }
  const out = new Uint8ClampedArray(data.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const edge = x === 0 || y === 0 || x === width - 1 || y === height - 1;
      const mean = edge ? grey[i] : (rows[i - width] + rows[i] + rows[i + width]) / 9;
      const value = grey[i] + amount * (grey[i] - mean);
      out[i * 4] = out[i * 4 + 1] = out[i * 4 + 2] = value;
      out[i * 4 + 3] = 255;
    }
  }
  return { data: out, width, height };
}
