import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { adminToken, apiCall, createVerifiedPass, getEvents } from '../support/api-calls';
import type { ApiServer } from '../support/api-server';
import { MOBILE_VIEWPORT } from '../support/browser';
import { type CodeSize, fakeCameraArgs, HD, VGA, waitForCameraRead, writeQrVideo } from '../support/fake-camera';
import { openCheckInToday } from '../support/database';
import { useServerAndBrowser } from '../support/server-and-browser';
import { signedInContext } from '../support/sign-in';
import { nameScannerDevice } from '../support/staff-desk';
import { saveScreenshot } from '../support/screenshots';
import { reloadThroughWorker } from '../support/service-worker';

// The camera at the desk: passes held up small, medium and large in a 640 × 480 and a 1280 × 720 picture, online and
// offline. A busy desk: the participant keeps holding their phone up after the result. 'Scan Next Participant' must
// not read that same pass again (an 'Already Checked In' for the person just admitted), even though the camera misses
// the code for a moment now and then (a hand, glare, a shaky phone). Cameras that end or freeze under the desk.

let event: { id: string; name: string };
let participantId: string;
let passData: string;
/** A second participant, whose pass the desk types while the camera is starting. */
let typedPass: { participantId: string; passData: string };
/** A third participant, checked in by typing while the camera's picture is frozen. */
let frozenDeskPass: { participantId: string; passData: string };
/** One pass for each picture the sizes test shows the camera (the first four); the kit phone's earlier kits (six). */
let sizedPasses: { participantId: string; passData: string }[];
const coordinator = { email: 'camera.coordinator@symposium.test', password: 'DeskPass123', name: 'Camera Coordinator' };
const videoFile = path.join(os.tmpdir(), `symposium-held-pass-${process.pid}.y4m`);

// The worker blocked but for the sizes test's desk, which reads passes offline as a desk does, through the worker
// (docs/decisions/0051-browser-tests-block-the-service-worker.md).
const suite = useServerAndBrowser({ browserArgs: fakeCameraArgs(videoFile) });
let server: ApiServer;
let browser: Browser;
beforeAll(() => ({ server, browser } = suite));

const api = <T = any>(pathname: string, init: { method?: string; token?: string; json?: unknown } = {}) =>
  apiCall<T>(server, pathname, init);

beforeAll(async () => {
  const admin = await adminToken(server);
  const pass = await createVerifiedPass(server, admin, 'Kavya Raman');
  participantId = pass.participantId;
  typedPass = await createVerifiedPass(server, admin, 'Nila Devi');
  frozenDeskPass = await createVerifiedPass(server, admin, 'Tamil Selvan');
  sizedPasses = [];
  for (const name of SIZED_PASS_NAMES) sizedPasses.push(await createVerifiedPass(server, admin, name));
  passData = pass.passData;
  holdUpPass();
  await api('/admin/staff', { token: admin, json: { ...coordinator, role: 'coordinator' } });
  event = (await getEvents(server)).events.find((e) => e.category === 'technical')!;
  openCheckInToday(server); // the day of the event: check-ins fall in their windows
});

const SIZED_PASS_NAMES = ['Arun Kumar', 'Bala Murugan', 'Chitra Devi', 'Deepa Lakshmi', 'Ezhil Arasan', 'Farah Begum'];

/**
 * The first participant's pass in front of a 640 × 480 camera. Ten frames a second: the pass in nine, none in the
 * tenth (a hand passing). The camera reads the file again each time it starts.
 */
function holdUpPass() {
  writeQrVideo(videoFile, passData, { frames: 10, blankFrames: [9] });
}

afterAll(async () => {
  fs.rmSync(videoFile, { force: true });
});

/** The desks a test opened (deskContext). */
const openContexts: BrowserContext[] = [];

// Closed whatever the test's end, before the next test writes the video file: a failed test's desk left open would
// keep the fake camera playing the old file, and the tests after it would fail too.
afterEach(async () => {
  await Promise.all(openContexts.splice(0).map((context) => context.close()));
});

