import { registrationAmount } from '@symposium/schema/fees';
import { M } from '@symposium/schema/messages';
import { paths } from '@symposium/schema/paths';
import { lazy, Suspense, useEffect, useEffectEvent, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormCard } from '../../../components/ui/form-card';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { clearAccommodationSelection } from '../../../lib/accommodation-selection';
import { ApiError, errorMessage } from '../../../lib/api-client';
import {
  checkForm,
  type FieldErrors,
  fieldErrorsFromZod,
  focusFirstError,
  formWideError,
} from '../../../lib/form-errors';
import { PageTitle } from '../../../lib/page-title';
import { scrollToTop } from '../../../lib/scroll-to-top';
import { useSiteConfig } from '../../../lib/site-config';
import { viewerOf } from '../../../lib/auth/viewer';
import { useAuth } from '../../../lib/auth/use-auth';
import { feeTableOf } from '../fee-table';
import { submitRegistration } from '../api/register';
import { clearPaymentDetailsDraft, usePaymentDetailsDraft } from '../hooks/use-payment-details-draft';
import { clearPersonalDetailsDraft, usePersonalDetailsDraft } from '../hooks/use-personal-details-draft';
import {
  PAYMENT_FIELD_ORDER,
  type PaymentDetails,
  PERSONAL_FIELD_ORDER,
  type PersonalDetails,
} from '../register-form-state';
import { refusalOnTheForm, registerHistoryMove, type RegisterStep } from '../register-steps';
import { forgetSubmissionKey, submissionKey } from '../submission-key';
import { forgetPaymentReference, keptPaymentReference } from '../../../components/registration/payment-reference';

const PAYMENT_REFERENCE_KEY = 'registerPaymentReference';
import { PersonalDetailsStep } from './personal-details-step';
import { RegisterProgress } from './register-progress';
import { RegisterSuccess } from './register-success';
import { RegistrationCheck } from './registration-check';
import { RegistrationClosedNotice } from './registration-closed-notice';
import { SignedInRegisterNotice } from './signed-in-register-notice';

// Step 2 (and the QR code library it draws the payment QR with) and the validation rules (zod) load on the
// first interaction with step 1 (or at Continue), not with the page: step 1 paints and settles without them,
// and while someone types their details the next step arrives in the background.
const loadPaymentStep = () => import('./payment-step');
const loadRules = () => import('@symposium/schema/registration');
const prepareWhileTyping = () => {
  void loadRules().catch(() => undefined);
  void loadPaymentStep().catch(() => undefined);
};
const PaymentStep = lazy(() => loadPaymentStep().then((module) => ({ default: module.PaymentStep })));

type Step = RegisterStep;
/** The history entry step 2 adds (docs/decisions/0037-register-form-keeps-what-was-typed.md, "A phone's Back on the register form's step 2"). */
const PAYMENT_STEP_ENTRY = { registerStep: 2 };

function showStep(step: Step) {
  scrollToTop();
  return step;
}

/**
 * A signed-in participant is offered their profile or a logout first; once the organisers have closed registration
 * (the server's word, GET /config) everyone else is told so; while it is open, the register form. Until the config
 * is known (the installed app's cached shell, not drawn with it), the page says it is checking.
 */
export function RegisterPage() {
  const { user, loading } = useAuth();
  // Asks again by itself when the browser comes back online after a failed check.
  const { config, error, retry } = useSiteConfig();
  if (user && viewerOf(user, loading) === 'participant') return <SignedInRegisterNotice participant={user} />;
  if (!config) return <RegistrationCheck failed={Boolean(error)} onRetry={retry} />;
  if (!config.registrationOpen) return <RegistrationClosedNotice registration={config.edition.registration} />;
  return <RegisterForm />;
}

