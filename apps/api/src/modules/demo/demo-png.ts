import zlib from 'node:zlib';

// A minimal PNG writer for the demo screenshots: 2-bit indexed colour (four colours), which keeps
// 10,000 distinct receipts to a few seconds and a couple of kilobytes each.

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(data, zlib.crc32(type)) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * An image of `width` (a multiple of 4) × `height` pixels, each a palette index 0–3, kept both as
 * indices (to draw on) and as PNG scanlines; `pack` refreshes the scanlines of the rows drawn on.
 */
export class IndexedImage {
  readonly pixels: Uint8Array;
  readonly scanlines: Buffer;
  private readonly stride: number;

  constructor(
    readonly width: number,
    readonly height: number,
    from?: IndexedImage,
  ) {
    if (width % 4 !== 0) throw new Error('IndexedImage: the width must be a multiple of 4');
    this.stride = width / 4 + 1; // each scanline starts with its filter type: 0, none
    this.pixels = from ? from.pixels.slice() : new Uint8Array(width * height);
    this.scanlines = from ? Buffer.from(from.scanlines) : Buffer.alloc(this.stride * height);
  }

  /** A copy to draw on. */
  copy(): IndexedImage {
    return new IndexedImage(this.width, this.height, this);
  }

  /** Rows from `top` (inclusive) to `bottom` (exclusive) into the scanlines; all rows by default. */
  pack(top = 0, bottom = this.height): void {
    const { pixels, scanlines, stride, width } = this;
    for (let y = Math.max(0, top); y < Math.min(this.height, bottom); y++) {
      let at = y * width;
      let out = y * stride + 1;
      for (let x = 0; x < width; x += 4, at += 4) {
        scanlines[out++] = (pixels[at]! << 6) | (pixels[at + 1]! << 4) | (pixels[at + 2]! << 2) | pixels[at + 3]!;
      }
    }
  }

  /** The PNG file (bit depth 2, indexed colour) with these four [r, g, b] colours. */
  png(palette: readonly [number, number, number][]): Buffer {
    const header = Buffer.alloc(13);
    header.writeUInt32BE(this.width, 0);
    header.writeUInt32BE(this.height, 4);
    header.set([2, 3, 0, 0, 0], 8); // bit depth 2, indexed colour, deflate, adaptive filtering, no interlace
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('PLTE', Buffer.from(palette.flat())),
      // The fastest level: ten thousand receipts are drawn per seed, and these images compress well anyway.
      chunk('IDAT', zlib.deflateSync(this.scanlines, { level: 1 })),
      chunk('IEND', Buffer.alloc(0)),
    ]);
  }
}
