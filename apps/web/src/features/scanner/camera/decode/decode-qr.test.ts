import { beforeAll, describe, expect, test } from 'vitest';
import { cameraCorpus } from '../test-support/camera-corpus';
import { drawPhoneScreenFrame, toRgba } from '../test-support/phone-screen-frame';
import { prepareQrDecoderInNode } from '../test-support/qr-decoder-in-node';
import { decodeQr } from './decode-qr';

// The decode worker's own function over the scanner's test corpus (test-support/camera-corpus.ts): every frame a desk
// camera could show of a pass, across resolutions, sizes, turns, places and kinds of picture.

beforeAll(() => prepareQrDecoderInNode());

describe('decodeQr', () => {
  test.each(cameraCorpus().map((frame) => [frame.name, frame] as const))('reads the pass: %s', async (_, frame) => {
    expect(await decodeQr(toRgba(drawPhoneScreenFrame(frame)))).toBe(frame.text);
  });

  test('reads nothing in a frame without a code', async () => {
    const [first] = cameraCorpus();
    const empty = drawPhoneScreenFrame({ ...first, centre: { x: -10, y: -10 } });
    expect(await decodeQr(toRgba(empty))).toBeNull();
  });
});
