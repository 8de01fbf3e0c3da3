import type { PublicConfig } from '@symposium/schema/settings';
import { useCallback, useEffect, useState } from 'react';
import { apiRequest } from './api-client';

/** GET /api/v1/config: what organisers may change without a release (fees, UPI, registration switches). */
export type SiteConfig = PublicConfig;

let cached: Promise<SiteConfig> | null = null;

/** One request per page load, shared by the footer, the register form and the register buttons; a failure may be retried. */
export function getSiteConfig(): Promise<SiteConfig> {
  cached ??= apiRequest<{ data: SiteConfig }>('/config', { auth: false })
    .then((body) => body.data)
    .catch((error: unknown) => {
      cached = null;
      throw error;
    });
  return cached;
}

export function useSiteConfig() {
  const [config, setConfig] = useState<SiteConfig | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    setError(null);
    getSiteConfig().then(
      (value) => active && setConfig(value),
      (reason: unknown) => active && setError(reason),
    );
    return () => {
      active = false;
    };
  }, [attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { config, error, retry };
}
