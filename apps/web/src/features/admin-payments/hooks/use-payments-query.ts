import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { oneOf, pageParam } from '../../../lib/address-params';
import type { PaymentList } from '../api/get-payments';

export type PaymentsTab = PaymentList | 'stats' | 'reconcile';

const TABS: readonly PaymentsTab[] = ['pending', 'verified', 'rejected', 'stats', 'reconcile'];

export interface PaymentsQuery {
  tab: PaymentsTab;
  /** The page of the open list (the other lists show their first page's counts). */
  page: number;
  q: string;
  /** The bank statement the Reconcile tab shows. */
  statement: string;
}

/**
 * The screen's place lives in the address (?tab=verified&page=2&q=…), as /admin/users keeps its list, so reload and
 * a shared link land on the same list. A new tab or page is a new history entry (Back returns to the last one); a
 * search typed replaces the entry (`replace`), as the users list does. Any change but the page starts from page 1.
 */
type UpdatePaymentsQuery = (change: Partial<PaymentsQuery>, options?: { replace?: boolean }) => void;

export function usePaymentsQuery(): [PaymentsQuery, UpdatePaymentsQuery] {
  const [params, setParams] = useSearchParams();

  const query = useMemo<PaymentsQuery>(() => {
    return {
      tab: oneOf(TABS, params.get('tab')) || 'pending',
      page: pageParam(params),
      q: params.get('q') ?? '',
      statement: params.get('statement') ?? '',
    };
  }, [params]);

  const update = useCallback<UpdatePaymentsQuery>(
    (change, options = {}) => {
      const next = { ...query, ...change };
      if (!('page' in change)) next.page = 1;
      const out = new URLSearchParams();
      if (next.tab !== 'pending') out.set('tab', next.tab);
      if (next.q) out.set('q', next.q);
      if (next.page > 1 && next.tab !== 'stats' && next.tab !== 'reconcile') out.set('page', String(next.page));
      if (next.statement && next.tab === 'reconcile') out.set('statement', next.statement);
      setParams(out, { replace: options.replace ?? false });
    },
    [query, setParams],
  );

  return [query, update];
}
