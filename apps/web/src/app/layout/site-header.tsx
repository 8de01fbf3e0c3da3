import { Menu, X } from 'lucide-react';
import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { HeaderAccount } from './header-account';
import { NAV_LINKS } from './nav-links';
import { SiteLogo } from './site-logo';

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // The link that had focus is hidden with the menu: focus goes back to the toggle, not to the page body.
      if (menuRef.current?.contains(document.activeElement)) toggleRef.current?.focus();
      setMenuOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  // Any link or button in the menu closes it, also a link to the page already shown (no route change closes it then).
  const closeOnLink = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('a, button')) setMenuOpen(false);
  };

  return (
    <>
      <header className="site-header">
        <div className="site-header-inner">
          <SiteLogo />
          <button
            ref={toggleRef}
            type="button"
            className="menu-toggle"
            aria-expanded={menuOpen}
            aria-controls="site-menu"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </button>
          <div ref={menuRef} id="site-menu" className={`site-menu ${menuOpen ? 'is-open' : ''}`} onClick={closeOnLink}>
            <nav aria-label="Main">
              <ul className="site-nav">
                {NAV_LINKS.map((link) => (
                  <li key={link.to}>
                    <NavLink to={link.to} end={link.to === '/'}>
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <HeaderAccount />
          </div>
        </div>
      </header>
      {/* A tap beside the open menu closes it and lands on nothing, not on a button under the finger (Escape
          closes it from the keyboard). */}
      {menuOpen && <div className="menu-backdrop" aria-hidden="true" onClick={() => setMenuOpen(false)} />}
    </>
  );
}
