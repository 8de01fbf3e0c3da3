import type { RegistrationType } from '@symposium/schema/fees';
import { QrCode, Smartphone } from 'lucide-react';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { upiPaymentLink } from '../upi-link';

interface PaymentQrProps {
  upi: { id: string; payeeName: string } | undefined;
  type: RegistrationType | '';
  amount: number | null;
  needsAccommodation: boolean;
}

/**
 * The per-type UPI QR, drawn in the browser for the exact amount (spec §2), and the same payment as a link:
 * someone registering on their phone cannot scan their own screen, so the link opens their UPI app.
 */
export function PaymentQr({ upi, type, amount, needsAccommodation }: PaymentQrProps) {
  const [src, setSrc] = useState<string | null>(null);
  const link = upi && type && amount !== null ? upiPaymentLink(upi, type, amount, needsAccommodation) : null;

  useEffect(() => {
    if (!link) {
      setSrc(null);
      return;
    }
    let active = true;
    QRCode.toDataURL(link, { errorCorrectionLevel: 'M', margin: 2, width: 240 }).then(
      (url) => active && setSrc(url),
      () => active && setSrc(null),
    );
    return () => {
      active = false;
    };
  }, [link]);

  return (
    <div className="payment-qr">
      {src && amount !== null ? (
        <img src={src} width={240} height={240} alt={`UPI payment QR code for ₹${amount}`} data-upi={link ?? undefined} />
      ) : (
        <div className="payment-qr-placeholder">
          <QrCode aria-hidden="true" size={56} />
          <span>{type ? 'Preparing payment QR...' : 'Select a registration type to see the payment QR code'}</span>
        </div>
      )}
      {link && amount !== null && (
        <a className="btn btn-primary payment-upi-link" href={link}>
          <Smartphone aria-hidden="true" size={18} />
          Open UPI app to pay ₹{amount}
        </a>
      )}
      {upi && (
        <p className="payment-qr-payee">
          Pay to <strong>{upi.payeeName}</strong>
          <br />
          UPI ID: <span className="mono">{upi.id}</span>
        </p>
      )}
    </div>
  );
}
