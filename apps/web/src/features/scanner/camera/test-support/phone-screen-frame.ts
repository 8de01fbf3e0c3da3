import QRCode from 'qrcode';
import { QR } from '@symposium/schema/constants';

// A camera frame of a participant's phone held up to the desk's camera, as a grey picture (luma). The phone shows the
// profile page's pass as the app draws it (pass-qr.tsx: the `qrcode` package's own mask, error correction H, a 2-module
// margin and 8 px of white padding around a 220 px image, on the site's near-black page with its card and texts); the
// phone's black frame; the person and the room behind. The camera's optics blur it, the sensor adds noise, the light
// falls off towards the corners.

export interface PhoneScreenShot {
  width: number;
  height: number;
  text: string;
  /** The QR symbol's side (finder to finder) as a share of the frame's height. */
  codeHeight: number;
  /** Where the symbol's centre is, as shares of the frame's width and height (0.5, 0.5: the middle). */
  centre: { x: number; y: number };
  /** The phone turned in the picture's plane, clockwise. */
  rotationDegrees: number;
  /** Seen in a mirror (a front camera's mirrored picture). */
  mirrored: boolean;
  /** Gaussian blur of the optics and focus, in this frame's pixels. */
  blurPx: number;
  /** Sensor noise: standard deviation in grey levels. */
  noise: number;
  /** The screen's white and black as the camera sees them (a dim screen: dark grey on mid grey), and the room's grey. */
  light: number;
  dark: number;
  room: number;
  /** Seeds the noise and the room's pattern. */
  seed: number;
}

export interface GreyFrame {
  luma: Uint8ClampedArray;
  width: number;
  height: number;
}

/** The pass image's padding (8 CSS px) in modules of the 220 px image holding the symbol and its 2-module margin. */
const PASS_PADDING_MODULES = (module: number) => 8 / ((QR.profileSize - 16) / (module + 4));

export function drawPhoneScreenFrame(shot: PhoneScreenShot): GreyFrame {
  const { width, height } = shot;
  const { modules } = QRCode.create(shot.text, { errorCorrectionLevel: QR.errorCorrectionLevel });
  const n = modules.size;
  const scene = phoneScene(modules.data, n, shot);
  const modulePx = (shot.codeHeight * height) / n;
  const angle = (shot.rotationDegrees * Math.PI) / 180;
  const cos = Math.cos(angle) / modulePx;
  const sin = Math.sin(angle) / modulePx;
  const mirror = shot.mirrored ? -1 : 1;
  const cx = shot.centre.x * width;
  const cy = shot.centre.y * height;
  const room = roomPattern(shot);
  const picture = new Float32Array(width * height);
  // Four samples a pixel: each pixel averages the light falling on it. A sample at (x + 0.5 + ox, y + 0.5 + oy) is the
  // scene's point (mirror · (dx·cos + dy·sin) + n/2, −dx·sin + dy·cos + n/2), dx and dy from the code's centre: each
  // product is worked out once a column or a row (the same numbers, so the same frame, in a tenth of the time).
  const offsets = [-0.25, 0.25];
  const half = n / 2;
  const dxCos = new Float64Array(width * 2);
  const dxSin = new Float64Array(width * 2);
  for (let x = 0; x < width; x++) {
    offsets.forEach((ox, o) => {
      const dx = x + 0.5 + ox - cx;
      dxCos[x * 2 + o] = dx * cos;
      dxSin[x * 2 + o] = -dx * sin;
    });
  }
  for (let y = 0; y < height; y++) {
    const dy0 = y + 0.5 + offsets[0] - cy;
    const dy1 = y + 0.5 + offsets[1] - cy;
    const dySin0 = dy0 * sin;
    const dyCos0 = dy0 * cos;
    const dySin1 = dy1 * sin;
    const dyCos1 = dy1 * cos;
    for (let x = 0; x < width; x++) {
      let sum = 0;
      let missed = 0;
      // The samples in the order oy, then ox (the sum's order, so its rounding, is the drawing's).
      for (let o = 0; o < 4; o++) {
        const dySin = o < 2 ? dySin0 : dySin1;
        const dyCos = o < 2 ? dyCos0 : dyCos1;
        const column = x * 2 + (o & 1);
        const level = scene(mirror * (dxCos[column] + dySin) + half, dxSin[column] + dyCos + half);
        if (level < 0) missed++;
        else sum += level;
      }
      picture[y * width + x] = (sum + (missed ? missed * room(x, y) : 0)) / 4;
    }
  }
  const blurred = shot.blurPx > 0 ? gaussianBlur(picture, width, height, shot.blurPx) : picture;
  return { luma: sensor(blurred, shot), width, height };
}

