import { paths } from '@symposium/schema/paths';
import { Link } from 'react-router-dom';
import { SymbolMark } from '../components/ui/symbol-mark';
import { PageTitle } from '../lib/page-title';

export function NotFoundPage() {
  return (
    <section className="page page-narrow placeholder-page">
      <PageTitle title={'Page not found'} />
      <div className="placeholder-symbols" aria-hidden="true">
        <SymbolMark shape="triangle" size={28} />
      </div>
      <p className="eyebrow">Error 404</p>
      <h1>Page not found</h1>
      <p className="lead">This path leads nowhere. The game continues elsewhere.</p>
      <Link to={paths.home} className="btn btn-primary">
        Back to Home
      </Link>
    </section>
  );
}
