import { describe, expect, test } from 'vitest';
import { frozenAfterMs, FrozenCameraWatch } from './frozen-camera-watch';
import { CAMERA_FROZEN_AFTER_MS, CAMERA_FROZEN_RETRY_MAX_MS, FROZEN_RESTARTS_BEFORE_NOTE } from './qr-camera';

/** A camera whose picture count the test moves on by hand; null where the browser cannot tell. */
const camera = (frames: number | null = 0) => ({
  frames,
  framesShown() {
    return this.frames;
  },
});

/** Looks once a second for `seconds`, the frames moving on by `perLook` each time; returns what each look said. */
function watchFor(
  watch: FrozenCameraWatch,
  cam: ReturnType<typeof camera>,
  from: number,
  seconds: number,
  { perLook = 0, visible = true, restarts = 0 } = {},
) {
  const looks = [];
  for (let second = 1; second <= seconds; second++) {
    if (cam.frames !== null) cam.frames += perLook;
    looks.push(watch.look(from + second * 1000, cam, visible, restarts));
  }
  return looks;
}

describe('frozenAfterMs', () => {
  test('waits the usual time until the desk is told, then longer each time, up to the cap', () => {
    expect(frozenAfterMs(0)).toBe(CAMERA_FROZEN_AFTER_MS);
    expect(frozenAfterMs(FROZEN_RESTARTS_BEFORE_NOTE - 1)).toBe(CAMERA_FROZEN_AFTER_MS);
    expect(frozenAfterMs(FROZEN_RESTARTS_BEFORE_NOTE)).toBe(2 * CAMERA_FROZEN_AFTER_MS);
    expect(frozenAfterMs(FROZEN_RESTARTS_BEFORE_NOTE + 1)).toBe(CAMERA_FROZEN_RETRY_MAX_MS);
    expect(frozenAfterMs(50)).toBe(CAMERA_FROZEN_RETRY_MAX_MS);
  });
});

describe('FrozenCameraWatch', () => {
  test('a picture that keeps moving is never frozen', () => {
    const watch = new FrozenCameraWatch(0);
    expect(watchFor(watch, camera(), 0, 60, { perLook: 10 })).not.toContain('frozen');
  });

  test('a picture that stops is frozen after 8 s, and again 8 s later while it stays so', () => {
    const watch = new FrozenCameraWatch(0);
    const cam = camera();
    watchFor(watch, cam, 0, 3, { perLook: 10 });
    const looks = watchFor(watch, cam, 3000, 16);
    expect(looks.indexOf('frozen')).toBe(7); // 8 s after the last look that saw a new picture (at 3 s)
    expect(looks.lastIndexOf('frozen')).toBe(15);
  });

  test('after restarts in a row that brought no picture, a freeze must last longer', () => {
    const watch = new FrozenCameraWatch(0);
    const looks = watchFor(watch, camera(), 0, 40, { restarts: FROZEN_RESTARTS_BEFORE_NOTE });
    expect(looks.indexOf('frozen')).toBe(15);
    expect(looks.lastIndexOf('frozen')).toBe(31);
  });

  test('time out of sight, or with no camera running (starting again), does not count', () => {
    const watch = new FrozenCameraWatch(0);
    const cam = camera();
    expect(watchFor(watch, cam, 0, 30, { visible: false })).not.toContain('frozen');
    expect(watch.look(31_000, null, true, 0)).toBeNull();
    expect(watchFor(watch, cam, 31_000, 7)).not.toContain('frozen');
    expect(watch.look(39_000, cam, true, 0)).toBe('frozen');
  });

  test('a browser that cannot tell new pictures is not watched', () => {
    const watch = new FrozenCameraWatch(0);
    expect(watchFor(watch, camera(null), 0, 60)).not.toContain('frozen');
  });

  test('pictures flowing again are reported once, when new ones come at two looks in a row', () => {
    const watch = new FrozenCameraWatch(0);
    const cam = camera();
    expect(watchFor(watch, cam, 0, 8)).toContain('frozen');
    expect(watchFor(watch, cam, 8000, 5, { perLook: 10 })).toEqual([null, 'picture', null, null, null]);
  });

  test('a single stale frame from a camera started again is not its picture coming back', () => {
    const watch = new FrozenCameraWatch(0);
    const restarted = camera(1);
    expect(watch.look(1000, restarted, true, 1)).toBeNull();
    const looks = watchFor(watch, restarted, 1000, 8, { restarts: 1 });
    expect(looks).not.toContain('picture');
    expect(looks.at(-1)).toBe('frozen');
  });

  test('a camera started again is watched from its own first picture, not the old one’s count', () => {
    const watch = new FrozenCameraWatch(0);
    const old = camera();
    watchFor(watch, old, 0, 3, { perLook: 30 });
    const fresh = camera(0);
    expect(watchFor(watch, fresh, 3000, 3, { perLook: 2 })).toEqual([null, 'picture', null]);
  });
});
