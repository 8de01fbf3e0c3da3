import type { ReactNode } from 'react';
import { SymbolMark, type SymbolShape } from './symbol-mark';

interface FormCardProps {
  title: string;
  subtitle?: ReactNode;
  shape?: SymbolShape;
  wide?: boolean;
  children: ReactNode;
}

/** The raised card the auth and registration screens sit in. */
export function FormCard({ title, subtitle, shape = 'circle', wide, children }: FormCardProps) {
  return (
    <section className={`page form-page ${wide ? 'form-page-wide' : ''}`}>
      <div className="form-card">
        <header className="form-card-header">
          <SymbolMark shape={shape} size={32} />
          <h1>{title}</h1>
          {subtitle && <p className="form-card-subtitle">{subtitle}</p>}
        </header>
        {children}
      </div>
    </section>
  );
}