test('passes held up small, medium and large are read from a 640 × 480 and a 1280 × 720 camera, online and offline', async () => {
  const context = await deskContext({ viewport: MOBILE_VIEWPORT, serviceWorkers: 'allow' });
  const page = await openDesk(context, 'Sizes desk');
  await reloadThroughWorker(page);
  await page.goto(`/admin/event-checkin/${event.id}`);
  // Each camera resolution online and offline, and each size once: the browser's part is the camera's picture
  // reaching the reader at its resolution, and the offline desk reading through the service worker. Every size at
  // every resolution (and 1920 × 1080, turns, blur and glare) is read by the same reader in Node, over the camera
  // corpus (features/scanner/camera/decode/decode-qr.test.ts).
  const cases: { offline: boolean; resolution: typeof VGA; size: CodeSize }[] = [
    { offline: false, resolution: VGA, size: 'small' },
    { offline: false, resolution: HD, size: 'medium' },
    { offline: true, resolution: VGA, size: 'large' },
    { offline: true, resolution: HD, size: 'small' },
  ];
  for (const [index, { offline, resolution, size }] of cases.entries()) {
    if (offline && !cases[index - 1].offline) {
      await context.setOffline(true);
      await page.getByTestId('sync-status').getByText('Offline').waitFor();
    }
    const held = sizedPasses[index];
    writeQrVideo(videoFile, held.passData, { resolution, size, frames: 10, blankFrames: [9] });
    // Each start opens the camera, and so the video file, again.
    await page.getByRole('button', { name: 'Start Scanning' }).click();
    const what = `${resolution.width}×${resolution.height}, ${size} code, ${offline ? 'offline' : 'online'}`;
    await waitForCameraRead(page, page.getByTestId('scan-result').getByText(held.participantId)).catch(
      (error: unknown) => {
        throw new Error(`${what}: ${String(error)}`);
      },
    );
    await page.getByRole('heading', { name: 'Check-In Successful!', exact: true }).waitFor();
    const picture = await page.evaluate(() => {
      const video = document.querySelector<HTMLVideoElement>('.scanner-reader video')!;
      return `${video.videoWidth}×${video.videoHeight}`;
    });
    expect(picture, what).toBe(`${resolution.width}×${resolution.height}`);
    if (index === 1) {
      await page.getByRole('button', { name: 'Scan Next Participant' }).click();
      await page.locator('.scanner-reader video').waitFor();
      await saveScreenshot(page, { path: path.join(os.tmpdir(), 'scanner-shots', 'camera-running-390.png') });
    } else {
      await page.getByRole('button', { name: 'Scan Next Participant' }).click();
    }
    await page.getByRole('button', { name: 'Stop Scanning' }).click();
  }
  // Nobody at the desk: after 8 s without a code the desk is told how to hold a pass.
  writeQrVideo(videoFile, passData, { frames: 2, blankFrames: [0, 1] });
  await page.getByRole('button', { name: 'Start Scanning' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: 'Hold the pass still, about 20 cm from the camera' })
    .waitFor({ timeout: 20_000 });
  await saveScreenshot(page, { path: path.join(os.tmpdir(), 'scanner-shots', 'camera-hint-390.png') });
  // Five camera starts and an 8 s quiet spell.
}, 240_000);

test('a pass still held up after its check-in is not read again when the next participant is called', async () => {
  holdUpPass();
  const context = await deskContext({ viewport: MOBILE_VIEWPORT });
  // Counts the video frames handed to the decoder (each one grabbed from the video as an ImageBitmap).
  await context.addInitScript(() => {
    const counter = window as unknown as { scannedFrames: number };
    counter.scannedFrames = 0;
    const grab = window.createImageBitmap;
    window.createImageBitmap = ((...args: Parameters<typeof createImageBitmap>) => {
      if (args[0] instanceof HTMLVideoElement) counter.scannedFrames++;
      return grab(...args);
    }) as typeof createImageBitmap;
  });
  const page = await openDesk(context, 'Camera desk');

  await page.goto(`/admin/event-checkin/${event.id}`);
  await page.getByRole('button', { name: 'Start Scanning' }).click();
  await waitForCameraRead(page, page.getByRole('heading', { name: 'Check-In Successful!', exact: true }));
  await page.getByTestId('scan-result').getByText(participantId).waitFor();
  await page.getByRole('button', { name: 'Scan Next Participant' }).click();
  await page.getByRole('button', { name: 'Stop Scanning' }).waitFor();

  // Five seconds of video (50 frames, five of them without the code) with the same pass in view: as many frames
  // examined, or fewer should the decoder be busy (then it takes as long).
  const from = await page.evaluate(() => (window as unknown as { scannedFrames: number }).scannedFrames);
  await page.waitForFunction(
    (start) => (window as unknown as { scannedFrames: number }).scannedFrames >= start + 50,
    from,
    { timeout: 30_000 },
  );
  expect(await page.getByTestId('scan-result').count()).toBe(0);
  await page.getByRole('heading', { name: 'Recent Check-Ins (1)', exact: true }).waitFor();
  await saveScreenshot(page, { path: path.join(os.tmpdir(), 'scanner-shots', 'camera-pass-held-390.png') });
});

