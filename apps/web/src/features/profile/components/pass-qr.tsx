import { QR } from '@symposium/schema/constants';
import { Download } from 'lucide-react';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { saveFile } from '../../../lib/save-file';

// Drawn at twice the shown size: sharp on high-density screens and in print.
const qrOptions = { errorCorrectionLevel: QR.errorCorrectionLevel, width: QR.profileSize * 2, margin: 2 };

interface PassQrProps {
  passData: string;
  playerId: string;
}

/** docs/product.md#the-entry-pass: the entry-pass QR, 220 px, high error correction, downloadable as PNG. */
export function PassQr({ passData, playerId }: PassQrProps) {
  const [src, setSrc] = useState<string | null>(null);
  const [downloadFailed, setDownloadFailed] = useState(false);

  useEffect(() => {
    let active = true;
    QRCode.toDataURL(passData, qrOptions).then(
      (url) => active && setSrc(url),
      () => active && setSrc(null),
    );
    return () => {
      active = false;
    };
  }, [passData]);

  async function download() {
    setDownloadFailed(false);
    try {
      // The same QR drawn on a canvas, saved as a PNG Blob (docs/product.md#the-entry-pass: downloadable; else opened in a new tab).
      const canvas = document.createElement('canvas');
      await QRCode.toCanvas(canvas, passData, qrOptions);
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
      if (!blob) throw new Error('The QR code could not be turned into a PNG');
      saveFile(blob, `${playerId}-entry-pass.png`);
    } catch {
      setDownloadFailed(true);
    }
  }

  return (
    <div className="pass-qr">
      {src ? (
        <img
          src={src}
          width={QR.profileSize}
          height={QR.profileSize}
          alt={`Entry pass QR code for ${playerId}`}
          className="pass-qr-image"
        />
      ) : (
        <div className="pass-qr-placeholder" role="status">
          Drawing your QR code...
        </div>
      )}
      <button type="button" className="btn btn-outline btn-small" onClick={() => void download()} disabled={!src}>
        <Download aria-hidden="true" size={18} />
        Download QR
      </button>
      {downloadFailed && (
        <p className="field-error" role="alert">
          Could not prepare the download. Take a screenshot of the QR code instead.
        </p>
      )}
    </div>
  );
}