/** The grey frame as RGBA pixels, as a canvas's ImageData holds a camera frame. */
export function toRgba(frame: GreyFrame): { data: Uint8ClampedArray; width: number; height: number } {
  const data = new Uint8ClampedArray(frame.width * frame.height * 4);
  for (let i = 0, j = 0; i < frame.luma.length; i++, j += 4) {
    const grey = frame.luma[i];
    data[j] = grey;
    data[j + 1] = grey;
    data[j + 2] = grey;
    data[j + 3] = 255;
  }
  return { data, width: frame.width, height: frame.height };
}

/**
 * The phone's light at a point given in modules from the symbol's top-left corner, or -1 outside the phone. The
 * screen is a 390 × 844 CSS px phone (the pass 220 px wide, its middle 45 % down the screen).
 */
function phoneScene(data: Uint8Array, n: number, shot: PhoneScreenShot): (u: number, v: number) => number {
  const { light, dark } = shot;
  const cssPx = QR.profileSize / (n + 4 + 2 * PASS_PADDING_MODULES(n));
  const pad = 2 + PASS_PADDING_MODULES(n);
  const mid = n / 2;
  const screen = {
    left: mid - 195 / cssPx,
    right: mid + 195 / cssPx,
    top: mid - (0.45 * 844) / cssPx,
    bottom: mid + (0.55 * 844) / cssPx,
  };
  const bezel = 12 / cssPx;
  const mix = (share: number) => dark + (light - dark) * share;
  const inside = (u: number, v: number, left: number, top: number, right: number, bottom: number) =>
    u >= left && u < right && v >= top && v < bottom;
  const card = { left: mid - 175 / cssPx, right: mid + 175 / cssPx, top: -90 / cssPx, bottom: n + 80 / cssPx };
  return (u, v) => {
    if (u >= 0 && u < n && v >= 0 && v < n) return data[Math.floor(v) * n + Math.floor(u)] ? dark : light;
    if (inside(u, v, -pad, -pad, n + pad, n + pad)) return light;
    if (!inside(u, v, screen.left - bezel, screen.top - bezel, screen.right + bezel, screen.bottom + bezel)) return -1;
    if (!inside(u, v, screen.left, screen.top, screen.right, screen.bottom)) return dark * 0.6;
    // The participant's name and ID above the pass, the download button below it, on the page's card.
    if (inside(u, v, mid - 90 / cssPx, -70 / cssPx, mid + 90 / cssPx, -50 / cssPx))
      return mix(Math.sin(u * 1.7) > -0.2 ? 0.85 : 0.1);
    if (inside(u, v, mid - 60 / cssPx, -40 / cssPx, mid + 60 / cssPx, -28 / cssPx))
      return mix(Math.sin(u * 2.3) > 0 ? 0.55 : 0.1);
    if (inside(u, v, mid - 70 / cssPx, n + pad + 14 / cssPx, mid + 70 / cssPx, n + pad + 50 / cssPx)) {
      const edge = !inside(u, v, mid - 68 / cssPx, n + pad + 16 / cssPx, mid + 68 / cssPx, n + pad + 48 / cssPx);
      return mix(edge ? 0.6 : 0.1);
    }
    if (inside(u, v, card.left, card.top, card.right, card.bottom)) return mix(0.07);
    return dark;
  };
}

