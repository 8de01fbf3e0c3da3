import { useEffect } from 'react';
import { useEnteredAt } from '../entered-at';
import { useAuth } from './use-auth';

/**
 * The event and workshop cards refuse up front while a participant's payment is not verified. The installed app can
 * stay open for days, so on those pages a participant still shown as unverified is asked about once more
 * (GET /auth/me): a payment verified since start-up opens the cards without a reload. On the first screen of a page
 * load the session check has just asked: its answer is this visit's, and the server is not asked twice.
 */
export function useFreshPaymentStatus() {
  const { user, loading, isStaff, refreshUser } = useAuth();
  const enteredAt = useEnteredAt();
  const unverifiedParticipant = !loading && !!user && !isStaff && user.paymentStatus !== 'verified';
  const userId = user?._id;
  useEffect(() => {
    if (unverifiedParticipant) void refreshUser({ unlessFetchedSince: enteredAt });
  }, [unverifiedParticipant, userId, refreshUser, enteredAt]);
}