test('on a phone, a camera read of a full kit brings the result card and Issue Next Kit into view', async () => {
  // A 'both' registration's kit is the longest (event, workshop and stationery items): a card taller than the camera
  // it replaces, which had been scrolled to the top of the page.
  const kitPass = await createVerifiedPass(server, await adminToken(server), 'Meena Kumari');
  writeQrVideo(videoFile, kitPass.passData, { frames: 10, blankFrames: [9] });
  const context = await deskContext({ viewport: MOBILE_VIEWPORT });
  const page = await openDesk(context, 'Kit phone');
  await page.goto('/admin/kit-distribution');
  // Mid-morning at the kit desk: kits handed out already, the recent list below the camera long.
  const field = page.getByLabel('Participant ID or pass text');
  for (const earlier of sizedPasses.slice(0, 6)) {
    await field.fill(earlier.participantId);
    await field.press('Enter');
    await page.getByRole('button', { name: 'Issue Next Kit' }).click();
  }
  await page.getByRole('heading', { name: 'Recent Kit Issuances (6)' }).waitFor();
  await page.getByRole('button', { name: 'Start Scanning' }).click();
  await waitForCameraRead(page, page.getByRole('heading', { name: 'Kit Issued Successfully!' }));
  const title = page.locator('#result-title');
  // The card's title comes into view (under the sticky header), not left above the screen.
  await expect.poll(async () => (await title.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);
  expect((await title.boundingBox())!.y).toBeLessThan(MOBILE_VIEWPORT.height / 2);
  // The next-kit button is below the facts, never above the screen: a thumb's scroll down reaches it.
  const next = page.getByRole('button', { name: 'Issue Next Kit' });
  expect((await next.boundingBox())!.y).toBeGreaterThan(0);
  await saveScreenshot(page, { path: path.join(os.tmpdir(), 'scanner-shots', 'camera-kit-card-390.png') });
  await next.click();
  await page.getByRole('button', { name: 'Stop Scanning' }).waitFor();
  holdUpPass();
});

test('on a short laptop screen the camera stays in view when the next participant is called', async () => {
  // A laptop desk (precise pointer) focuses the manual field for a barcode scanner; that focus must not scroll
  // the page down to the field and push the camera out of sight.
  const context = await deskContext({ viewport: { width: 1280, height: 560 } });
  holdUpPass();
  const page = await openDesk(context, 'Laptop desk');
  await page.goto(`/admin/event-checkin/${event.id}`);
  await page.getByRole('button', { name: 'Start Scanning' }).click();
  // The pass was checked in by the first test (or is now): either way a result card comes up.
  await page.getByTestId('scan-result').waitFor({ timeout: 30_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'Scan Next Participant' }).click();
  await page.getByRole('button', { name: 'Stop Scanning' }).waitFor();
  await page.locator('.scanner-camera video').waitFor();
  const camera = await page.locator('.scanner-camera').boundingBox();
  expect(camera).not.toBeNull();
  expect(camera!.y).toBeGreaterThanOrEqual(0);
  expect(
    await page
      .getByLabel(/participant id/i)
      .first()
      .evaluate((input) => input === document.activeElement),
  ).toBe(true);
  await saveScreenshot(page, { path: path.join(os.tmpdir(), 'scanner-shots', 'camera-laptop-next.png') });
});

test('a camera that starts while a typed pass’s result is on screen reads the next pass once the desk scans again', async () => {
  // The camera is held at getUserMedia until the typed result is up, so it starts playing behind the card — as a
  // camera slow to start does when a keyboard-wedge scan comes right after Start Scanning.
  const context = await deskContext({ viewport: MOBILE_VIEWPORT });
  holdUpPass();
  await context.addInitScript(() => {
    const gate = window as unknown as { cameraHeld?: Promise<void> };
    const getUserMedia = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      await gate.cameraHeld;
      return getUserMedia(constraints);
    };
  });
  const page = await openDesk(context, 'Wedge and camera desk');
  await page.goto(`/admin/event-checkin/${event.id}`);
  await page.evaluate(() => {
    const gate = window as unknown as { cameraHeld?: Promise<void>; releaseCamera?: () => void };
    gate.cameraHeld = new Promise((resolve) => (gate.releaseCamera = resolve));
  });
  await page.getByRole('button', { name: 'Start Scanning' }).click();
  const field = page.getByLabel('Participant ID or pass text');
  await field.fill(typedPass.passData);
  await field.press('Enter');
  await page.getByTestId('scan-result').getByText(typedPass.participantId).waitFor();

  await page.evaluate(() => (window as unknown as { releaseCamera: () => void }).releaseCamera());
  // The camera has started behind the card: its video plays.
  await page.waitForFunction(
    () =>
      (document.querySelector<HTMLVideoElement>('.scanner-reader video')?.readyState ?? 0) >=
      HTMLMediaElement.HAVE_CURRENT_DATA,
  );
  await page.getByRole('button', { name: 'Scan Next Participant' }).click();
  await waitForCameraRead(page, page.getByTestId('scan-result').getByText(participantId));
});

