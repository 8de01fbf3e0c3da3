import { editionDateLabel, editionTitle } from '@symposium/schema/edition';
import { Calendar, Mail } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@symposium/schema/paths';
import { useSiteConfig } from '../../lib/site-config';
import { NAV_LINKS } from './nav-links';
import { SiteLogo } from './site-logo';
import { CONTACT_ROLE_TITLES, telHref } from '../../lib/contact-roles';
import { SOCIAL_NETWORK_LABELS } from '../../lib/social-links';

export function SiteFooter() {
  const { config } = useSiteConfig();
  const edition = config?.edition ?? null;
  return (
    <footer className="site-footer">
      <div className="site-footer-grid">
        <section aria-labelledby="footer-about">
          <SiteLogo />
          <h2 id="footer-about" className="visually-hidden">
            About the symposium
          </h2>
          {edition && (
            <>
              <p className="footer-text">
                A national-level technical symposium by the {edition.associationName}, {edition.collegeName}.{' '}
                {edition.tagline}.
              </p>
              <p className="footer-date">
                <Calendar aria-hidden="true" size={18} />
                {editionDateLabel(edition)}
              </p>
            </>
          )}
        </section>

        <nav aria-labelledby="footer-links">
          <h2 id="footer-links">Quick Links</h2>
          <ul className="footer-list footer-list-columns">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
            {config?.registrationOpen === true && (
              <li>
                <Link to={paths.register}>Register</Link>
              </li>
            )}
            <li>
              <Link to={paths.team}>About</Link>
            </li>
          </ul>
        </nav>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Contact</h2>
          {edition && (
            <>
              <ul className="footer-list">
                {edition.contacts.map((person, index) => (
                  <li key={`${person.role}-${index}`}>
                    {CONTACT_ROLE_TITLES[person.role]}: {person.name},{' '}
                    <a href={telHref(person.phone)}>{person.phone}</a>
                  </li>
                ))}
                <li>
                  <Link to={paths.contact}>Contact us</Link>
                </li>
              </ul>
              <p className="footer-email">
                <Mail aria-hidden="true" size={18} />
                <a href={`mailto:${edition.supportEmail}`}>{edition.supportEmail}</a>
              </p>
            </>
          )}
        </section>

        {edition && edition.socials.length > 0 && (
          <section aria-labelledby="footer-social">
            <h2 id="footer-social">Follow Us</h2>
            <ul className="footer-list footer-list-columns">
              {edition.socials.map((link) => (
                <li key={link.url}>
                  <a href={link.url} target="_blank" rel="noopener noreferrer">
                    {SOCIAL_NETWORK_LABELS[link.network]}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      {edition && (
        <p className="footer-bottom">
          © {editionTitle(edition)} · {edition.collegeName}
        </p>
      )}
    </footer>
  );
}
