import { SYMPOSIUM } from '@symposium/schema/constants';
import { Calendar, Mail } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@symposium/schema/paths';
import { useSiteConfig } from '../../lib/site-config';
import { NAV_LINKS } from './nav-links';
import { SiteLogo } from './site-logo';
import { SOCIAL_LINKS } from '../../lib/social-links';
import { CONTACT_ROLES } from './social-links';

export function SiteFooter() {
  const { config } = useSiteConfig();
  return (
    <footer className="site-footer">
      <div className="site-footer-grid">
        <section aria-labelledby="footer-about">
          <SiteLogo />
          <h2 id="footer-about" className="visually-hidden">
            About the symposium
          </h2>
          <p className="footer-text">
            A national-level technical symposium by the {SYMPOSIUM.association}, {SYMPOSIUM.collegeName}.{' '}
            {SYMPOSIUM.tagline}.
          </p>
          <p className="footer-date">
            <Calendar aria-hidden="true" size={18} />
            {SYMPOSIUM.dateLabel}
          </p>
        </section>

        <nav aria-labelledby="footer-links">
          <h2 id="footer-links">Quick Links</h2>
          <ul className="footer-list footer-list-columns">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
            {config?.registrationOpen !== false && (
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
          <ul className="footer-list">
            {CONTACT_ROLES.map((role) => (
              <li key={role}>
                <Link to={paths.contact}>{role}</Link>
              </li>
            ))}
          </ul>
          {config?.contactEmail && (
            <p className="footer-email">
              <Mail aria-hidden="true" size={18} />
              <a href={`mailto:${config.contactEmail}`}>{config.contactEmail}</a>
            </p>
          )}
        </section>

        <section aria-labelledby="footer-social">
          <h2 id="footer-social">Follow Us</h2>
          <ul className="footer-list footer-list-columns">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.label}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className="footer-bottom">
        © {SYMPOSIUM.title} · {SYMPOSIUM.collegeName}
      </p>
    </footer>
  );
}