test('a camera that ends under the desk (another app took it) is started again, past a first start that fails, and reads the next pass', async () => {
  const page = await phoneDeskAfterFirstRead('Camera lost desk');

  // The next participant stands at the desk, and the camera ends as the system does it (Chromium's fake camera opens
  // the video file again when the camera starts again). The first start after it fails, as a camera the system is
  // still releasing does.
  writeQrVideo(videoFile, typedPass.passData, { frames: 10 });
  await page.evaluate(() => {
    const devices = navigator.mediaDevices;
    const getUserMedia = devices.getUserMedia.bind(devices);
    let failures = 1;
    devices.getUserMedia = (constraints) =>
      failures-- > 0
        ? Promise.reject(new DOMException('Could not start video source', 'NotReadableError'))
        : getUserMedia(constraints);
  });
  await endCameraTrack(page);
  await page.getByRole('button', { name: 'Scan Next Participant' }).click();
  await waitForCameraRead(page, page.getByTestId('scan-result').getByText(typedPass.participantId));
  expect(
    await page.evaluate(
      () =>
        (
          document.querySelector<HTMLVideoElement>('.scanner-reader video')!.srcObject as MediaStream
        ).getVideoTracks()[0].readyState,
    ),
  ).toBe('live');
});

test('a camera that ended and will not start again ends in the spec’s camera message, not an empty preview', async () => {
  const page = await phoneDeskAfterFirstRead('Camera gone desk');
  // Another app keeps the camera: every start after it ended fails.
  await page.evaluate(() => {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException('Could not start video source', 'NotReadableError'));
  });
  await endCameraTrack(page);
  await page.getByRole('button', { name: 'Scan Next Participant' }).click();
  // Tried again a few times, a second apart, then given up with the desk's answer; typing the ID still works.
  await page
    .getByRole('alert')
    .getByText('Failed to access camera. Please grant camera permissions.', { exact: true })
    .waitFor();
  expect(await page.getByRole('img', { name: 'Camera preview' }).count()).toBe(0);
  const field = page.getByLabel('Participant ID or pass text');
  await field.fill(typedPass.participantId);
  await field.press('Enter');
  await page.getByTestId('scan-result').getByText(typedPass.participantId).waitFor();
});

test('a camera whose picture freezes while the desk scans is started again and reads the next pass', async () => {
  const page = await phoneDeskAfterFirstRead('Frozen camera desk', { clock: true });
  await page.getByRole('button', { name: 'Scan Next Participant' }).click();
  await page.getByRole('button', { name: 'Stop Scanning' }).waitFor();

  // The next participant steps up as the picture freezes (the track stays live; no new frame comes, as Chrome on
  // Android does to a page after some minutes): the video is handed a stream that never draws a new frame.
  writeQrVideo(videoFile, typedPass.passData, { frames: 10 });
  await page.evaluate(() => {
    const still = document.createElement('canvas');
    still.width = still.height = 364;
    still.getContext('2d')!.fillRect(0, 0, 364, 364);
    document.querySelector<HTMLVideoElement>('.scanner-reader video')!.srcObject = still.captureStream(0);
  });
  // Started again after 8 s without a picture (the page's clock moved on through them), the camera reads the pass now
  // in front of it.
  await page.clock.runFor(FROZEN_FOR_MS);
  await waitForCameraRead(page, page.getByTestId('scan-result').getByText(typedPass.participantId));
});

