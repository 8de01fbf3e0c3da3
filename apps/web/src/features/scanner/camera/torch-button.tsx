import { Flashlight, FlashlightOff } from 'lucide-react';
import { useState } from 'react';
import type { QrCamera } from './qr-camera';

/** Turns the camera's light (a phone's flash) on and off, for a pass shown on a dim screen or in a dark hall. */
export function TorchButton({ camera }: { camera: QrCamera }) {
  const [on, setOn] = useState(false);
  const toggle = () => {
    camera.setTorch(!on).then(
      () => setOn(!on),
      () => undefined,
    );
  };
  return (
    <button type="button" className="btn btn-ghost btn-small scanner-torch" aria-pressed={on} onClick={toggle}>
      {on ? <FlashlightOff aria-hidden="true" size={16} /> : <Flashlight aria-hidden="true" size={16} />}
      Light
    </button>
  );
}
