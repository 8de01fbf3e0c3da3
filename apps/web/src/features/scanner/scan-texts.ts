import type { RosterParticipant } from '@symposium/sync/protocol';
import { formatMoment } from '../../lib/format-date';

// Screen texts of docs/product.md#scanner-refusals for the check-in and kit screens, in one place.
export const TEXTS = {
  checkIn: {
    ready: 'Ready to Scan',
    processingLine: 'Validating QR code and checking in participant',
    success: 'Check-In Successful!',
    already: 'Already Checked In',
    alreadyMessage: 'This participant has already been checked in for this event.',
    denied: 'Access Denied',
    notRegistered: 'Not Registered',
    outsideTime: 'Outside Check-In Time',
    failed: 'Check-In Failed',
    admittedAnyway: 'Admitted Anyway',
    next: 'Scan Next Participant',
    retry: 'Try Another Code',
    recent: (n: number) => `Recent Check-Ins (${n})`,
    loading: 'Loading event details...',
    loadFailed: 'Failed to load event details',
    backToEvents: 'Back to Events',
    /** A refusal's next step, below its message (the check-in rules of issue 22). */
    guidance: {
      NOT_REGISTERED:
        'Places here are for registered participants. Send them to the registration desk, or admit them anyway if the coordinator in charge agrees.',
      OUTSIDE_CHECK_IN_TIME:
        'Check that this desk is scanning for the right event. Admit them anyway only if the coordinator in charge agrees.',
    } as Record<string, string>,
    /** 'Admit anyway' on a refusal the rules allow overriding: a first press arms it, a second admits. */
    admitAnyway: 'Admit anyway',
    confirmAdmit: (name: string) => `Confirm: admit ${name}`,
    admitNote: 'Recorded as admitted anyway, with your name, for the admins to review.',
    admittedAnywayFact: 'Admitted anyway',
    forcedBadge: 'Admitted anyway',
  },
  kit: {
    ready: 'Ready to Issue Kits',
    processingLine: 'Issuing registration kit',
    success: 'Kit Issued Successfully!',
    already: 'Kit Already Issued',
    alreadyMessage: 'This participant has already received their registration kit.',
    failed: 'Kit Issuance Failed',
    next: 'Issue Next Kit',
    nextAfterAlready: 'Scan Next Participant',
    retry: 'Try Another Code',
    recent: (n: number) => `Recent Kit Issuances (${n})`,
    paymentNotVerified:
      "The participant's payment has not been verified yet. Please direct them to the registration desk for payment verification.",
    userNotFound: 'Invalid QR code or participant not found. Please verify the QR code is valid and try again.',
  },
  /** A problem of this device, not a verdict on the participant (shown instead of a result card). */
  deskProblem: {
    'not-saved': {
      title: 'Scan not saved',
      message: 'This device could not save the scan — try again; if it keeps failing, use another device.',
    },
    'cannot-verify': {
      title: 'This device cannot check passes',
      message:
        'This browser could not check the pass signature, so the scan was not recorded. Update the browser or use another device; the pass itself may be fine.',
    },
    'device-cleared': {
      title: 'This device was cleared',
      message:
        'This device was cleared in another tab, so the scan was not recorded. Set the device up again on the scanner page to scan here.',
    },
    'key-unknown': {
      title: 'This pass could not be checked yet',
      message:
        'This pass was signed with a new key that this device has not downloaded, and it could not reach the server to fetch it, so nothing was recorded. The pass itself may be fine: connect to the network and scan it again, or type the participant ID printed under the QR code.',
    },
    'keys-missing': {
      title: 'Pass keys not downloaded',
      message:
        'This device has not downloaded the pass keys yet, so it cannot check passes offline. Connect to the network once and try again.',
    },
    retry: 'Try Again',
  },
  /** The scan screens while scanning cannot start or must stop (spec-free: docs/decisions/0022-the-camera-at-the-desk.md). */
  rosterPending: {
    title: 'Downloading the participant roster',
    message:
      'Scanning starts once every participant is on this device, so each scan is judged against the full roster.',
    offline:
      'The roster has not been downloaded yet. Connect this device to the network once; scanning starts when it is here.',
  },
  revoked: {
    title: 'This device was revoked by an admin',
    waiting: 'They stay saved on this device and sync once an admin restores it.',
    tryAgain: 'Try again',
  },
  /** The status bar's 'Sync now' pressed while the device is offline (docs/decisions/0023-sync-client-retries-and-status-bar.md). */
  syncOffline: 'Offline, so nothing can sync now. Scans stay saved on this device and sync when the network returns.',
  /** Under the scanner home's disabled Rename while offline: the server keeps the desks' names. */
  renameOffline: 'Renaming needs the network. Scanning carries on offline.',
  /** 'Clear this device' on the scanner home (a shared device after the event: docs/decisions/0019-scanner-devices.md). */
  clearDevice: {
    action: 'Clear this device',
    explain:
      'Removes the participant roster and this device’s scan list from this browser, for a shared laptop or phone.',
    confirm:
      'Remove the roster and the scan list from this device? Scanning here again means naming the device and downloading the roster again.',
    confirmAction: 'Clear now',
    cancel: 'Cancel',
    clearing: 'Clearing...',
    waiting: (queued: number) =>
      `Clearing is offered once every scan has synced: ${queued} ${queued === 1 ? 'scan is' : 'scans are'} still waiting on this device.`,
    queuedMeanwhile: 'A scan is still waiting to sync, so nothing was removed. Clear the device once it has synced.',
    failed: 'This device could not be cleared. Please try again.',
    done: 'This device is cleared: the roster and the scan list are gone from it.',
    doneInAnotherTab:
      'This device was cleared in another tab: the roster and the scan list are gone from it. Name the device again to scan here.',
  },
  /** The server's answer to a scan the desk refused although the participant is eligible (REFUSED_AT_DESK). */
  refusedAtDesk:
    "the participant is eligible — this device's roster was out of date, so nothing was recorded. Scan the pass again.",
  /** A recent list's scan the server overturned (another desk was first, or it refused): listed, not in the (n). */
  notCounted: 'Not counted',
  startScanning: 'Start Scanning',
  stopScanning: 'Stop Scanning',
  processing: 'Processing...',
} as const;

const TYPE_LABELS = { general: 'General', workshop: 'Workshop', both: 'Both' } as const;

export const registrationTypeLabel = (type: RosterParticipant['registrationType'] | undefined) =>
  type ? TYPE_LABELS[type] : 'None';

/** '3 scans waiting to sync' */
export function queuedInWords(queued: number): string {
  if (queued === 0) return 'All scans synced';
  return `${queued} ${queued === 1 ? 'scan' : 'scans'} waiting to sync`;
}

/**
 * The server no longer knew the desk's cursor (a database restored from a backup): the scans it had acknowledged
 * are sent again (docs/sync.md "Pull"). 'Re-sending 120 scans to the restored server'
 */
export const resendingInWords = (resending: number) =>
  `Re-sending ${resending} ${resending === 1 ? 'scan' : 'scans'} to the restored server`;

/** A scan time on the desk's clock: '23 Oct 2025, 9:41 am'. */
export const scanTime = (at: string | number) => formatMoment(at);

let clockFormat: Intl.DateTimeFormat | undefined;

/** A time of today short enough for a status bar: '9:41 am' (one formatter for every call, as formatMoment). */
export function clockTime(at: number): string {
  clockFormat ??= new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit' });
  return clockFormat.format(new Date(at));
}
