import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { paths } from '@symposium/schema/paths';

/** The router's error element (docs/product.md#header-footer-and-page-behaviour: 'Unexpected Application Error!'). */
export function RouteErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;
  return (
    <section className="page page-narrow error-page" role="alert">
      <h1>Unexpected Application Error!</h1>
      {detail && <p className="error-detail">{detail}</p>}
      <p className="lead">Something went wrong on this screen. Reloading usually helps.</p>
      <div className="button-row">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link to={paths.home} className="btn btn-outline" reloadDocument>
          Back to Home
        </Link>
      </div>
    </section>
  );
}
