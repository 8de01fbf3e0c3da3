import type { ResultSummary } from '@symposium/schema/results';
import { Award } from 'lucide-react';
import { useState } from 'react';
import { AdminPageHeader } from '../../../components/admin/admin-page-header';
import { useStaff } from '../../../components/admin/staff-context';
import { useToast } from '../../../components/admin/toast-context';
import { BusyButton } from '../../../components/ui/busy-button';
import { BusyLabel } from '../../../components/ui/busy-label';
import { LoadState } from '../../../components/ui/load-state';
import { errorMessage } from '../../../lib/api-client';
import { PageTitle } from '../../../lib/page-title';
import { useRemoteData } from '../../../lib/use-remote-data';
import { getResultSummaries, releaseCertificates } from '../api/results';
import { ResultEditorDialog } from './result-editor-dialog';
import { ResultSummaryRow } from './result-summary-row';
import '../../../styles/admin-results.css';

/**
 * /admin/results (docs/product.md "Results and certificates"): each event's winners, picked from the participants
 * checked in to it; admins publish them and release the certificates everyone has earned so far.
 */
export function ResultsAdminPage() {
  const me = useStaff();
  const toast = useToast();
  const summaries = useRemoteData('admin:results', getResultSummaries);
  const [open, setOpen] = useState<ResultSummary | null>(null);
  const [releasing, setReleasing] = useState(false);

  async function release() {
    setReleasing(true);
    try {
      toast.show((await releaseCertificates()).message, 'success');
    } catch (error) {
      toast.show(errorMessage(error, 'Could not release the certificates'), 'error');
    } finally {
      setReleasing(false);
    }
  }

  return (
    <div className="admin-page">
      <PageTitle title="Results" />
      <AdminPageHeader
        title="Results"
        subtitle="Winners from those checked in; certificates for everyone who came"
        actions={
          me.isAdmin && (
            <BusyButton type="button" className="btn btn-primary btn-small" onClick={release} busy={releasing}>
              <Award aria-hidden="true" size={16} />
              <BusyLabel busy={releasing} idle="Release certificates" working="Releasing..." />
            </BusyButton>
          )
        }
      />
      <p className="admin-note">
        {me.isAdmin
          ? 'Releasing issues a certificate to everyone checked in to an event or workshop, and a merit certificate to each winner of a published result; each participant is mailed once. Release again after publishing more results: only what is new is issued.'
          : 'Coordinators enter the winners; an admin publishes each result and releases the certificates.'}
      </p>
      <section className="admin-section" aria-labelledby="results-list-title">
        <h2 id="results-list-title" className="admin-section-title">
          Events{summaries.data ? ` (${summaries.data.length})` : ''}
        </h2>
        <LoadState
          loading={summaries.loading}
          error={summaries.error}
          empty={!summaries.data || summaries.data.length === 0}
          loadingLabel="Loading results..."
          emptyLabel="No events yet. Results are entered per event once its participants have been checked in."
          subject="the results"
          onRetry={summaries.reload}
        />
        {summaries.data && summaries.data.length > 0 && (
          <ul className="result-summary-list">
            {summaries.data.map((summary) => (
              <ResultSummaryRow key={summary.item.id} summary={summary} onOpen={() => setOpen(summary)} />
            ))}
          </ul>
        )}
      </section>
      {open && (
        <ResultEditorDialog
          summary={open}
          onClose={() => setOpen(null)}
          onChanged={summaries.reload}
          canPublish={me.isAdmin}
        />
      )}
    </div>
  );
}
