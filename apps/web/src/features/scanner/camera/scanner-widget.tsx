import { Camera, Info, Keyboard, Play } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { loadQrCameraFactory } from './load-qr-camera';
import {
  CAMERA_FROZEN_NOTE,
  CAMERA_MESSAGES,
  FROZEN_RESTARTS_BEFORE_NOTE,
  preferredCamera,
  RESUME_AFTER_MS,
  SAME_CODE_GONE_MS,
  SCAN_HINT,
  type CameraInfo,
  type QrCamera,
} from './qr-camera';
import { useCameraRestarts } from './use-camera-restarts';
import { TorchButton } from './torch-button';
import { useFrozenCameraWatch } from './use-frozen-camera-watch';
import { useNoReadHint } from './use-no-read-hint';

interface ScannerWidgetProps {
  /** The screen is in its scanning state: reads are wanted, and a paused camera resumes. */
  active: boolean;
  onRead: (text: string) => void;
}

/**
 * The camera scanner of docs/product.md#scanning-camera-and-manual-entry: picks the back camera, offers a selector only when there are several,
 * pauses (video too) after each read and resumes after 2 s if the screen is still scanning.
 */
export function ScannerWidget({ active, onRead }: ScannerWidgetProps) {
  const elementId = `qr-reader-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const [cameras, setCameras] = useState<CameraInfo[]>([]);
  const [cameraId, setCameraId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [paused, setPaused] = useState(false);
  /** The running camera, once started (for its light). */
  const [running, setRunning] = useState<QrCamera | null>(null);
  /** When the decoder last saw a code (performance.now()): the hint to hold the pass still waits for a quiet spell. */
  const codeSeenAt = useRef(0);
  /** Restarts for a frozen picture in a row, with no picture since. */
  const [frozenRestarts, setFrozenRestarts] = useState(0);
  const { generation, restartLater, restartNow, cancelRestart } = useCameraRestarts(() =>
    setError(CAMERA_MESSAGES.permission),
  );
  const cameraRef = useRef<QrCamera | null>(null);
  const pausedRef = useRef(false);
  const activeRef = useRef(active);
  const onReadRef = useRef(onRead);
  /** The last text read and when the camera last saw it (a pause does not count as out of sight). */
  const lastRead = useRef<{ text: string; seenAt: number } | null>(null);
  activeRef.current = active;
  onReadRef.current = onRead;

  const resume = () => {
    if (!pausedRef.current) return;
    // While paused the camera saw nothing: the pass read last counts as still in view from now on.
    if (lastRead.current) lastRead.current.seenAt = Date.now();
    cameraRef.current?.resume();
    pausedRef.current = false;
    setPaused(false);
  };

  useEffect(() => {
    let cancelled = false;
    loadQrCameraFactory()
      .then((factory) => factory.listCameras())
      .then((list) => {
        if (cancelled) return;
        if (!list.length) {
          setError(CAMERA_MESSAGES.noCamera);
          return;
        }
        setCameras(list);
        setCameraId(preferredCamera(list)!.id);
      })
      .catch((reason: unknown) => {
        if (cancelled) return;
        const name = (reason as { name?: string })?.name ?? String(reason);
        setError(
          /NotFound|DevicesNotFound|OverconstrainedError/.test(name)
            ? CAMERA_MESSAGES.noCamera
            : CAMERA_MESSAGES.permission,
        );
      });
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    if (!cameraId) return;
    let cancelled = false;
    let resumeTimer: ReturnType<typeof setTimeout> | undefined;
    let camera: QrCamera | null = null;
    setError(null);
    // The camera ended under the desk, or starting it again failed: started again in a moment (use-camera-restarts.ts).
    const startAgain = () => {
      if (!cancelled) restartLater();
    };
    loadQrCameraFactory()
      .then(async (factory) => {
        // Left before the camera library arrived: no camera to start (the cleanup had none to stop).
        if (cancelled) return;
        camera = factory.create(elementId);
        await camera.start(
          cameraId,
          (text) => {
            if (cancelled) return;
            codeSeenAt.current = performance.now();
            const now = Date.now();
            const last = lastRead.current;
            const same = last?.text === text;
            const stillInView = same && now - last.seenAt < SAME_CODE_GONE_MS;
            if (same) last.seenAt = now;
            if (stillInView || pausedRef.current || !activeRef.current) return;
            lastRead.current = { text, seenAt: now };
            camera?.pause();
            pausedRef.current = true;
            setPaused(true);
            onReadRef.current(text);
            clearTimeout(resumeTimer);
            resumeTimer = setTimeout(() => {
              if (activeRef.current && !cancelled) resume();
            }, RESUME_AFTER_MS);
          },
          startAgain,
        );
        if (cancelled) return;
        cameraRef.current = camera;
        pausedRef.current = false;
        setPaused(false);
        setRunning(camera);
      })
      .catch(() => {
        if (cancelled) return;
        // A first start that fails is the desk's answer (no permission, no camera); a restart may just be early.
        if (generation > 0) startAgain();
        else setError(CAMERA_MESSAGES.permission);
      });
    return () => {
      cancelled = true;
      clearTimeout(resumeTimer);
      cancelRestart();
      cameraRef.current = null;
      setRunning(null);
      void camera?.stop();
    };
  }, [cameraId, elementId, generation, restartLater, cancelRestart]);

  // A camera whose picture froze while the desk scans is started again (the page is in sight: the watch says so); one
  // that stays frozen is tried again less often, and the desk is told to type IDs meanwhile until pictures flow.
  useFrozenCameraWatch(cameraRef, active && !paused && !error, frozenRestarts, {
    onFrozen: () => {
      setFrozenRestarts((n) => n + 1);
      restartNow();
    },
    onPicture: () => setFrozenRestarts(0),
  });
  const pictureStopped = frozenRestarts >= FROZEN_RESTARTS_BEFORE_NOTE;
  const hint = useNoReadHint(active && !paused && !error && running !== null, codeSeenAt);

  // Back to scanning (the result was cleared): the camera paused by the last read starts again.
  useEffect(() => {
    if (active) resume();
  }, [active]);

  return (
    <div className="scanner-widget">
      {cameras.length > 1 && (
        <div className="field scanner-camera-select">
          <label htmlFor={`${elementId}-camera`}>Camera</label>
          <select
            id={`${elementId}-camera`}
            value={cameraId ?? ''}
            onChange={(event) => setCameraId(event.target.value)}
          >
            {cameras.map((camera) => (
              <option key={camera.id} value={camera.id}>
                {camera.label}
              </option>
            ))}
          </select>
        </div>
      )}
      {error ? (
        <p className="notice notice-warning scanner-camera-error" role="alert">
          <Camera aria-hidden="true" size={20} />
          {error}
        </p>
      ) : (
        <>
          <div className="scanner-viewport">
            <div id={elementId} className="scanner-reader" aria-label="Camera preview" role="img" />
            {/* Where to hold the pass (SCAN_SETTINGS.qrbox), for people: the decoder reads the whole picture. */}
            <div className="scanner-guide" aria-hidden="true" />
          </div>
          {running?.hasTorch() && <TorchButton key={`${cameraId}-${generation}`} camera={running} />}
          {/* Always on the page while the camera is, so a note is announced when it comes. */}
          <div className="scanner-camera-note" role="status">
            {pictureStopped ? (
              <p className="notice notice-info">
                <Keyboard aria-hidden="true" size={20} />
                {CAMERA_FROZEN_NOTE}
              </p>
            ) : (
              hint && (
                <p className="notice notice-info">
                  <Info aria-hidden="true" size={20} />
                  {SCAN_HINT}
                </p>
              )
            )}
          </div>
        </>
      )}
      {paused && !error && (
        <button type="button" className="btn btn-outline btn-block" onClick={resume}>
          <Play aria-hidden="true" size={18} />
          Resume Scanning
        </button>
      )}
      <ul className="scanner-instructions">
        <li>Point the camera at the participant's QR code.</li>
        <li>Keep the code inside the frame until it is read.</li>
        <li>Use good lighting and avoid glare on the screen.</li>
      </ul>
    </div>
  );
}
