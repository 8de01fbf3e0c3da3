// docs/product.md#staff-alerts-and-texts: the staff screens' alert texts, word for word (shown as toasts). The payments screen's load
// failure is docs/product.md#payments. Kept beside messages.ts so screens and browser tests read the same text.
import { countOf } from './counts';

export const ADMIN_ALERTS = {
  saveFailed: 'Failed to save. Check console.',
  deleteFailed: 'Failed to delete. Check console.',
  created: 'Created successfully!',
  updated: 'Updated successfully!',
  deleted: 'Deleted successfully!',
  deleteConfirm: 'Are you sure you want to delete this item?',
  bulkVerifyFailed: 'Failed to verify some payments. Check console.',
  bulkVerified: 'Payments verified successfully!',
  generateIdsFailed: 'Failed to generate some IDs. Check console.',
  // docs/decisions/0055-counts-read-properly-for-one.md: 'Generated an ID for 1 user!', 'Generated IDs for 5 users!'.
  generatedIds: (count: number) =>
    count === 1 ? 'Generated an ID for 1 user!' : `Generated IDs for ${countOf(count, 'user')}!`,
  emailNotConfigured: 'Email sending may not be configured yet.',
  emailsSent: 'Emails sent successfully!',
  paymentVerified: 'Payment verified successfully!',
  paymentVerifiedAndIdIssued: 'Payment verified and participant ID issued.',
  paymentVerifyFailed: 'Failed to verify payment.',
  paymentRejected: 'Payment rejected',
  paymentRejectFailed: 'Failed to reject payment.',
  accommodationConfirmed: 'Accommodation confirmed successfully!',
  accommodationConfirmFailed: 'Failed to confirm accommodation.',
  paymentsLoadFailed: 'Failed to load data. Please login as admin.',
} as const;
