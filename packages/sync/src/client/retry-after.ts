/**
 * An HTTP Retry-After value in ms from `now`: delay-seconds ('2') or an HTTP date. Undefined when absent
 * or unreadable (the engine's own backoff applies then). RFC 9110 §10.2.3.
 */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
