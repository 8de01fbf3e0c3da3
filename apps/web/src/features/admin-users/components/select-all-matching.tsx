import { LIMITS } from '@symposium/schema/constants';
import { useState } from 'react';
import { useToast } from '../../../components/admin/toast-context';
import { BusyButton } from '../../../components/ui/busy-button';
import { errorMessage } from '../../../lib/api-client';
import { getMatchingIds } from '../api/get-matching-ids';
import type { UsersQuery } from '../api/get-users';
import type { Selection } from '../hooks/use-selection';

interface SelectAllMatchingProps {
  query: UsersQuery;
  /** The participants shown on this page. */
  pageIds: readonly string[];
  /** How many participants the search and filters match (the list's total). */
  total: number;
  selection: Selection;
}

/** What "Select all N matching" selected, and for which filters. */
interface Matched {
  filters: string;
  count: number;
  total: number;
}

const filtersKey = ({ page: _page, ...filters }: UsersQuery) => JSON.stringify(filters);

/**
 * Bulk mode, once the page's select-all is ticked: the offer to select every participant the search and
 * filters match (GET /admin/users/ids), and afterwards what was selected, the bulk limit's cut included.
 */
export function SelectAllMatching({ query, pageIds, total, selection }: SelectAllMatchingProps) {
  const toast = useToast();
  const [selecting, setSelecting] = useState(false);
  const [matched, setMatched] = useState<Matched | null>(null);

  const pageSelected = pageIds.length > 0 && pageIds.every((id) => selection.ids.has(id));
  if (!pageSelected || total <= pageIds.length) return null;
  // Still exactly what was selected for these filters (nothing unticked or added since).
  const done =
    matched && matched.filters === filtersKey(query) && matched.count === selection.ids.size ? matched : null;

  async function selectAllMatching() {
    setSelecting(true);
    try {
      const answer = await getMatchingIds(query);
      selection.replace(answer.ids);
      setMatched({ filters: filtersKey(query), count: new Set(answer.ids).size, total: answer.total });
    } catch (error) {
      console.error('Selecting every matching participant failed', error);
      toast.show(errorMessage(error, 'Could not select every matching participant.'), 'error');
    } finally {
      setSelecting(false);
    }
  }

  return (
    <p className="bulk-select-all" aria-live="polite">
      {done ? (
        done.count < done.total ? (
          <span>
            The first <strong>{done.count.toLocaleString('en-IN')}</strong> of {done.total.toLocaleString('en-IN')}{' '}
            matching participants are selected: bulk actions take at most {LIMITS.bulkMax.toLocaleString('en-IN')} at a
            time.
          </span>
        ) : (
          <span>
            All <strong>{done.count}</strong> matching participants are selected.
          </span>
        )
      ) : (
        <>
          <span>All {pageIds.length} on this page are selected.</span>
          <BusyButton type="button" className="btn btn-outline btn-small" onClick={selectAllMatching} busy={selecting}>
            {selecting ? 'Selecting...' : `Select all ${total} matching`}
          </BusyButton>
        </>
      )}
    </p>
  );
}
