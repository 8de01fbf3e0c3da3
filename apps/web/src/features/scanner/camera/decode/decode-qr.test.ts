import { beforeAll, describe, expect, test } from 'vitest';
import { cameraCorpus, type CorpusFrame } from '../test-support/camera-corpus';
import { drawnOnce } from '../test-support/drawn-once';
import { toRgba } from '../test-support/phone-screen-frame';
import { prepareQrDecoderInNode } from '../test-support/qr-decoder-in-node';
import { createQrFrameReader, FRAMES_FOR_EVERY_LOOK, type FramePixels } from './decode-qr';

// The decode worker's own reader over the scanner's test corpus (test-support/camera-corpus.ts): every frame a desk
// camera could show of a pass, across resolutions, sizes, turns, places and kinds of picture. A pass held up stays in
// front of the camera for several frames; the reader is given the same picture as many frames as it takes to try each
// of its looks (FRAMES_FOR_EVERY_LOOK, under half a second at the camera's 10 frames a second).

beforeAll(() => prepareQrDecoderInNode());

/** The text the reader reads from a picture held still before the camera, or null. */
async function readHeldStill(frame: FramePixels): Promise<string | null> {
  const read = createQrFrameReader();
  for (let shown = 0; shown < FRAMES_FOR_EVERY_LOOK; shown++) {
    const text = await read(frame);
    if (text !== null) return text;
  }
  return null;
}

/**
 * A frame whose picture no longer holds the code's modules: blurred so wide (a Gaussian of more than 0.573 of a
 * module) that neighbouring dark and light modules keep under a fifth of their contrast (exp(−π²σ²/2) < 0.2, σ in
 * modules), at the level of the sensor's noise. No decoder reads what is not in the picture; the desk is asked to hold
 * the pass closer and still (SCAN_HINT). Such a frame must never be read as another text; the bench counts how many
 * are read anyway.
 */
function beyondThePicture(frame: CorpusFrame): boolean {
  const modulePx = (frame.codeHeight * frame.height) / 57;
  return Math.exp((-(Math.PI ** 2) * (frame.blurPx / modulePx) ** 2) / 2) < 0.2;
}

const corpus = cameraCorpus();
/**
 * Drawing a 1920 × 1080 frame takes about a third of a second in plain JavaScript, more on a busy machine; a frame an
 * earlier run drew is read from the temporary folder (drawn-once.ts).
 */
const FRAME_TIMEOUT_MS = 30_000;

describe('the scanner reading the passes held up to its camera', () => {
  test.each(corpus.filter((frame) => !beyondThePicture(frame)).map((frame) => [frame.name, frame] as const))(
    'reads the pass: %s',
    async (_, frame) => {
      expect(await readHeldStill(toRgba(drawnOnce(frame)))).toBe(frame.text);
    },
    FRAME_TIMEOUT_MS,
  );

  test.each(corpus.filter(beyondThePicture).map((frame) => [frame.name, frame] as const))(
    'reads the pass or nothing, never another text: %s',
    async (_, frame) => {
      expect([frame.text, null]).toContain(await readHeldStill(toRgba(drawnOnce(frame))));
    },
    FRAME_TIMEOUT_MS,
  );

  test('the corpus keeps at most a twentieth of its frames beyond the picture', () => {
    expect(corpus.filter(beyondThePicture).length).toBeLessThanOrEqual(corpus.length / 20);
  });

  test('reads nothing in frames without a code', async () => {
    const empty = drawnOnce({ ...corpus[0], centre: { x: -10, y: -10 } });
    expect(await readHeldStill(toRgba(empty))).toBeNull();
  });
});
