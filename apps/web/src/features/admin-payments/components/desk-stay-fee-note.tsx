import { deskStayFeeState } from '@symposium/schema/payments';
import { M } from '@symposium/schema/messages';
import type { Payment } from '../api/get-payments';

/**
 * Under a payment's amount: what its proof covers and how the fee of a stay added at the desk after paying stands
 * (the accommodations row's words). Nothing when no stay was added at the desk.
 */
export function DeskStayFeeNote({ payment }: { payment: Payment }) {
  const fee = payment.deskStayFee;
  if (!fee || payment.proofAmount === null) return null;
  const state = deskStayFeeState(fee);
  return (
    <>
      <span className="cell-sub">{M.proofAmountWithoutDeskStay(payment.proofAmount)}</span>
      <span className={state === 'due' ? 'cell-sub desk-fee desk-fee-due' : 'cell-sub desk-fee'}>
        {M.deskStayFeeState(fee.amount, state)}
      </span>
    </>
  );
}
