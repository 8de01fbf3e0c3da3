import { registrationAmount } from '@symposium/schema/fees';
import { paths } from '@symposium/schema/paths';
import { ExternalLink } from 'lucide-react';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { PaymentQr } from '../../../components/registration/payment-qr';
import { editionTitle } from '@symposium/schema/edition';
import { upiPaymentNote } from '../../../components/registration/upi-link';
import { BusyButton } from '../../../components/ui/busy-button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { TransactionIdField } from '../../../components/ui/transaction-id-field';
import { focusOnMountInPlace } from '../../../lib/focus-on-mount';
import type { FieldErrors } from '../../../lib/form-errors';
import type { SiteConfig } from '../../../lib/site-config';
import { feeTableOf } from '../fee-table';
import type { PaymentDetails } from '../register-form-state';
import { AccommodationFields } from './accommodation-fields';
import { RegistrationTypeOptions } from './registration-type-options';
import { ScreenshotField } from '../../../components/ui/screenshot-field';

interface PaymentStepProps {
  /** The reference the UPI note carries (kept for the session). */
  paymentReference: string;
  /** The person came here from the other step: the title takes focus. */
  focusTitle: boolean;
  values: PaymentDetails;
  screenshot: File | null;
  errors: FieldErrors;
  config: SiteConfig | null;
  configError: unknown;
  submitting: boolean;
  onChange: <K extends keyof PaymentDetails>(field: K, value: PaymentDetails[K]) => void;
  onScreenshotChange: (file: File | null) => void;
  onRetryConfig: () => void;
  onBack: () => void;
  onSubmit: () => void;
}

export function PaymentStep(props: PaymentStepProps) {
  const { values, screenshot, errors, config, configError, submitting, onChange } = props;
  const feeTable = feeTableOf(config);
  const amount = values.registrationType
    ? registrationAmount(values.registrationType, values.needsAccommodation, feeTable)
    : null;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    props.onSubmit();
  }

  return (
    <form className="form" onSubmit={handleSubmit} noValidate aria-labelledby="register-step-title">
      <h2
        id="register-step-title"
        className="form-section-title"
        tabIndex={-1}
        ref={props.focusTitle ? focusOnMountInPlace : undefined}
      >
        Registration &amp; Payment
      </h2>
      <RegistrationTypeOptions
        value={values.registrationType}
        fees={config?.fees}
        error={errors.registrationType ?? errors.amount}
        onChange={(type) => onChange('registrationType', type)}
      />
      {config && (
        <AccommodationFields
          values={values}
          fee={feeTable.accommodationFee}
          edition={config.edition}
          errors={errors}
          onChange={onChange}
        />
      )}

      <section className="form-section payment-panel" aria-labelledby="payment-title">
        <h3 id="payment-title" className="form-section-title">
          Pay with UPI
        </h3>
        <PaymentQr
          upi={config?.upi}
          upiError={configError}
          onRetry={props.onRetryConfig}
          payment={
            values.registrationType && amount !== null
              ? {
                  amount,
                  reference: props.paymentReference,
                  note: upiPaymentNote(
                    config?.edition ? editionTitle(config.edition) : '',
                    values.registrationType,
                    values.needsAccommodation,
                  ),
                }
              : null
          }
          missingText="Select a registration type to see the payment QR code"
        />
        <p className="payment-total" aria-live="polite">
          {amount !== null ? (
            `Total payable: ₹${amount}`
          ) : (
            <>
              Total payable: <span className="payment-total-pending">select a registration type</span>
            </>
          )}
        </p>
        <p className="muted small">
          Scan with any UPI app (on this phone: Open UPI app), pay the exact amount, then enter the transaction ID and
          upload the screenshot.
        </p>
      </section>

      <TransactionIdField
        value={values.transactionId}
        onValueChange={(v) => onChange('transactionId', v)}
        error={errors.transactionId}
      />
      <ScreenshotField file={screenshot} error={errors.paymentScreenshot} onFileChange={props.onScreenshotChange} />
      <CheckboxField
        name="termsAccepted"
        checked={values.termsAccepted}
        onCheckedChange={(checked) => onChange('termsAccepted', checked)}
        error={errors.termsAccepted}
        after={
          // Outside the label and on its own line: on a narrow phone a tap on the sentence ticks the box and never
          // lands on the link, which opens a new tab.
          <Link to={paths.terms} target="_blank" rel="noopener" className="text-link checkbox-link">
            <ExternalLink aria-hidden="true" size={16} />
            Read the terms and conditions<span className="visually-hidden"> (opens in a new tab)</span>
          </Link>
        }
      >
        I accept the terms and conditions
      </CheckboxField>

      <div className="button-row button-row-split">
        <BusyButton type="button" className="btn btn-outline" onClick={props.onBack} busy={submitting}>
          Back
        </BusyButton>
        <BusyButton type="submit" className="btn btn-primary" busy={submitting}>
          {submitting ? 'Submitting...' : 'Submit Registration'}
        </BusyButton>
      </div>
    </form>
  );
}
