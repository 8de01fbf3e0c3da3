import { beforeAll, describe, expect, test } from 'vitest';
import { cameraCorpus, type CorpusFrame } from '../test-support/camera-corpus';
import { drawnOnce } from '../test-support/drawn-once';
import { toRgba } from '../test-support/phone-screen-frame';
import { prepareQrDecoderInNode } from '../test-support/qr-decoder-in-node';
import { decodeQr } from './decode-qr';

// The decode worker's own function over the scanner's test corpus (test-support/camera-corpus.ts): every frame a desk
// camera could show of a pass, across resolutions, sizes, turns, places and kinds of picture.

beforeAll(() => prepareQrDecoderInNode());

/**
 * A frame whose picture no longer holds the code's modules: under 2 pixels a module (a 640 × 480 camera with the pass
 * a fifth of its height: the sampling limit), or blurred by more than half a module. The desk is asked to hold the pass
 * closer (SCAN_HINT). Such a frame must never be read as another text; how many are read anyway is in the bench.
 */
function beyondThePicture(frame: CorpusFrame): boolean {
  const modulePx = (frame.codeHeight * frame.height) / 57;
  return modulePx < 2 || frame.blurPx / modulePx > 0.5;
}

const corpus = cameraCorpus();
/**
 * Drawing a 1920 × 1080 frame takes about a third of a second in plain JavaScript, more on a busy machine; a frame an
 * earlier run drew is read from the temporary folder (drawn-once.ts).
 */
const FRAME_TIMEOUT_MS = 30_000;

describe('decodeQr', () => {
  test.each(corpus.filter((frame) => !beyondThePicture(frame)).map((frame) => [frame.name, frame] as const))(
    'reads the pass: %s',
    async (_, frame) => {
      expect(await decodeQr(toRgba(drawnOnce(frame)))).toBe(frame.text);
    },
    FRAME_TIMEOUT_MS,
  );

  test.each(corpus.filter(beyondThePicture).map((frame) => [frame.name, frame] as const))(
    'reads the pass or nothing, never another text: %s',
    async (_, frame) => {
      expect([frame.text, null]).toContain(await decodeQr(toRgba(drawnOnce(frame))));
    },
    FRAME_TIMEOUT_MS,
  );

  test('reads nothing in a frame without a code', async () => {
    const empty = drawnOnce({ ...corpus[0], centre: { x: -10, y: -10 } });
    expect(await decodeQr(toRgba(empty))).toBeNull();
  });
});
