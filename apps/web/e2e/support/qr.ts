import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { Locator } from 'playwright-core';

function decode(pngBytes: Buffer): string | null {
  const png = PNG.sync.read(pngBytes);
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

/**
 * The text of the QR code an element shows (null when unreadable). An <img> is read from the very PNG it
 * displays, at its natural size (a 220 px screenshot of a dense signed-pass QR blurs the modules on a busy
 * machine); anything else (a canvas) from a screenshot of it.
 */
export async function readQr(element: Locator): Promise<string | null> {
  const source = await element.evaluate(async (node) => {
    if (!(node instanceof HTMLImageElement)) return null;
    await node.decode().catch(() => undefined);
    return node.src.startsWith('data:image/png;base64,') ? node.src.slice('data:image/png;base64,'.length) : null;
  });
  if (source) return decode(Buffer.from(source, 'base64'));
  return decode(await element.screenshot());
}
