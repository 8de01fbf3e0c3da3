import type { PhoneScreenShot } from './phone-screen-frame';
import { signedPassText } from './signed-passes';

// The scanner's test corpus: a participant's pass held up to the desk's camera across the grid of what a desk sees —
// three camera resolutions, the code from a fifth to nine tenths of the frame's height, turned from 0 to 180°, in the
// middle and off it, and four kinds of picture. Every cell of resolution × size × picture is drawn; the turn and the
// place go round their lists across the cells, so each turn meets each size and each kind of picture. A frame whose
// code (with its quiet zone) would not be wholly in the picture is not one a desk could read, and is left out.

export const CAMERA_RESOLUTIONS = [
  { width: 640, height: 480 },
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
] as const;

export const CODE_HEIGHTS = [0.2, 0.3, 0.45, 0.65, 0.9] as const;

export const ROTATIONS = [0, 15, 45, 90, 180, 30, 135] as const;

/**
 * The kinds of picture. The lens in focus blurs by about half a pixel of its own sensor whatever the resolution (the
 * optics are made for the sensor); a picture out of focus or moving blurs by an angle, so by more pixels at a higher
 * resolution: `defocus480` is given for a 480-line frame and grows with the lines. `light`/`dark`: the screen's white
 * and black as seen; `room`: the grey behind the phone.
 */
export const PICTURES = {
  /** A bright screen, focused, a little noise. */
  clear: { defocus480: 0, noise: 3, light: 225, dark: 28, room: 120 },
  /** Slightly out of focus, or moving. */
  blurred: { defocus480: 0.9, noise: 3, light: 220, dark: 32, room: 115 },
  /** A dim room: high sensor gain, grainy. */
  noisy: { defocus480: 0, noise: 12, light: 200, dark: 40, room: 100 },
  /** A phone screen turned down: dark grey on mid grey. */
  dim: { defocus480: 0, noise: 5, light: 150, dark: 85, room: 110 },
} as const;
/** The blur of the lens in focus, in pixels. */
const FOCUSED_BLUR_PX = 0.6;
export type PictureKind = keyof typeof PICTURES;

export interface CorpusFrame extends PhoneScreenShot {
  name: string;
}

/** Off the middle: towards one of the four corners in turn, as far as keeps the code in the picture, at most this far. */
const OFF_CENTRE_MAX = 0.3;
/** The quiet zone and a module's blur around the symbol that must be in the picture, in modules. */
const MARGIN_MODULES = 3;
const SYMBOL_MODULES = 57;

export function cameraCorpus(): CorpusFrame[] {
  const frames: CorpusFrame[] = [];
  let index = 0;
  CAMERA_RESOLUTIONS.forEach(({ width, height }, r) => {
    CODE_HEIGHTS.forEach((codeHeight, s) => {
      (Object.keys(PICTURES) as PictureKind[]).forEach((kind, p) => {
        const cell = r * 20 + s * 4 + p;
        const rotationDegrees = ROTATIONS[(s + p * 2 + r * 3) % ROTATIONS.length];
        const offCentre = (s + p + r) % 2 === 1;
        const corner = Math.floor(cell / 2) % 4;
        const picture = PICTURES[kind];
        const frame = placed({ width, height, codeHeight, rotationDegrees, offCentre, corner });
        index++;
        if (!frame) return;
        frames.push({
          name: `${width}x${height} code ${Math.round(codeHeight * 100)}% ${kind} ${rotationDegrees}° ${offCentre ? 'off-centre' : 'centred'}${cell % 7 === 3 ? ' mirrored' : ''}`,
          width,
          height,
          text: signedPassText(index),
          codeHeight,
          centre: frame,
          rotationDegrees,
          mirrored: cell % 7 === 3,
          blurPx: Math.hypot(FOCUSED_BLUR_PX, (picture.defocus480 * height) / 480),
          noise: picture.noise,
          light: picture.light,
          dark: picture.dark,
          room: picture.room,
          seed: cell + 1,
        });
      });
    });
  });
  return frames;
}

/** The code's centre, or null when the code turned so would not fit in the picture. */
function placed(options: {
  width: number;
  height: number;
  codeHeight: number;
  rotationDegrees: number;
  offCentre: boolean;
  corner: number;
}) {
  const { width, height, codeHeight, rotationDegrees, offCentre, corner } = options;
  const side = codeHeight * height * (1 + (2 * MARGIN_MODULES) / SYMBOL_MODULES);
  const angle = (rotationDegrees * Math.PI) / 180;
  const extent = side * (Math.abs(Math.cos(angle)) + Math.abs(Math.sin(angle)));
  const roomX = (width - extent) / 2 / width;
  const roomY = (height - extent) / 2 / height;
  if (roomX < 0 || roomY < 0) return null;
  if (!offCentre) return { x: 0.5, y: 0.5 };
  const dx = Math.min(roomX, OFF_CENTRE_MAX / 2) * (corner % 2 ? 1 : -1);
  const dy = Math.min(roomY, OFF_CENTRE_MAX / 2) * (corner < 2 ? -1 : 1);
  return { x: 0.5 + dx, y: 0.5 + dy };
}
