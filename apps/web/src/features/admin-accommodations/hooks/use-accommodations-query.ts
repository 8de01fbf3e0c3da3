import { ACCOMMODATION_STATUSES } from '@symposium/schema/accommodation';
import { GENDERS } from '@symposium/schema/constants';
import { PAYMENT_STATUSES } from '@symposium/schema/user';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { oneOf, pageParam } from '../../../lib/address-params';
import type { AccommodationFilters } from '../api/get-accommodations';

export interface AccommodationsQuery extends AccommodationFilters {
  page: number;
}

type UpdateAccommodationsQuery = (change: Partial<AccommodationsQuery>, options?: { replace?: boolean }) => void;

/**
 * The screen's place lives in the address (?status=requested&gender=male&paymentStatus=verified&q=…&page=2), as /admin/users and
 * /admin/payments keep theirs, so a reload or a shared link lands on the same requests. A page or filter change is
 * a new history entry; a typed search replaces the entry. Any change but the page starts from page 1.
 */
export function useAccommodationsQuery(): [AccommodationsQuery, UpdateAccommodationsQuery] {
  const [params, setParams] = useSearchParams();

  const query = useMemo<AccommodationsQuery>(
    () => ({
      q: params.get('q') ?? '',
      status: oneOf(ACCOMMODATION_STATUSES, params.get('status')),
      gender: oneOf(GENDERS, params.get('gender')),
      paymentStatus: oneOf(PAYMENT_STATUSES, params.get('paymentStatus')),
      page: pageParam(params),
    }),
    [params],
  );

  const update = useCallback<UpdateAccommodationsQuery>(
    (change, options = {}) => {
      const next = { ...query, ...change };
      if (!('page' in change)) next.page = 1;
      const out = new URLSearchParams();
      if (next.q) out.set('q', next.q);
      if (next.status) out.set('status', next.status);
      if (next.gender) out.set('gender', next.gender);
      if (next.paymentStatus) out.set('paymentStatus', next.paymentStatus);
      if (next.page > 1) out.set('page', String(next.page));
      setParams(out, { replace: options.replace ?? false });
    },
    [query, setParams],
  );

  return [query, update];
}
