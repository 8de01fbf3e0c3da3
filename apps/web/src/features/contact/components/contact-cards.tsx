import { Mail, Phone } from 'lucide-react';
import { CONTACT_CARDS } from '../contact-content';

/** Spec §2: General Queries, Event Queries, Registration Support, and the official email. */
export function ContactCards({ email }: { email: string | undefined }) {
  return (
    <div className="card-grid card-grid-4">
      {CONTACT_CARDS.map((card) => (
        <section key={card.title} className="card contact-card" aria-labelledby={`contact-${card.title}`}>
          <Phone aria-hidden="true" size={26} className="feature-icon" />
          <h2 id={`contact-${card.title}`} className="card-title">
            {card.title}
          </h2>
          <p className="card-text">{card.name ? `${card.name}, ${card.role}` : card.role}</p>
          {card.phone ? (
            <a href={`tel:${card.phone}`} className="contact-value">
              {card.phone}
            </a>
          ) : (
            <p className="muted">Number to be announced</p>
          )}
        </section>
      ))}
      <section className="card contact-card" aria-labelledby="contact-email">
        <Mail aria-hidden="true" size={26} className="feature-icon" />
        <h2 id="contact-email" className="card-title">
          Official Email
        </h2>
        <p className="card-text">Write to us any time.</p>
        {email ? (
          <a href={`mailto:${email}`} className="contact-value">
            {email}
          </a>
        ) : (
          <p className="muted">Loading...</p>
        )}
      </section>
    </div>
  );
}
