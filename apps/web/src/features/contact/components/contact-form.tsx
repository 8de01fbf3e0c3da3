import { LIMITS } from '@symposium/schema/constants';
import { contactSchema, type ContactInput } from '@symposium/schema/contact';
import { keepLettersAndSpaces, normalisePhone } from '@symposium/schema/normalise';
import { M } from '@symposium/schema/messages';
import { CircleCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { BusyButton } from '../../../components/ui/busy-button';
import { EmailField } from '../../../components/ui/email-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { fieldBinder } from '../../../lib/bind-field';
import { focusOnMount } from '../../../lib/focus-on-mount';
import { checkForm, type FieldErrors, firstOfEach } from '../../../lib/form-errors';
import { sendContactMessage } from '../api/send-contact-message';
import { EMPTY_CONTACT, useContactDraft } from '../hooks/use-contact-draft';
const FIELD_ORDER = ['name', 'email', 'phone', 'subject', 'message'] as const;

/**
 * Why sending failed, after the text of docs/product.md#contact: offline (the message stays in the form), or the server's own refusal
 * (too many messages from this address); nothing more for a server fault.
 */
function failureReason(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.isNetworkError) return M.offline;
  if (error.status === 429 && error.message) return error.message;
  return null;
}

/** The contact rules and texts of docs/product.md#contact: sending, then '✓ Message sent…' or '✗ Failed to send…'. */
export function ContactForm() {
  const [values, setValues] = useContactDraft();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<'sent' | 'failed' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  function change(field: keyof ContactInput, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }

  const field = fieldBinder(values, errors, change);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setResult(null);
    const message = checkForm(contactSchema, values, FIELD_ORDER, setErrors);
    if (!message) return;
    setSending(true);
    try {
      await sendContactMessage(message);
      setValues(EMPTY_CONTACT);
      setResult('sent');
    } catch (error) {
      if (error instanceof ApiError) setErrors(firstOfEach(error.fieldErrors));
      setFailure(failureReason(error));
      setResult('failed');
    } finally {
      setSending(false);
    }
  }

  return (
    <section className="card contact-form-card" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className="card-title">
        Send Us a Message
      </h2>
      <form className="form" onSubmit={submit} noValidate>
        {result === 'sent' && (
          <p className="form-success" role="status" tabIndex={-1} ref={focusOnMount}>
            <CircleCheck aria-hidden="true" size={20} />
            {M.contactSent}
          </p>
        )}
        <FormAlert
          message={result === 'failed' ? [M.contactFailed, failure].filter(Boolean).join(' ') : null}
          takeFocus
        />
        <div className="form-grid">
          <TextField
            label="Name"
            autoComplete="name"
            maxLength={LIMITS.contactNameMax}
            {...field('name', keepLettersAndSpaces)}
          />
          <EmailField {...field('email')} />
          <TextField
            label="Phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            {...field('phone', normalisePhone)}
          />
          <TextField label="Subject" maxLength={LIMITS.subjectMax} {...field('subject')} />
        </div>
        <TextAreaField label="Message" rows={5} maxLength={LIMITS.messageMax} {...field('message')} />
        <BusyButton type="submit" className="btn btn-primary btn-block" busy={sending}>
          {sending ? 'Sending...' : 'Send Message'}
        </BusyButton>
      </form>
    </section>
  );
}
