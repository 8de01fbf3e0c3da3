import { paths } from '@symposium/schema/paths';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../lib/page-title';
import { SymbolMark } from './symbol-mark';

/** The decent stand-in for a screen that a later issue builds. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <section className="page page-narrow placeholder-page">
      <PageTitle title={title} />
      <div className="placeholder-symbols" aria-hidden="true">
        <SymbolMark shape="circle" size={28} />
        <SymbolMark shape="triangle" size={28} tone="secondary" />
        <SymbolMark shape="square" size={28} />
      </div>
      <h1>{title}</h1>
      <p className="lead">This part of the game is coming soon. Check back shortly.</p>
      <Link to={paths.home} className="btn btn-outline">
        Back to Home
      </Link>
    </section>
  );
}