test('a camera whose picture stays frozen through its restarts says so by the camera, the typed ID still checks in, and the note goes when the picture returns', async () => {
  const page = await phoneDeskAfterFirstRead('Frozen for good desk', { clock: true });
  await page.getByRole('button', { name: 'Scan Next Participant' }).click();
  await page.getByRole('button', { name: 'Stop Scanning' }).waitFor();

  // The picture freezes and stays frozen: the running video, and every camera started again, get a live track that
  // never draws a new frame (as the freeze test above; here getUserMedia hands one out too). Starts are counted.
  await page.evaluate(() => {
    const frozenStream = () => {
      const still = document.createElement('canvas');
      still.width = still.height = 364;
      still.getContext('2d')!.fillRect(0, 0, 364, 364);
      return still.captureStream(0);
    };
    const devices = navigator.mediaDevices;
    const desk = window as unknown as { cameraStarts: number; cameraBack: () => void };
    const getUserMedia = devices.getUserMedia.bind(devices);
    desk.cameraStarts = 0;
    desk.cameraBack = () => (devices.getUserMedia = getUserMedia);
    devices.getUserMedia = async () => {
      desk.cameraStarts++;
      return frozenStream();
    };
    document.querySelector<HTMLVideoElement>('.scanner-reader video')!.srcObject = frozenStream();
  });
  const cameraStarts = () => page.evaluate(() => (window as unknown as { cameraStarts: number }).cameraStarts);

  // Started again after 8 s without a picture, still frozen 8 s later: the desk is told, calmly, by the camera.
  const note = page
    .getByRole('status')
    .filter({ hasText: 'The camera picture has stopped. Type the participant ID below, or reload the page.' });
  await page.clock.runFor(FROZEN_FOR_MS);
  await expect.poll(cameraStarts).toBe(1);
  expect(await note.count()).toBe(0);
  await page.clock.runFor(FROZEN_FOR_MS);
  await note.waitFor();
  await expect.poll(cameraStarts).toBe(2);
  expect(await page.getByText('Failed to access camera', { exact: false }).count()).toBe(0);
  expect(await page.getByRole('img', { name: 'Camera preview' }).count()).toBe(1);
  fs.mkdirSync(path.join(os.tmpdir(), 'scanner-shots'), { recursive: true });
  await saveScreenshot(page, { path: path.join(os.tmpdir(), 'scanner-shots', 'camera-frozen-note-390.png') });

  // The field below checks the next participant in meanwhile.
  const field = page.getByLabel('Participant ID or pass text');
  await field.fill(frozenDeskPass.participantId);
  await field.press('Enter');
  await page.getByRole('heading', { name: 'Check-In Successful!', exact: true }).waitFor();
  await page.getByTestId('scan-result').getByText(frozenDeskPass.participantId).waitFor();

  // The camera comes back (an empty desk in front of it): the next restart in the background gets a moving picture,
  // and the note goes.
  writeQrVideo(videoFile, passData, { frames: 2, blankFrames: [0, 1] });
  await page.evaluate(() => (window as unknown as { cameraBack: () => void }).cameraBack());
  await page.getByRole('button', { name: 'Scan Next Participant' }).click();
  await page.getByRole('button', { name: 'Stop Scanning' }).waitFor();
  expect(await note.count()).toBe(1);
  // Its next restart waits twice as long (16 s).
  await page.clock.runFor(2 * FROZEN_FOR_MS);
  await expect.poll(() => note.count()).toBe(0);
  expect(
    await page.evaluate(
      () =>
        (
          document.querySelector<HTMLVideoElement>('.scanner-reader video')!.srcObject as MediaStream
        ).getVideoTracks()[0].readyState,
    ),
  ).toBe('live');
});

/**
 * A little more than the 8 s without a new picture after which the desk starts its camera again (CAMERA_FROZEN_AFTER_MS,
 * looked at once a second): the page's clock is moved on by it rather than waited through.
 */
