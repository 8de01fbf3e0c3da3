import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SymbolMark, type SymbolShape } from './symbol-mark';

interface PageHeroProps {
  title: string;
  eyebrow?: string;
  subtitle?: ReactNode;
  shape?: SymbolShape;
  back?: { to: string; label: string };
  children?: ReactNode;
}

/** The band at the top of every public screen: optional back link, symbol, title and subtitle. */
export function PageHero({ title, eyebrow, subtitle, shape, back, children }: PageHeroProps) {
  return (
    <header className="page-hero">
      <div className="page-hero-inner">
        {back && (
          <Link to={back.to} className="back-link">
            <ArrowLeft aria-hidden="true" size={18} />
            {back.label}
          </Link>
        )}
        {shape && <SymbolMark shape={shape} size={44} className="page-hero-symbol" />}
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1 className="page-hero-title">{title}</h1>
        {subtitle && <p className="page-hero-subtitle">{subtitle}</p>}
        {children}
      </div>
    </header>
  );
}
