import { REGISTRATION_GROUP_TYPES, type RegistrationGroupType } from '@symposium/schema/registrations-admin';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { oneOf } from '../../../lib/address-params';

export interface RegistrationsQuery {
  type: RegistrationGroupType | '';
  /** One event or workshop as '<itemType>:<itemId>' (only its table is shown); '' for all of them. */
  item: string;
  q: string;
  showWithdrawn: boolean;
}

/** The key of one event's or workshop's table, as `item` holds it. */
export const itemKey = (group: { itemType: string; itemId: string }) => `${group.itemType}:${group.itemId}`;

/**
 * The screen's filters live in the address (?type=technical&item=event:…&q=…&withdrawn=true), as /admin/users keeps
 * its list, so reload and a shared link open the same tables. A new type clears the event chosen (it may be of
 * another type).
 */
export function useRegistrationsQuery(): [RegistrationsQuery, (change: Partial<RegistrationsQuery>) => void] {
  const [params, setParams] = useSearchParams();

  const query = useMemo<RegistrationsQuery>(() => {
    const type = oneOf(REGISTRATION_GROUP_TYPES, params.get('type'));
    return {
      type,
      item: params.get('item') ?? '',
      q: params.get('q') ?? '',
      showWithdrawn: params.get('withdrawn') === 'true',
    };
  }, [params]);

  const update = useCallback(
    (change: Partial<RegistrationsQuery>) => {
      const next = { ...query, ...change };
      if ('type' in change && change.type !== query.type && !('item' in change)) next.item = '';
      const out = new URLSearchParams();
      if (next.type) out.set('type', next.type);
      if (next.item) out.set('item', next.item);
      if (next.q) out.set('q', next.q);
      if (next.showWithdrawn) out.set('withdrawn', 'true');
      // The router applies an address change as a transition: without flushSync the 'Show withdrawn' box (its state
      // is the address) would stay unticked for as long as the new tables take to render on a busy laptop.
      setParams(out, { replace: true, flushSync: true });
    },
    [query, setParams],
  );

  return [query, update];
}
