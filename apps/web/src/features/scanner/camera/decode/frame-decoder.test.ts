import { describe, expect, test } from 'vitest';
import { chooseFrameDecoder, type BarcodeDetectorConstructor } from './frame-decoder';

// Which decoder the desk's worker reads frames with. Linux Chromium (the end-to-end tests' browser) has no
// BarcodeDetector, so the platform's side is a stand-in here: a detector as Android Chrome exposes it.

const frame = { width: 1280, height: 720 } as ImageBitmap;

/** A platform detector that lists `formats` and sees `seen` in every frame. */
function platformDetector(formats: string[] | Error, seen: string[]) {
  const made: { formats: string[] }[] = [];
  const Detector = class {
    constructor(options: { formats: string[] }) {
      made.push(options);
    }
    static getSupportedFormats() {
      return formats instanceof Error ? Promise.reject(formats) : Promise.resolve(formats);
    }
    detect() {
      return Promise.resolve(seen.map((rawValue) => ({ rawValue })));
    }
  } satisfies BarcodeDetectorConstructor;
  return { Detector, made };
}

function zxingStandIn() {
  const loads: number[] = [];
  return {
    loads,
    loadZxing: () => {
      loads.push(1);
      return Promise.resolve(async () => 'read by zxing');
    },
  };
}

describe('the frame decoder the desk chooses', () => {
  test("a platform detector that reads QR codes is used, asked for QR only, and ZXing's WebAssembly is never loaded", async () => {
    const { Detector, made } = platformDetector(['code_128', 'qr_code', 'ean_13'], ['{"participantId":"SYM25-0001"}']);
    const zxing = zxingStandIn();
    const decode = await chooseFrameDecoder({ BarcodeDetector: Detector, loadZxing: zxing.loadZxing });
    expect(await decode(frame)).toBe('{"participantId":"SYM25-0001"}');
    expect(made).toEqual([{ formats: ['qr_code'] }]);
    expect(zxing.loads).toHaveLength(0);
  });

  test('a frame in which the platform detector sees nothing reads as null', async () => {
    const { Detector } = platformDetector(['qr_code'], []);
    const decode = await chooseFrameDecoder({ BarcodeDetector: Detector, loadZxing: zxingStandIn().loadZxing });
    expect(await decode(frame)).toBeNull();
  });

  test('a detector without QR codes, one that cannot list its formats, or none at all: ZXing reads', async () => {
    for (const BarcodeDetector of [
      platformDetector(['ean_13', 'code_128'], ['4006381333931']).Detector,
      platformDetector(new Error('NotSupportedError'), []).Detector,
      undefined,
    ]) {
      const zxing = zxingStandIn();
      const decode = await chooseFrameDecoder({ BarcodeDetector, loadZxing: zxing.loadZxing });
      expect(await decode(frame)).toBe('read by zxing');
      expect(zxing.loads).toHaveLength(1);
    }
  });
});