test('where the camera has a light the desk offers it and turns it on and off; a camera without one shows none', async () => {
  // An empty room before the camera: nobody is holding up a pass, the camera keeps running.
  writeQrVideo(videoFile, passData, { frames: 2, blankFrames: [0, 1] });
  const withLight = await deskContext({ viewport: MOBILE_VIEWPORT });
  // A phone's back camera lists a torch among its track's capabilities; Chromium's fake camera has none, so that
  // answer of the platform is stood in for, and the constraints the page asks of the track are recorded.
  await withLight.addInitScript(() => {
    const asked: MediaTrackConstraints[] = [];
    (window as unknown as { torchAsked: MediaTrackConstraints[] }).torchAsked = asked;
    const capabilities = MediaStreamTrack.prototype.getCapabilities;
    MediaStreamTrack.prototype.getCapabilities = function () {
      return { ...capabilities.call(this), torch: true } as MediaTrackCapabilities;
    };
    MediaStreamTrack.prototype.applyConstraints = function (constraints?: MediaTrackConstraints) {
      asked.push(constraints ?? {});
      return Promise.resolve();
    };
  });
  const page = await openDesk(withLight, 'Desk with a light');
  await page.goto(`/admin/event-checkin/${event.id}`);
  await page.getByRole('button', { name: 'Start Scanning' }).click();
  const light = page.getByRole('button', { name: 'Light' });
  await light.waitFor();
  expect(await light.getAttribute('aria-pressed')).toBe('false');
  await light.click();
  await expect.poll(() => light.getAttribute('aria-pressed')).toBe('true');
  await light.click();
  await expect.poll(() => light.getAttribute('aria-pressed')).toBe('false');
  expect(await page.evaluate(() => (window as unknown as { torchAsked: unknown[] }).torchAsked)).toEqual([
    { advanced: [{ torch: true }] },
    { advanced: [{ torch: false }] },
  ]);

  const without = await openDesk(await deskContext({ viewport: MOBILE_VIEWPORT }), 'Desk without a light');
  await without.goto(`/admin/event-checkin/${event.id}`);
  await without.getByRole('button', { name: 'Start Scanning' }).click();
  await without.getByRole('button', { name: 'Stop Scanning' }).waitFor();
  await without.locator('.scanner-camera video').waitFor();
  expect(await without.getByRole('button', { name: 'Light' }).count()).toBe(0);
});

const FROZEN_FOR_MS = 9500;

/** The camera ends as the system ends it (another app took it): the track stops and says so. */
const endCameraTrack = (page: Page) =>
  page.evaluate(() => {
    const video = document.querySelector<HTMLVideoElement>('.scanner-reader video')!;
    const track = (video.srcObject as MediaStream).getVideoTracks()[0];
    track.stop();
    track.dispatchEvent(new Event('ended'));
  });

/**
 * A phone desk that started scanning and read the first participant's pass (checked in by now: a result card).
 * `clock`: the page's clock is Playwright's (time flows as usual), for a test to move it on instead of waiting.
 */
async function phoneDeskAfterFirstRead(deviceName: string, options: { clock?: boolean } = {}): Promise<Page> {
  const context = await deskContext({ viewport: MOBILE_VIEWPORT });
  if (options.clock) await context.clock.install();
  holdUpPass();
  const page = await openDesk(context, deviceName);
  await page.goto(`/admin/event-checkin/${event.id}`);
  await page.getByRole('button', { name: 'Start Scanning' }).click();
  await waitForCameraRead(page, page.getByTestId('scan-result').getByText(participantId));
  return page;
}

/**
 * A new browser profile at the desk with the camera allowed, the coordinator signed in (through the API: what these
 * tests look at is the camera, not the login form).
 */
async function deskContext(options: {
  viewport: { width: number; height: number };
  serviceWorkers?: 'allow' | 'block';
}): Promise<BrowserContext> {
  const context = await signedInContext(browser, server, coordinator, { ...options, permissions: ['camera'] });
  openContexts.push(context);
  return context;
}

/** The desk's device named, which registers it, and its roster downloaded. */
async function openDesk(context: BrowserContext, deviceName: string): Promise<Page> {
  const page = await context.newPage();
  await nameScannerDevice(page, deviceName);
  return page;
}
