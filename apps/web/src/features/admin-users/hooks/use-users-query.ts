import { KIT_STATUSES, PASS_STATUSES, USER_SORT_FIELDS, type UserSortField } from '@symposium/schema/admin-users';
import { REGISTRATION_TYPES } from '@symposium/schema/fees';
import { PAYMENT_STATUSES } from '@symposium/schema/user';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { oneOf, pageParam } from '../../../lib/address-params';
import type { UsersQuery } from '../api/get-users';

/** docs/product.md#participants: date sorts newest first by default; name and college A→Z. */
export const defaultOrder = (sort: UserSortField): 'asc' | 'desc' => (sort === 'createdAt' ? 'desc' : 'asc');

/**
 * The list's filters live in the address (?q=…&paymentStatus=…&page=2), so Back, reload and a shared
 * link show the same list. Any change but the page goes back to page 1.
 */
export function useUsersQuery(): [UsersQuery, (change: Partial<UsersQuery>) => void] {
  const [params, setParams] = useSearchParams();

  const query = useMemo<UsersQuery>(() => {
    const sort = oneOf(USER_SORT_FIELDS, params.get('sort')) || 'createdAt';
    const order =
      params.get('order') === 'asc' || params.get('order') === 'desc'
        ? (params.get('order') as 'asc' | 'desc')
        : defaultOrder(sort);
    return {
      page: pageParam(params),
      q: params.get('q') ?? '',
      registrationType: oneOf(REGISTRATION_TYPES, params.get('registrationType')),
      paymentStatus: oneOf(PAYMENT_STATUSES, params.get('paymentStatus')),
      kitStatus: oneOf(KIT_STATUSES, params.get('kitStatus')),
      passStatus: oneOf(PASS_STATUSES, params.get('passStatus')),
      sort,
      order,
    };
  }, [params]);

  const update = useCallback(
    (change: Partial<UsersQuery>) => {
      const next = { ...query, ...change };
      if (!('page' in change)) next.page = 1;
      const out = new URLSearchParams();
      if (next.q) out.set('q', next.q);
      if (next.registrationType) out.set('registrationType', next.registrationType);
      if (next.paymentStatus) out.set('paymentStatus', next.paymentStatus);
      if (next.kitStatus) out.set('kitStatus', next.kitStatus);
      if (next.passStatus) out.set('passStatus', next.passStatus);
      if (next.sort !== 'createdAt') out.set('sort', next.sort);
      if (next.order !== defaultOrder(next.sort)) out.set('order', next.order);
      if (next.page > 1) out.set('page', String(next.page));
      setParams(out, { replace: true });
    },
    [query, setParams],
  );

  return [query, update];
}
