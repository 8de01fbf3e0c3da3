import { QR } from '@symposium/schema/constants';
import { Download } from 'lucide-react';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

interface PassQrProps {
  passData: string;
  playerId: string;
}

/** Spec §2/§9: the entry-pass QR, 220 px, high error correction, downloadable as PNG. */
export function PassQr({ passData, playerId }: PassQrProps) {
  const [src, setSrc] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    QRCode.toDataURL(passData, { errorCorrectionLevel: QR.errorCorrectionLevel, width: QR.profileSize * 2, margin: 2 }).then(
      (url) => active && setSrc(url),
      () => active && setSrc(null),
    );
    return () => {
      active = false;
    };
  }, [passData]);

  function download() {
    if (!src) return;
    try {
      const link = document.createElement('a');
      link.href = src;
      link.download = `${playerId}-entry-pass.png`;
      document.body.append(link);
      link.click();
      link.remove();
    } catch {
      // Spec §2: if the download fails, the image opens in a new tab instead.
      window.open(src, '_blank', 'noopener');
    }
  }

  return (
    <div className="pass-qr">
      {src ? (
        <img src={src} width={QR.profileSize} height={QR.profileSize} alt={`Entry pass QR code for ${playerId}`} className="pass-qr-image" />
      ) : (
        <div className="pass-qr-placeholder" role="status">
          Drawing your QR code...
        </div>
      )}
      <button type="button" className="btn btn-outline btn-small" onClick={download} disabled={!src}>
        <Download aria-hidden="true" size={18} />
        Download QR
      </button>
    </div>
  );
}
