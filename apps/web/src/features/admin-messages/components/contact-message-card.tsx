import { contactReplyHref, type ContactMessageView } from '@symposium/schema/contact-messages';
import { Mail } from 'lucide-react';
import { BreakableEmail } from '../../../components/admin/breakable-email';
import { BusyButton } from '../../../components/ui/busy-button';
import { formatMoment } from '../../../lib/format-date';

interface ContactMessageCardProps {
  message: ContactMessageView;
  /** A Mark button's change is on its way: both the card's buttons wait. */
  busy: boolean;
  onMark: (message: ContactMessageView, handled: boolean) => void;
}

/** One message of the inbox: who sent it and how to reach them, what they wrote, Reply and Mark handled (or open). */
export function ContactMessageCard({ message, busy, onMark }: ContactMessageCardProps) {
  const titleId = `contact-message-${message.id}`;
  return (
    <li>
      <article className="message-card" aria-labelledby={titleId}>
        <header className="message-card-header">
          <h3 id={titleId} className="message-card-subject">
            {message.subject}
          </h3>
          <p className="message-card-received">
            Received <time dateTime={message.receivedAt}>{formatMoment(message.receivedAt)}</time>
          </p>
        </header>
        <dl className="message-card-sender">
          <div>
            <dt>From</dt>
            <dd>{message.name}</dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>
              <BreakableEmail email={message.email} />
            </dd>
          </div>
          <div>
            <dt>Phone</dt>
            <dd>{message.phone}</dd>
          </div>
        </dl>
        <p className="message-card-text">{message.message}</p>
        {message.handled && message.handledAt && (
          <p className="message-card-handled">
            Handled <time dateTime={message.handledAt}>{formatMoment(message.handledAt)}</time>
            {message.handledBy ? ` by ${message.handledBy}` : ''}
          </p>
        )}
        <div className="message-card-actions">
          <a className="btn btn-primary btn-small" href={contactReplyHref(message)}>
            <Mail aria-hidden="true" size={16} />
            Reply<span className="visually-hidden"> to {message.name}</span>
          </a>
          <BusyButton
            type="button"
            className="btn btn-outline btn-small"
            busy={busy}
            onClick={() => onMark(message, !message.handled)}
          >
            {message.handled ? 'Mark open' : 'Mark handled'}
            <span className="visually-hidden"> — {message.subject}</span>
          </BusyButton>
        </div>
      </article>
    </li>
  );
}
