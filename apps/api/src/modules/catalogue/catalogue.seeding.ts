import { writeTransaction, type Db } from '../../db/client';
import { nowIso } from '../../lib/ids';
import { insertEventIfMissing, insertWorkshopIfMissing } from './catalogue.repository';
import { SEED_EVENTS, SEED_WORKSHOPS } from './catalogue.seed';
import { createHash } from 'node:crypto';
import { EVENT_DEFAULTS, WORKSHOP_DEFAULTS } from '@symposium/schema/catalogue';

/** A stable id per seed key, so every fresh database gives the seeded events the same ids. */
const seedId = (key: string) => createHash('sha256').update(key).digest('hex').slice(0, 24);

/** Seeds the catalogue of docs/product.md#events-and-workshops-catalogue once; running it again changes nothing. */
export function seedCatalogue(db: Db): { events: number; workshops: number } {
  return writeTransaction(db, () => {
    const now = nowIso();
    let events = 0;
    let workshops = 0;
    for (const e of SEED_EVENTS) {
      events += insertEventIfMissing(db, {
        id: seedId(e.seedKey),
        seed_key: e.seedKey,
        name: e.name,
        category: e.category,
        description: e.description,
        type: e.type,
        team_min: e.teamSize.min,
        team_max: e.teamSize.max,
        venue: e.venue,
        date: e.date,
        time_start: e.time.start,
        time_end: e.time.end,
        max_participants: e.maxParticipants,
        registration_deadline: e.registrationDeadline,
        rules: JSON.stringify(e.rules),
        prizes: JSON.stringify(e.prizes),
        coordinators: JSON.stringify(e.coordinators),
        status: e.status,
        check_in_requires_registration: EVENT_DEFAULTS.checkInRequiresRegistration ? 1 : 0,
        created_at: now,
        updated_at: now,
        deleted_at: null,
      });
    }
    for (const w of SEED_WORKSHOPS) {
      workshops += insertWorkshopIfMissing(db, {
        id: seedId(w.seedKey),
        seed_key: w.seedKey,
        title: w.title,
        description: w.description,
        instructor: JSON.stringify(w.instructor),
        trainer: w.trainer,
        duration_hours: w.duration.hours,
        schedule: JSON.stringify(w.schedule),
        venue: w.venue,
        date: w.date,
        time: w.time,
        max_participants: w.maxParticipants,
        registration_deadline: w.registrationDeadline,
        prerequisites: JSON.stringify(w.prerequisites),
        learning_outcomes: JSON.stringify(w.learningOutcomes),
        materials: JSON.stringify(w.materials),
        topics: JSON.stringify(w.topics),
        rules: JSON.stringify(w.rules),
        fee: w.fee,
        coordinators: JSON.stringify(w.coordinators),
        status: w.status,
        check_in_requires_registration: WORKSHOP_DEFAULTS.checkInRequiresRegistration ? 1 : 0,
        created_at: now,
        updated_at: now,
        deleted_at: null,
      });
    }
    return { events, workshops };
  });
}
