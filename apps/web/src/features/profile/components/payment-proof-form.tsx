import { M } from '@symposium/schema/messages';
import type { StayDeskFee } from '@symposium/schema/accommodation';
import type { RegistrationType } from '@symposium/schema/fees';
import { deskStayFeeState, proofAmountOf } from '@symposium/schema/payments';
import type { PublicUser } from '@symposium/schema/user';
import { type FormEvent, useState } from 'react';
import { PaymentQr } from '../../../components/registration/payment-qr';
import { editionTitle } from '@symposium/schema/edition';
import { upiPaymentNote } from '../../../components/registration/upi-link';
import { forgetPaymentReference, keptPaymentReference } from '../../../components/registration/payment-reference';
import { BusyButton } from '../../../components/ui/busy-button';
import { FormAlert } from '../../../components/ui/form-alert';
import { ScreenshotField } from '../../../components/ui/screenshot-field';
import { TransactionIdField } from '../../../components/ui/transaction-id-field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import type { StoredStay } from '../../../lib/local-db';
import { type FieldErrors, fieldErrorsFromZod, firstOfEach, focusFirstError } from '../../../lib/form-errors';
import { useSiteConfig } from '../../../lib/site-config';
import { submitPaymentProof } from '../api/submit-payment-proof';
import { clearPaymentProofDraft, usePaymentProofDraft } from '../hooks/use-payment-proof-draft';

// The register form's rules (zod) load on the first use, not with the profile.
const loadRules = () => import('@symposium/schema/registration');
const FIELD_ORDER = ['transactionId', 'paymentScreenshot'] as const;

interface PaymentProofFormProps {
  /** Whose draft the typed transaction ID is kept under. */
  userId: string;
  /** The registration's amount as the server answers it (never recomputed here); null or absent when not known. */
  amount: number | null | undefined;
  /**
   * A stay the desk added after the payment: its fee raised `amount` but is paid at the desk, so the proof is for
   * the amount without it (docs/decisions/0035-stays-added-at-the-desk.md, "A payment proof made before a stay was added at the desk").
   */
  deskStay: (Pick<StoredStay, 'requestNumber' | 'status'> & { deskFee: StayDeskFee }) | undefined;
  registrationType: RegistrationType | null;
  onSubmitted: (user: PublicUser) => Promise<void>;
}

/**
 * After a rejected payment: the register form's UPI QR and link for the participant's own fee, then a new
 * transaction ID and screenshot, checked like the register form's step 2.
 */
export function PaymentProofForm({ userId, amount, deskStay, registrationType, onSubmitted }: PaymentProofFormProps) {
  const proofAmount = amount == null ? null : proofAmountOf(amount, deskStay?.deskFee);
  const { config, error: configError, retry: retryConfig } = useSiteConfig();
  const [transactionId, setTransactionId, draftRestored] = usePaymentProofDraft(userId);
  // A new proof is a new payment: a new reference, the same one across reloads until it is sent.
  const referenceKey = `paymentProofReference:${userId}`;
  const [paymentReference] = useState(() => keptPaymentReference(referenceKey));
  const [screenshot, setScreenshot] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  function changeTransactionId(value: string) {
    setTransactionId(value);
    setErrors((current) => ({ ...current, transactionId: undefined }));
  }

  async function changeScreenshot(file: File | null) {
    setScreenshot(file);
    const { checkScreenshot } = await loadRules();
    setErrors((current) => ({ ...current, paymentScreenshot: checkScreenshot(file) ?? undefined }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const { checkScreenshot, paymentProofSchema } = await loadRules();
    const parsed = paymentProofSchema.safeParse({ transactionId });
    const screenshotError = checkScreenshot(screenshot);
    if (!parsed.success || screenshotError || !screenshot) {
      const next: FieldErrors = parsed.success ? {} : fieldErrorsFromZod(parsed.error);
      if (screenshotError) next.paymentScreenshot = screenshotError;
      setErrors(next);
      focusFirstError(next, FIELD_ORDER);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const response = await submitPaymentProof({
        transactionId: parsed.data.transactionId,
        paymentReference,
        paymentScreenshot: screenshot,
      });
      clearPaymentProofDraft(userId);
      forgetPaymentReference(referenceKey);
      await onSubmitted(response.data);
    } catch (error) {
      // Whatever failed, the typed ID and the chosen file stay.
      setFormError(errorMessage(error, M.paymentProofFailed));
      if (error instanceof ApiError) {
        const next = firstOfEach(error.fieldErrors);
        setErrors(next);
        focusFirstError(next, FIELD_ORDER);
      }
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form className="form payment-proof-form" onSubmit={submit} noValidate aria-labelledby="payment-proof-title">
      <h3 id="payment-proof-title" className="form-section-title">
        Submit a new payment proof
      </h3>
      <p className="card-text">
        Pay the registration fee again if needed, then send the new transaction ID and a screenshot of the payment.
      </p>
      {deskStay && (
        <p className="notice notice-info">
          {M.newProofWithoutDeskStay(
            deskStay.deskFee.amount,
            deskStay.requestNumber,
            deskStayFeeState({ collectedAt: deskStay.deskFee.collectedAt, stayStatus: deskStay.status }),
          )}
        </p>
      )}
      <div className="form-section payment-panel">
        <PaymentQr
          upi={config?.upi}
          upiError={configError}
          onRetry={retryConfig}
          payment={
            proofAmount !== null && registrationType
              ? {
                  amount: proofAmount,
                  reference: paymentReference,
                  note: upiPaymentNote(config?.edition ? editionTitle(config.edition) : '', registrationType),
                }
              : null
          }
          missingText="Refresh this page while online to see the payment QR code."
        />
      </div>
      {draftRestored && !screenshot && (
        <p className="notice notice-info" role="status">
          {M.paymentProofDraftRestored}
        </p>
      )}
      <FormAlert message={formError} takeFocus />
      <TransactionIdField value={transactionId} onValueChange={changeTransactionId} error={errors.transactionId} />
      <ScreenshotField file={screenshot} error={errors.paymentScreenshot} onFileChange={changeScreenshot} />
      <div className="button-row">
        <BusyButton type="submit" className="btn btn-primary" busy={submitting}>
          {submitting ? 'Submitting...' : 'Submit New Proof'}
        </BusyButton>
      </div>
    </form>
  );
}
