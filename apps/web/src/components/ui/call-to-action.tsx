import { Link } from 'react-router-dom';
import { SymbolMark } from './symbol-mark';

interface CallToActionProps {
  title: string;
  text: string;
  to: string;
  action: string;
}

/** The closing band of a screen ('Ready to Compete', register now). */
export function CallToAction({ title, text, to, action }: CallToActionProps) {
  return (
    <section className="cta-band" aria-label={title}>
      <div className="cta-band-symbols" aria-hidden="true">
        <SymbolMark shape="circle" size={22} />
        <SymbolMark shape="triangle" size={22} tone="secondary" />
        <SymbolMark shape="square" size={22} />
      </div>
      <h2 className="cta-band-title">{title}</h2>
      <p className="cta-band-text">{text}</p>
      <Link to={to} className="btn btn-primary btn-large">
        {action}
      </Link>
    </section>
  );
}
