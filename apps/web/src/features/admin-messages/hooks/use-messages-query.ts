import { CONTACT_MESSAGE_STATUSES, type ContactMessageStatus } from '@symposium/schema/contact-messages';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { oneOf, pageParam } from '../../../lib/address-params';

export interface MessagesQuery {
  status: ContactMessageStatus;
  page: number;
}

type UpdateMessagesQuery = (change: Partial<MessagesQuery>) => void;

/**
 * The inbox's place lives in the address (?status=handled&page=2), as the other staff lists keep theirs: reload, Back
 * and a shared link land on the same page. It opens on Open (what still needs an answer); a new tab starts at page 1.
 */
export function useMessagesQuery(): [MessagesQuery, UpdateMessagesQuery] {
  const [params, setParams] = useSearchParams();

  const query = useMemo<MessagesQuery>(
    () => ({ status: oneOf(CONTACT_MESSAGE_STATUSES, params.get('status')) || 'open', page: pageParam(params) }),
    [params],
  );

  const update = useCallback<UpdateMessagesQuery>(
    (change) => {
      const next = { ...query, ...change };
      if (!('page' in change)) next.page = 1;
      const out = new URLSearchParams();
      if (next.status !== 'open') out.set('status', next.status);
      if (next.page > 1) out.set('page', String(next.page));
      setParams(out);
    },
    [query, setParams],
  );

  return [query, update];
}
