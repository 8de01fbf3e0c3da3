import { QR } from '@symposium/schema/constants';
import { Download } from 'lucide-react';
import QRCode from 'qrcode';
import { useEffect, useRef, useState } from 'react';
import { saveFile } from '../../../lib/save-file';

interface ParticipantPassQrProps {
  passData: string;
  participantId: string;
}

/**
 * docs/product.md#the-entry-pass: the participant's pass QR shown at 200 px with high error correction, saved as
 * '<participant ID>.png'. The signed pass needs a version-11 code (about 3 px a module at 200 px), so the
 * bitmap is drawn at twice the size: sharp on high-density screens and a PNG that prints and scans
 * cleanly (docs/decisions/0012-staff-screens-layout-tables-alerts.md).
 */
const BITMAP_SCALE = 2;

export function ParticipantPassQr({ passData, participantId }: ParticipantPassQrProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let active = true;
    setReady(false);
    setFailed(false);
    QRCode.toCanvas(canvas, passData, {
      width: QR.adminSize * BITMAP_SCALE,
      errorCorrectionLevel: QR.errorCorrectionLevel,
      margin: 2,
    }).then(
      () => {
        // The library sizes the element to the bitmap; it is shown at the spec's 200 px.
        canvas.style.width = `${QR.adminSize}px`;
        canvas.style.height = `${QR.adminSize}px`;
        if (active) setReady(true);
      },
      () => active && setFailed(true),
    );
    return () => {
      active = false;
    };
  }, [passData]);

  function download() {
    canvasRef.current?.toBlob((blob) => blob && saveFile(blob, `${participantId}.png`), 'image/png');
  }

  return (
    <div className="participant-qr">
      <canvas
        ref={canvasRef}
        width={QR.adminSize * BITMAP_SCALE}
        height={QR.adminSize * BITMAP_SCALE}
        className="participant-qr-canvas"
        role="img"
        aria-label={`Entry pass QR code for ${participantId}`}
      />
      {failed && <p className="field-error">Could not draw the QR code.</p>}
      <button type="button" className="btn btn-outline btn-small" onClick={download} disabled={!ready}>
        <Download aria-hidden="true" size={18} />
        Download as PNG
      </button>
    </div>
  );
}
