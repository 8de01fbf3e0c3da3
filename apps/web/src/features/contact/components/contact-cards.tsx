import { CONTACT_ROLES, type Edition } from '@symposium/schema/edition';
import { Mail, Phone } from 'lucide-react';
import { CONTACT_ROLE_TITLES, telHref } from '../../../lib/contact-roles';

/**
 * docs/product.md#contact: General Queries, Event Queries, Registration Support — the edition's contact people, a card each — and the
 * official email. A role with nobody set is not shown; no card promises a number later.
 */
export function ContactCards({ edition }: { edition: Edition }) {
  const people = CONTACT_ROLES.flatMap((role) => edition.contacts.filter((c) => c.role === role));
  return (
    <div className="card-grid card-grid-4">
      {people.map((person, index) => (
        <section key={`${person.role}-${index}`} className="card contact-card" aria-labelledby={`contact-${index}`}>
          <Phone aria-hidden="true" size={26} className="feature-icon" />
          <h2 id={`contact-${index}`} className="card-title">
            {CONTACT_ROLE_TITLES[person.role]}
          </h2>
          <p className="card-text">{person.name}</p>
          <a href={telHref(person.phone)} className="contact-value">
            {person.phone}
          </a>
        </section>
      ))}
      <section className="card contact-card" aria-labelledby="contact-email">
        <Mail aria-hidden="true" size={26} className="feature-icon" />
        <h2 id="contact-email" className="card-title">
          Official Email
        </h2>
        <p className="card-text">Write to us any time.</p>
        <a href={`mailto:${edition.supportEmail}`} className="contact-value">
          {edition.supportEmail}
        </a>
      </section>
    </div>
  );
}