function RegisterForm() {
  const [step, setStep] = useState<Step>(1);
  // Once the person has moved between the steps, each step's title takes focus as it appears (step 2 may
  // arrive a moment later, loaded on demand); the first load leaves focus alone.
  const [stepChanged, setStepChanged] = useState(false);
  const [personal, setPersonal, draftRestored] = usePersonalDetailsDraft();
  const [payment, setPayment] = usePaymentDetailsDraft();
  const [screenshot, setScreenshot] = useState<File | null>(null);
  // The reference the UPI note carries, shown before paying and kept across reloads until the registration is in.
  const [paymentReference] = useState(() => keptPaymentReference(PAYMENT_REFERENCE_KEY));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState<{ requestNumber: string | null } | null>(null);
  const { config, error: configError, retry: retryConfig } = useSiteConfig();
  const { user, loading: sessionLoading } = useAuth();
  const viewer = viewerOf(user, sessionLoading);
  const location = useLocation();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const onPaymentStepEntry = (location.state as { registerStep?: number } | null)?.registerStep === 2;
  const seenEntry = useRef<string | null>(null);

  const clearError = (field: string) =>
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));

  function changePersonal(field: keyof PersonalDetails, value: string) {
    setPersonal((current) => ({ ...current, [field]: value }));
    clearError(field);
  }

  function changePayment<K extends keyof PaymentDetails>(field: K, value: PaymentDetails[K]) {
    setPayment((current) => ({ ...current, [field]: value }));
    clearError(field);
  }

  async function changeScreenshot(file: File | null) {
    setScreenshot(file);
    const { checkScreenshot } = await loadRules();
    setErrors((current) => ({ ...current, paymentScreenshot: checkScreenshot(file) ?? undefined }));
  }

  /** `fromHistory`: the browser's Forward came back to step 2's entry (nothing to add to the history). */
  async function continueToPayment(fromHistory = false) {
    setFormError(null);
    const { personalDetailsSchema } = await loadRules();
    if (!checkForm(personalDetailsSchema, personal, PERSONAL_FIELD_ORDER, setErrors)) {
      if (fromHistory) leavePaymentStepEntry();
      return;
    }
    setStepChanged(true);
    setStep(showStep(2));
    // Step 2 is a history entry of its own: a phone's Back returns to step 1, as the form's Back does.
    if (!fromHistory) navigate(location.pathname, { state: PAYMENT_STEP_ENTRY });
  }

  function showDetailsStep() {
    setFormError(null);
    setErrors({});
    setStepChanged(true);
    setStep(showStep(1));
  }

  /** Step 1 shown without the browser's Back (a field to correct there): the entry stops saying step 2. */
  function leavePaymentStepEntry() {
    if (onPaymentStepEntry) navigate(location.pathname, { replace: true, state: null });
  }

  function backToDetails() {
    // The form's Back is the browser's: the history stays as the person walked it (the effect below shows step 1).
    if (onPaymentStepEntry) navigate(-1);
    else showDetailsStep();
  }

  // The browser's Back and Forward move through the form's steps (register-steps.ts decides how).
  const followHistoryMove = useEffectEvent((entry: string) => {
    const first = seenEntry.current === null;
    const seen = seenEntry.current === entry;
    seenEntry.current = entry;
    const move = registerHistoryMove({
      first,
      seen,
      navigationType,
      done: done !== null,
      submitting,
      step,
      onPaymentStepEntry,
    });
    if (move === 'leave-payment-entry') leavePaymentStepEntry();
    else if (move === 'leave-form') navigate(-1);
    else if (move === 'show-details') showDetailsStep();
    else if (move === 'continue-to-payment') void continueToPayment(true);
  });
  useEffect(() => followHistoryMove(location.key), [location.key]);

  async function submit() {
    setFormError(null);
    const { checkScreenshot, paymentDetailsSchema, personalDetailsSchema } = await loadRules();
    const personalParsed = personalDetailsSchema.safeParse(personal);
    if (!personalParsed.success) {
      setErrors(fieldErrorsFromZod(personalParsed.error));
      setStepChanged(true);
      setStep(showStep(1));
      leavePaymentStepEntry();
      return;
    }
    const paymentParsed = paymentDetailsSchema.safeParse({
      ...payment,
      registrationType: payment.registrationType || undefined,
    });
    const screenshotError = checkScreenshot(screenshot);
    if (!paymentParsed.success || screenshotError || !screenshot) {
      const next: FieldErrors = paymentParsed.success ? {} : fieldErrorsFromZod(paymentParsed.error);
      if (screenshotError) next.paymentScreenshot = screenshotError;
      setErrors(next);
      focusFirstError(next, PAYMENT_FIELD_ORDER);
      return;
    }

    const details = personalParsed.data;
    const pay = paymentParsed.data;
    setErrors({});
    setSubmitting(true);
    try {
      const { confirmPassword: _typedTwice, ...personalFields } = details;
      const response = await submitRegistration({
        ...personalFields,
        ...pay,
        amount: registrationAmount(pay.registrationType, pay.needsAccommodation, feeTableOf(config)),
        paymentScreenshot: screenshot,
        submissionKey: submissionKey(),
        paymentReference,
      });
      clearPersonalDetailsDraft();
      clearPaymentDetailsDraft();
      clearAccommodationSelection();
      forgetSubmissionKey();
      forgetPaymentReference(PAYMENT_REFERENCE_KEY);
      setDone({ requestNumber: response.data?.accommodation?.requestNumber ?? null });
      scrollToTop();
    } catch (error) {
      // Whatever failed, everything typed stays where it is. A refusal that names a field is said once, under
      // that field (announced there, focus moved to it); only the rest becomes the alert above the form.
      const shownOnAField = error instanceof ApiError && showServerFieldErrors(error);
      if (!shownOnAField) setFormError(errorMessage(error, M.registrationFailed));
    } finally {
      setSubmitting(false);
    }
  }

  /** Puts the server's field errors under their fields and focuses the first; false when none is on this form. */
  function showServerFieldErrors(error: ApiError): boolean {
    const { errors: next, step: firstErrorOn } = refusalOnTheForm(error);
    setErrors(next);
    if (firstErrorOn === 1) {
      setStep(1);
      leavePaymentStepEntry();
      focusFirstError(next, PERSONAL_FIELD_ORDER);
    } else if (firstErrorOn === 2) {
      focusFirstError(next, PAYMENT_FIELD_ORDER);
    }
    return firstErrorOn !== null;
  }

  if (done) return <RegisterSuccess requestNumber={done.requestNumber} />;

  return (
    <FormCard
      title="Player Registration"
      shape="square"
      wide
      subtitle={
        viewer === 'unknown' ? (
          // Not yet known whether this is a visitor: the line's space, without its 'Login'.
          <span className="form-card-subtitle-pending" aria-hidden="true">
            {'\u00a0'}
          </span>
        ) : (
          <>
            Already registered?{' '}
            <Link to={paths.login} className="text-link">
              Login
            </Link>
          </>
        )
      }
    >
      <PageTitle title={'Register'} />
      {draftRestored && step === 1 && !personal.password && (
        <p className="notice notice-info" role="status">
          {M.registerDraftRestored}
        </p>
      )}
      <RegisterProgress step={step} />
      <FormAlert message={formError} takeFocus />
      {/* Said once for every empty field; focus goes to the first of them, not here. */}
      <FormAlert message={formWideError(errors)} />
      {step === 1 ? (
        <div onFocusCapture={prepareWhileTyping}>
          <PersonalDetailsStep
            focusTitle={stepChanged}
            values={personal}
            errors={errors}
            onChange={changePersonal}
            onContinue={() => continueToPayment()}
          />
        </div>
      ) : (
        <Suspense fallback={<LoadingScreen label="Loading payment details..." />}>
          <PaymentStep
            paymentReference={paymentReference}
            focusTitle={stepChanged}
            values={payment}
            screenshot={screenshot}
            errors={errors}
            config={config}
            configError={configError}
            submitting={submitting}
            onChange={changePayment}
            onScreenshotChange={changeScreenshot}
            onRetryConfig={retryConfig}
            onBack={backToDetails}
            onSubmit={submit}
          />
        </Suspense>
      )}
    </FormCard>
  );
}
