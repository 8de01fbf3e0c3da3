import type { EventCategory } from '@symposium/schema/catalogue';
import type { MyRegistration } from '@symposium/schema/participation';
import type { StoredPass } from './local-db';

// The local database loads on demand here: the event and workshop pages are public first screens, and Dexie
// stays out of their first load (it is needed only once the network is gone or a registration is saved).
const loadLocalDb = () => import('./local-db');

/** Starts loading the local database before it is needed (a Register press), so saving the pass is quick. */
export function warmSavedPass(): void {
  void loadLocalDb().catch(() => undefined);
}

/** One registration as the saved pass keeps it (what /profile lists offline). */
export type SavedRegistration = StoredPass['registrations'][number];

/**
 * The participant's registrations as the pass saved on this device holds them, in the shape of
 * GET /registrations/my-registrations — for the event and workshop pages while the network is away.
 * Null when this device has no saved pass for them.
 */
export async function readSavedRegistrations(userId: string): Promise<MyRegistration[] | null> {
  const pass = await loadLocalDb()
    .then(({ readPass }) => readPass(userId))
    .catch(() => undefined);
  if (!pass) return null;
  return pass.registrations.map((saved) => ({
    _id: `${saved.type}:${saved.id}`,
    type: saved.type,
    workshop: saved.type === 'workshop' ? { _id: saved.id, title: saved.name, name: saved.name } : null,
    event:
      saved.type === 'event' ? { _id: saved.id, name: saved.name, category: saved.category as EventCategory } : null,
    registeredAt: '',
    status: saved.status ?? 'registered',
    checkedInAt: saved.checkedInAt ?? null,
  }));
}

/**
 * A registration the server has just confirmed goes onto the saved pass at once, so the pass shown offline
 * (and the cards opened offline) include it even before /profile is next opened online.
 */
export async function addToSavedPass(userId: string, registration: SavedRegistration): Promise<void> {
  const { localDb, withLocalDb } = await loadLocalDb();
  return withLocalDb(() =>
    localDb.transaction('rw', localDb.pass, async () => {
      const pass = await localDb.pass.get(userId);
      if (!pass) return;
      const same = (r: SavedRegistration) => r.type === registration.type && r.id === registration.id;
      const known = pass.registrations.find(same);
      if (known && known.status !== 'attended') return;
      // Registering for an event already attended without a registration keeps the check-in.
      const registered = { ...registration, status: 'registered' as const, checkedInAt: known?.checkedInAt ?? null };
      await localDb.pass.put({ ...pass, registrations: [...pass.registrations.filter((r) => !same(r)), registered] });
    }),
  );
}

/**
 * A withdrawal the server has just confirmed leaves the saved pass at once, so the profile never shows the place
 * again from the saved copy when the list that follows cannot be fetched.
 */
export async function removeFromSavedPass(userId: string, type: SavedRegistration['type'], id: string): Promise<void> {
  const { localDb, withLocalDb } = await loadLocalDb();
  return withLocalDb(() =>
    localDb.transaction('rw', localDb.pass, async () => {
      const pass = await localDb.pass.get(userId);
      if (!pass) return;
      const registrations = pass.registrations.filter((r) => !(r.type === type && r.id === id));
      if (registrations.length === pass.registrations.length) return;
      await localDb.pass.put({ ...pass, registrations });
    }),
  );
}
