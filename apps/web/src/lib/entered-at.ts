import { type Location, useLocation } from 'react-router-dom';

let current: { location: Location; at: number } | null = null;

/**
 * When the screen now shown was entered (ms since the epoch): the page load itself for the first screen of a load,
 * else the moment of the in-app navigation (a Back to a screen seen before counts as a new visit). The root layout
 * calls it on every render, before any screen does, so the first location it sees is the page load's.
 * A screen compares it with when the server last answered to know whether that answer is already this visit's.
 */
export function useEnteredAt(): number {
  // The router makes a new location object for every navigation (its key can repeat: 'default' for any history
  // entry without router state), and keeps it while the screen stays.
  const location = useLocation();
  if (current?.location !== location) current = { location, at: current ? Date.now() : performance.timeOrigin };
  return current.at;
}