/** The room behind the phone (a shirt, a wall, the desk): soft shapes around the room's grey. */
function roomPattern(shot: PhoneScreenShot): (x: number, y: number) => number {
  const phase = shot.seed * 1.37;
  const scale = 1 / shot.height;
  const across = Float32Array.from({ length: shot.width }, (_, x) => 28 * Math.sin(x * scale * 5.1 + phase));
  const down = Float32Array.from({ length: shot.height }, (_, y) => Math.cos(y * scale * 3.7 - phase));
  const diagonal = Float32Array.from(
    { length: shot.width + shot.height },
    (_, d) => 12 * Math.sin(d * scale * 17 + phase),
  );
  return (x, y) => shot.room + across[x] * down[y] + diagonal[x + y];
}

function gaussianBlur(source: Float32Array, width: number, height: number, sigma: number): Float32Array {
  const radius = Math.ceil(sigma * 3);
  const kernel = Array.from({ length: 2 * radius + 1 }, (_, i) => Math.exp(-((i - radius) ** 2) / (2 * sigma * sigma)));
  const total = kernel.reduce((a, b) => a + b, 0);
  const weights = Float64Array.from(kernel, (k) => k / total);
  const pass = (input: Float32Array, step: number, along: number, across: number, stride: number) => {
    const output = new Float32Array(input.length);
    for (let a = 0; a < across; a++) {
      const base = a * stride;
      for (let i = 0; i < along; i++) {
        let sum = 0;
        if (i >= radius && i < along - radius) {
          // Away from the edges no tap is clamped: the same sum, without the clamping's cost.
          let at = base + (i - radius) * step;
          for (let k = 0; k <= 2 * radius; k++, at += step) sum += input[at] * weights[k];
        } else {
          for (let k = -radius; k <= radius; k++) {
            const j = Math.min(along - 1, Math.max(0, i + k));
            sum += input[base + j * step] * weights[k + radius];
          }
        }
        output[base + i * step] = sum;
      }
    }
    return output;
  };
  return pass(pass(source, 1, width, height, width), width, height, width, 1);
}

/** Light falling off towards the corners, then the sensor's noise, then 8-bit levels. */
function sensor(picture: Float32Array, shot: PhoneScreenShot): Uint8ClampedArray {
  const { width, height } = shot;
  const random = gaussianNoise(shot.seed);
  const luma = new Uint8ClampedArray(width * height);
  const falloff = lightFalloff(width, height);
  for (let i = 0; i < luma.length; i++) luma[i] = Math.round(picture[i] * falloff[i] + shot.noise * random());
  return luma;
}

const falloffs = new Map<string, Float64Array>();

/**
 * Each pixel's share of the light, 1 − 0.18 r² at r (its distance from the middle, a share of half the diagonal): the
 * same for every frame of a size, so worked out once a size (Math.hypot is slow, and the corpus draws many frames of
 * each camera's size).
 */
function lightFalloff(width: number, height: number): Float64Array {
  const key = `${width}x${height}`;
  let falloff = falloffs.get(key);
  if (!falloff) {
    falloff = new Float64Array(width * height);
    const half = Math.hypot(width, height) / 2;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const r = Math.hypot(x - width / 2, y - height / 2) / half;
        falloff[y * width + x] = 1 - 0.18 * r * r;
      }
    }
    falloffs.set(key, falloff);
  }
  return falloff;
}

/** Standard normal numbers from a seeded generator (mulberry32, Box–Muller). */
function gaussianNoise(seed: number): () => number {
  let state = seed >>> 0;
  const uniform = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return () => Math.sqrt(-2 * Math.log(1 - uniform())) * Math.cos(2 * Math.PI * uniform());
}
