/**
 * The time the server keeps for a scan (docs/sync.md "Scan times"): the device's time moved onto the server's clock
 * (`clockOffsetMs`, from the push's sentAt). A time the server cannot believe — later than the moment it received the
 * scan, or before the edition's registration opened (a phone whose clock says 1900) — is replaced by the receive time;
 * the device's own time is kept beside it. So no scan can move a check-in outside the edition.
 */
export function serverScanTime(
  deviceTime: string,
  source: { clockOffsetMs: number; receivedAt: Date },
  editionOpensAt: string | null,
): { at: string; clamped: boolean } {
  const received = source.receivedAt.getTime();
  const corrected = Date.parse(deviceTime) + source.clockOffsetMs;
  const opens = editionOpensAt === null ? Number.NEGATIVE_INFINITY : Date.parse(editionOpensAt);
  const believable = Number.isFinite(corrected) && corrected <= received && !(corrected < opens);
  return { at: new Date(believable ? corrected : received).toISOString(), clamped: !believable };
}
