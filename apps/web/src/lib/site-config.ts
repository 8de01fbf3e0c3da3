import type { PublicEdition } from '@symposium/schema/edition';
import type { PublicConfig } from '@symposium/schema/settings';
import { useCallback, useEffect, useState } from 'react';
import { apiRequest } from './api-client';

/** GET /api/v1/config: what organisers may change without a release (fees, UPI, registration switches). */
export type SiteConfig = PublicConfig;

let cached: Promise<SiteConfig> | null = null;

/** The key of GET /config among the answers a drawn page carries (render-first-screen.tsx, main.tsx). */
export const SITE_CONFIG_KEY = 'config';
/** The last config this page load knows: the one the page was drawn with, then each fresh answer. */
let lastKnown: SiteConfig | null = null;

/**
 * The config the server drew the page with: the first render shows what the drawn page showed (/register's closed
 * notice, the footer's address) instead of flashing the config-less version; the fresh answer still follows.
 */
export function seedSiteConfig(value: SiteConfig | null): void {
  lastKnown = value;
}

/** One request per page load, shared by the footer, the register form and the register buttons; a failure may be retried. */
export function getSiteConfig(): Promise<SiteConfig> {
  cached ??= apiRequest<{ data: SiteConfig }>('/config', { auth: false })
    .then((body) => (lastKnown = body.data))
    .catch((error: unknown) => {
      cached = null;
      throw error;
    });
  return cached;
}

export function useSiteConfig() {
  const [config, setConfig] = useState<SiteConfig | null>(() => lastKnown);
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
  // Back online after a failed request: ask again without waiting for a Retry.
  useEffect(() => {
    if (!error) return;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [error, retry]);

  return { config, error, retry };
}

/**
 * Whether /register does not take new players now (the edition's registration state is not 'open': not open yet,
 * full, closed or over): the site's calls to register step aside. Also true while the config is not known, so no page
 * offers REGISTER NOW it cannot back; the drawn pages carry the config, so they know from the first paint.
 */
export function useRegistrationClosed(): boolean {
  return useSiteConfig().config?.registrationOpen !== true;
}

/** This year's edition (GET /config), null until known. */
export function useEdition(): PublicEdition | null {
  return useSiteConfig().config?.edition ?? null;
}
