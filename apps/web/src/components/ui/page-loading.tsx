import { LoadingScreen } from './loading-screen';

/**
 * What stands in for a whole page until it can show (its code, the session check): a screen-tall placeholder, so the
 * footer stays below the fold until the page arrives instead of showing under a finger and then jumping away.
 */
export function PageLoading({ label }: { label?: string }) {
  return (
    <div className="route-loading">
      <LoadingScreen label={label} />
    </div>
  );
}
