import { paths } from '@symposium/schema/paths';
import { Mail, MessageCircle } from 'lucide-react';
import { CallToAction } from '../../../components/ui/call-to-action';
import { PageHero } from '../../../components/ui/page-hero';
import { PageTitle } from '../../../lib/page-title';
import { useEdition, useRegistrationClosed } from '../../../lib/site-config';
import { SOCIAL_NETWORK_LABELS } from '../../../lib/social-links';
import { CollegeMap } from './college-map';
import { ContactCards } from './contact-cards';
import { ContactForm } from './contact-form';

/** /contact (docs/product.md#contact): contact cards, official email, map, message form, social links, register CTA. */
export function ContactPage() {
  const edition = useEdition();
  const registrationClosed = useRegistrationClosed();
  return (
    <>
      <PageTitle title={'Contact Us'} />
      <PageHero
        eyebrow="Talk to the game masters"
        title="Contact Us"
        shape="circle"
        subtitle="Questions about events, registration or your stay? We are here to help."
      />
      <div className="page">{edition && <ContactCards edition={edition} />}</div>
      <div className="page two-column">
        <ContactForm />
        <div className="stack">
          {edition && <CollegeMap venue={edition.venue} />}
          {/* Not a landmark: the footer's 'Follow Us' already is one, and landmark names must be unique. */}
          {edition && (
            <div className="card">
              <h2 className="card-title">Follow Us</h2>
              <ul className="social-list">
                {edition.socials.map((link) => (
                  <li key={link.url}>
                    <a href={link.url} target="_blank" rel="noopener noreferrer" className="social-link">
                      {link.network === 'whatsapp' ? <MessageCircle aria-hidden="true" size={18} /> : null}
                      {SOCIAL_NETWORK_LABELS[link.network]}
                    </a>
                  </li>
                ))}
                <li>
                  <a href={`mailto:${edition.supportEmail}`} className="social-link">
                    <Mail aria-hidden="true" size={18} />
                    Email
                  </a>
                </li>
              </ul>
            </div>
          )}
        </div>
      </div>
      {!registrationClosed && (
        <CallToAction
          title="Ready to Play?"
          text="Registration takes five minutes."
          to={paths.register}
          action="Register Now"
        />
      )}
    </>
  );
}
