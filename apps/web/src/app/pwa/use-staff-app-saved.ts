import { useEffect, useState } from 'react';
import { warmStaffApp } from './warm-staff-app';

/** Starts saving the staff app for offline use (once per page load); true once that has finished. */
export function useStaffAppSaved(): boolean {
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    let live = true;
    void warmStaffApp().then(() => {
      if (live) setSaved(true);
    });
    return () => {
      live = false;
    };
  }, []);
  return saved;
}
