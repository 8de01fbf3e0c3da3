/**
 * A cheap keyboard-wedge barcode scanner sometimes sends one pass twice: its text and Enter, then the same again a
 * moment later. Decided again, the second would replace the first's 'Check-In Successful!' with 'Already Checked In'
 * for the person just admitted (the kit desk's the same). As the camera does not read a pass still held up after its
 * result (qr-camera.ts, SAME_CODE_GONE_MS), the manual field ignores the same text sent again this soon after it, while
 * its result is still on screen. 3 s is far longer than a double send (well under a second apart) and short enough
 * that scanning the same pass again on purpose is decided as usual a moment later; 'Scan Next Participant' (or 'Issue
 * Next Kit', 'Try Another Code'), or a camera read in between, ends it at once (docs/decisions/0021-manual-entry-and-finding-people.md).
 */
export const WEDGE_REPEAT_WINDOW_MS = 3000;

/** The last text the manual field sent to be decided, and when (performance.now()). */
export interface TypedScan {
  text: string;
  at: number;
}

/** `text` typed at `at` is the same scan sent again (ignored): the last typed one, within the window. */
export function isWedgeRepeat(last: TypedScan | null, text: string, at: number): boolean {
  return last !== null && last.text === text && at - last.at >= 0 && at - last.at < WEDGE_REPEAT_WINDOW_MS;
}
