// `npm run bench:scanner` (second part): the scanner's QR reader in Node, the same one its worker runs
// (src/features/scanner/camera/decode/decode-qr.ts), over the test corpus (camera-corpus.ts). Each picture is shown
// to a new reader up to REPEATS frames in a row, as a camera shows a pass held still (the reader tries a further look
// each frame; it has tried them all after FRAMES_FOR_EVERY_LOOK). For each camera resolution: the share of the corpus
// read with the exact pass text, and milliseconds per frame (median, p95, max) for frames with a pass (until it is
// read) and for frames without one (most of a desk's frames: nobody is holding up a pass). Both the wall-clock time
// and the process's CPU time per frame are given: on a machine shared with other work the wall clock also counts the
// time the decoder waited for a core. The figures go to docs/performance.md. Not a test: nothing fails on time.
import os from 'node:os';
import {
  createQrFrameReader,
  FRAMES_FOR_EVERY_LOOK,
  type FramePixels,
} from '../src/features/scanner/camera/decode/decode-qr';
import { CAMERA_RESOLUTIONS, cameraCorpus } from '../src/features/scanner/camera/test-support/camera-corpus';
import { drawPhoneScreenFrame, toRgba } from '../src/features/scanner/camera/test-support/phone-screen-frame';
import { prepareQrDecoderInNode } from '../src/features/scanner/camera/test-support/qr-decoder-in-node';

const REPEATS = Math.max(FRAMES_FOR_EVERY_LOOK, Number(process.env.BENCH_REPEATS ?? 10));
/** Frames of the room alone (the phone far out of the picture) per resolution. */
const EMPTY_FRAMES = 6;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const fmt = (ms: number) => ms.toFixed(1);

interface Timings {
  wall: number[];
  cpu: number[];
}

/**
 * The text read while the picture is shown up to REPEATS frames in a row (null if none), every frame timed until the
 * read (after a read the desk pauses its camera).
 */
async function timed(frame: FramePixels, into: Timings): Promise<string | null> {
  const read = createQrFrameReader();
  let text: string | null = null;
  for (let i = 0; i < REPEATS; i++) {
    const cpuBefore = process.cpuUsage();
    const start = performance.now();
    text = await read(frame);
    into.wall.push(performance.now() - start);
    const cpu = process.cpuUsage(cpuBefore);
    into.cpu.push((cpu.user + cpu.system) / 1000);
    if (text !== null) break;
  }
  return text;
}

const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `${fmt(percentile(sorted, 50))} / ${fmt(percentile(sorted, 95))} / ${fmt(sorted.at(-1)!)}`;
};

async function main() {
  await prepareQrDecoderInNode();
  const corpus = cameraCorpus();
  const rows: string[] = [];
  const unread: string[] = [];
  console.log(`Drawing and decoding ${corpus.length} corpus frames, up to ${REPEATS} frames each...`);
  const loadBefore = os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
  for (const { width, height } of CAMERA_RESOLUTIONS) {
    const shots = corpus.filter((shot) => shot.width === width && shot.height === height);
    const withCode: Timings = { wall: [], cpu: [] };
    let read = 0;
    for (const shot of shots) {
      const text = await timed(toRgba(drawPhoneScreenFrame(shot)), withCode);
      if (text === shot.text) read++;
      else unread.push(`${shot.name}${text === null ? '' : ' (WRONG TEXT)'}`);
    }
    const empty: Timings = { wall: [], cpu: [] };
    for (let i = 0; i < EMPTY_FRAMES; i++) {
      await timed(
        toRgba(drawPhoneScreenFrame({ ...shots[i % shots.length], centre: { x: -10, y: -10 }, seed: 1000 + i })),
        empty,
      );
    }
    const all = { wall: [...withCode.wall, ...empty.wall], cpu: [...withCode.cpu, ...empty.cpu] };
    rows.push(
      `| ${width}×${height} | ${read}/${shots.length} | ${summary(withCode.cpu)} | ${summary(empty.cpu)} | ${summary(all.cpu)} | ${summary(all.wall)} |`,
    );
  }
  console.log(
    `\nScanner decoder (zxing-wasm ${(await import('zxing-wasm/reader')).ZXING_WASM_VERSION}, Node ${process.version}, up to ${REPEATS} frames a picture).`,
  );
  console.log(
    `Load average (1, 5, 15 min) before: ${loadBefore}; after: ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  console.log('ms per frame, median / p95 / max');
  console.log(
    '| camera | corpus read | CPU, frames with a pass | CPU, frames without | CPU, all frames | wall clock, all frames |',
  );
  console.log('|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
  if (unread.length) console.log(`\nNot read:\n${unread.map((name) => `- ${name}`).join('\n')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
