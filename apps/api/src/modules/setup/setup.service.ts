import { editionEndsAt, editionStartsAt } from '@symposium/schema/edition';
import { paths } from '@symposium/schema/paths';
import type { SetupItem } from '@symposium/schema/setup-checklist';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { toPublicEvent, toPublicWorkshop } from '../catalogue/catalogue.mapper';
import { listEvents, listWorkshops } from '../catalogue/catalogue.repository';
import { readEdition } from '../edition/edition.repository';
import { readTeamRows } from '../team/team.repository';

const named = (names: string[]) =>
  names.length <= 3 ? names.join(', ') : `${names.slice(0, 3).join(', ')} and ${names.length - 3} more`;

/**
 * What a visitor would see as missing or stale, each with the screen that sets it; empty once everything is set. Read
 * on every /admin visit: the catalogue's and the team's own lists.
 */
export function setupChecklist(
  db: Db,
  env: Pick<Env, 'REGISTRATION_CLOSES_AT' | 'CONTACT_EMAIL'>,
  now = Date.now(),
): SetupItem[] {
  const edition = readEdition(db, env);
  const items: SetupItem[] = [];
  if (now >= editionEndsAt(edition)) {
    items.push({
      id: 'edition-dates',
      label: 'Edition dates',
      detail: `The edition's dates (${edition.startDate} to ${edition.endDate}) are in the past.`,
      path: paths.adminEdition,
    });
  }
  const opensAt = Date.parse(edition.registration.opensAt);
  const closesAt = edition.registration.closesAt === null ? null : Date.parse(edition.registration.closesAt);
  if (opensAt >= editionStartsAt(edition) || (closesAt !== null && closesAt <= now && now < editionStartsAt(edition))) {
    items.push({
      id: 'registration-window',
      label: 'Registration window',
      detail:
        opensAt >= editionStartsAt(edition)
          ? 'Registration opens only after the games have begun.'
          : 'Registration has closed before the games.',
      path: paths.adminEdition,
    });
  }
  if (edition.contacts.length === 0) {
    items.push({
      id: 'contact-phones',
      label: 'Contact phones',
      detail: 'No contact people: /contact shows only the email.',
      path: paths.adminEdition,
    });
  }
  if (readTeamRows(db).members.length === 0)
    items.push({
      id: 'team',
      label: 'Team',
      detail: 'No team yet: /team says the team will be announced soon.',
      path: paths.adminTeam,
    });
  if (edition.socials.length === 0)
    items.push({
      id: 'social-links',
      label: 'Social links',
      detail: 'No social links: the footer has no Follow Us.',
      path: paths.adminEdition,
    });
  if (edition.venue.mapUrl === null)
    items.push({ id: 'map', label: 'Map', detail: 'No map link for the venue.', path: paths.adminEdition });

  const events = listEvents(db).map((row) => toPublicEvent(row));
  const withoutCoordinator = events.filter((e) => !e.coordinators.some((c) => c.name?.trim() && c.phone?.trim()));
  if (withoutCoordinator.length > 0) {
    items.push({
      id: 'event-coordinators',
      label: 'Event coordinators',
      detail: `${withoutCoordinator.length} event${withoutCoordinator.length === 1 ? '' : 's'} without a coordinator's name and phone: ${named(withoutCoordinator.map((e) => e.name))}.`,
      path: paths.adminEvents,
    });
  }
  const workshops = listWorkshops(db).map((row) => toPublicWorkshop(row));
  const withoutTrainer = workshops.filter((w) => !w.trainer.trim() && !w.instructor.name?.trim());
  if (withoutTrainer.length > 0) {
    items.push({
      id: 'workshop-trainers',
      label: 'Workshop trainers',
      detail: `${withoutTrainer.length} workshop${withoutTrainer.length === 1 ? '' : 's'} without a trainer: ${named(withoutTrainer.map((w) => w.title))}.`,
      path: paths.adminEvents,
    });
  }
  return items;
}
