import { paths } from '@symposium/schema/paths';
import { Mail, MessageCircle } from 'lucide-react';
import { CallToAction } from '../../../components/ui/call-to-action';
import { PageHero } from '../../../components/ui/page-hero';
import { pageTitle } from '../../../lib/page-title';
import { useRegistrationClosed, useSiteConfig } from '../../../lib/site-config';
import { CHAT_LINK, SOCIAL_LINKS } from '../../../lib/social-links';
import { CollegeMap } from './college-map';
import { ContactCards } from './contact-cards';
import { ContactForm } from './contact-form';

/** /contact (spec §2): contact cards, official email, map, message form, social links, register CTA. */
export function ContactPage() {
  const { config } = useSiteConfig();
  const email = config?.contactEmail;
  const registrationClosed = useRegistrationClosed();
  return (
    <>
      <title>{pageTitle('Contact Us')}</title>
      <PageHero eyebrow="Talk to the game masters" title="Contact Us" shape="circle" subtitle="Questions about events, registration or your stay? We are here to help." />
      <div className="page">
        <ContactCards email={email} />
      </div>
      <div className="page two-column">
        <ContactForm />
        <div className="stack">
          <CollegeMap />
          {/* Not a landmark: the footer's 'Follow Us' already is one, and landmark names must be unique. */}
          <div className="card">
            <h2 className="card-title">Follow Us</h2>
            <ul className="social-list">
              {[...SOCIAL_LINKS, CHAT_LINK].map((link) => (
                <li key={link.label}>
                  <a href={link.href} target="_blank" rel="noopener noreferrer" className="social-link">
                    {link === CHAT_LINK ? <MessageCircle aria-hidden="true" size={18} /> : null}
                    {link.label}
                  </a>
                </li>
              ))}
              {email && (
                <li>
                  <a href={`mailto:${email}`} className="social-link">
                    <Mail aria-hidden="true" size={18} />
                    Email
                  </a>
                </li>
              )}
            </ul>
          </div>
        </div>
      </div>
      {!registrationClosed && <CallToAction title="Ready to Play?" text="Registration takes five minutes." to={paths.register} action="Register Now" />}
    </>
  );
}
