import type { ReactNode } from 'react';
import { focusOnMount } from '../../lib/focus-on-mount';
import { SymbolMark, type SymbolShape } from './symbol-mark';

interface FormCardProps {
  title: string;
  subtitle?: ReactNode;
  shape?: SymbolShape;
  wide?: boolean;
  /** The card replaced what had focus (a result after a submit): focus moves to its title. */
  focusTitle?: boolean;
  children: ReactNode;
}

/** The raised card the auth and registration screens sit in. */
export function FormCard({ title, subtitle, shape = 'circle', wide, focusTitle, children }: FormCardProps) {
  return (
    <section className={`page form-page ${wide ? 'form-page-wide' : ''}`}>
      <div className="form-card">
        <header className="form-card-header">
          <SymbolMark shape={shape} size={32} />
          <h1 tabIndex={focusTitle ? -1 : undefined} ref={focusTitle ? focusOnMount : undefined}>
            {title}
          </h1>
          {subtitle && <p className="form-card-subtitle">{subtitle}</p>}
        </header>
        {children}
      </div>
    </section>
  );
}
