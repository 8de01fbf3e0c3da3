import type { EventCategory } from '@symposium/schema/catalogue';
import { LoadState } from '../../../components/ui/load-state';
import { PageHero } from '../../../components/ui/page-hero';
import { SymbolMark } from '../../../components/ui/symbol-mark';
import { EVENT_CATEGORY_INFO, EVENT_CATEGORY_ORDER } from '../../../lib/event-categories';
import { PageTitle } from '../../../lib/page-title';
import { useResults } from '../api/get-results';
import { ResultCard } from './result-card';

const NONE_YET = 'No results have been published yet. Winners appear here once the organisers announce them.';

/** /results (docs/product.md "Results and certificates"): the published results, per category. */
export function ResultsPage() {
  const results = useResults();
  const published = results.data ?? [];
  const byCategory = EVENT_CATEGORY_ORDER.map((category) => ({
    category,
    results: published.filter((r) => r.event.category === category),
  })).filter((group) => group.results.length > 0);
  // An event whose category is not one of the three still shows, under its own heading.
  const others = published.filter((r) => !EVENT_CATEGORY_ORDER.includes(r.event.category as EventCategory));

  return (
    <>
      <PageTitle title="Results" />
      <PageHero
        eyebrow="The winners"
        title="Results"
        shape="triangle"
        subtitle="Every game's first, second and third."
      />
      {published.length === 0 ? (
        <section className="page page-narrow" aria-label="Results">
          <LoadState
            loading={results.loading}
            error={results.error}
            empty
            loadingLabel="Loading results..."
            emptyLabel={NONE_YET}
            subject="the results"
            onRetry={results.reload}
          />
        </section>
      ) : (
        <>
          {byCategory.map(({ category, results: list }) => (
            <section key={category} className="page results-section" aria-labelledby={`results-${category}`}>
              <h2 id={`results-${category}`} className="section-title results-title">
                <SymbolMark shape={EVENT_CATEGORY_INFO[category].shape} size={22} />
                {EVENT_CATEGORY_INFO[category].title}
              </h2>
              <ul className="results-grid">
                {list.map((result) => (
                  <ResultCard key={result.event.id} result={result} />
                ))}
              </ul>
            </section>
          ))}
          {others.length > 0 && (
            <section className="page results-section" aria-labelledby="results-other">
              <h2 id="results-other" className="section-title">
                Other events
              </h2>
              <ul className="results-grid">
                {others.map((result) => (
                  <ResultCard key={result.event.id} result={result} />
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </>
  );
}
