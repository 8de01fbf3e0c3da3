import { QrCode, Smartphone } from 'lucide-react';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { type UpiPayee, upiPaymentLink } from './upi-link';

interface PaymentQrProps {
  /** From GET /config; undefined while it loads. */
  upi: UpiPayee | undefined;
  /** Why GET /config failed, if it did: offered again with Retry. */
  upiError: unknown;
  onRetry: () => void;
  /** What to pay, in rupees, and the note for the payment app; null while not known yet. */
  payment: { amount: number; note: string; reference: string } | null;
  /** Shown in place of the QR while `payment` is null. */
  missingText: string;
}

/**
 * The UPI QR, drawn in the browser for the exact amount (docs/product.md#upi-payment-and-proof), and the same payment as a link: someone
 * paying on their phone cannot scan their own screen, so the link opens their UPI app. Used by the register
 * form's payment step and by the profile's new payment proof form.
 */
export function PaymentQr({ upi, upiError, onRetry, payment, missingText }: PaymentQrProps) {
  const [src, setSrc] = useState<string | null>(null);
  const link = upi && payment ? upiPaymentLink(upi, payment.amount, payment.note, payment.reference) : null;

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

  // While GET /config is on its way, the link and the payee keep their room (unseen), so the fields below do not move
  // when they come; the payee's name has a line of its own, so a name such as 'Mechanical Engineering Association'
  // fits it on a phone (docs/decisions/0029-nothing-moves-under-the-pointer.md, "The payment details keep their room while they load").
  const detailsLoading = !upi && !upiError;

  if (upiError && !upi) {
    return (
      <div className="notice notice-warning" role="status">
        <p>Payment details could not be loaded. {errorMessage(upiError, '')}</p>
        <button type="button" className="btn btn-outline btn-small" onClick={onRetry}>
          Retry
        </button>
      </div>
    );
  }

  return (
    <div className="payment-qr">
      {src && payment ? (
        <img
          src={src}
          width={240}
          height={240}
          alt={`UPI payment QR code for ₹${payment.amount}`}
          data-upi={link ?? undefined}
        />
      ) : (
        <div className="payment-qr-placeholder">
          <QrCode aria-hidden="true" size={56} />
          <span>{payment ? 'Preparing payment QR...' : missingText}</span>
        </div>
      )}
      {link && payment ? (
        <a className="btn btn-primary payment-upi-link" href={link}>
          <Smartphone aria-hidden="true" size={18} />
          Open UPI app to pay ₹{payment.amount}
        </a>
      ) : (
        detailsLoading &&
        payment && (
          <span className="btn btn-primary payment-upi-link slot-reserved" aria-hidden="true">
            <Smartphone size={18} />
            Open UPI app to pay ₹{payment.amount}
          </span>
        )
      )}
      {payment && (
        <p className="payment-reference">
          Payment reference <strong className="mono payment-reference-code">{payment.reference}</strong>
          <span className="muted small">
            Keep it in the payment note (the QR and the link put it there): it matches your payment in the bank
            statement.
          </span>
        </p>
      )}
      {upi ? (
        <p className="payment-qr-payee">
          Pay to
          <br />
          <strong>{upi.payeeName}</strong>
          <br />
          UPI ID: <span className="mono">{upi.id}</span>
        </p>
      ) : (
        detailsLoading && (
          <p className="payment-qr-payee slot-reserved" aria-hidden="true">
            Pay to
            <br />
            <strong>…</strong>
            <br />
            UPI ID: <span className="mono">…</span>
          </p>
        )
      )}
    </div>
  );
}
