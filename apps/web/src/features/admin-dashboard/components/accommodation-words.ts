import { ROOM_CAPACITY } from '@symposium/schema/constants';
import type { Dashboard } from '../api/get-dashboard';

// What the dashboard's two accommodation figures count, in words (docs/product.md#dashboard-and-setup-checklist): the
// Accommodations figure counts every stay request, cancelled ones too; Rooms required only the stays still wanted
// (requested or confirmed), a room holding ROOM_CAPACITY people of one gender. So 'Female 32' beside 'Female 31'
// differ by the cancelled stays, and the words say so.

type Stays = Dashboard['accommodations'];

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Under the Accommodations figure: '65 stay requests of any status: 33 male, 32 female · 20 confirmed · 4 cancelled'. */
export function stayRequestsWords(stays: Stays): string {
  return (
    `${count(stays.total, 'stay request', 'stay requests')} of any status: ${stays.totalMale} male, ` +
    `${stays.totalFemale} female · ${stays.requested} requested · ${stays.confirmed} confirmed · ` +
    `${stays.cancelled} cancelled`
  );
}

/**
 * Under Rooms required: 'For the 61 stays requested or confirmed (cancelled left out), 4 to a room of one gender:
 * 30 male → 8 rooms · 31 female → 8 rooms'.
 */
export function roomsRequiredWords(stays: Stays): string {
  return (
    `For the ${count(stays.active, 'stay', 'stays')} requested or confirmed (cancelled left out), ` +
    `${ROOM_CAPACITY} to a room of one gender: ` +
    `${stays.activeByGender.male} male → ${count(stays.roomsByGender.male, 'room', 'rooms')} · ` +
    `${stays.activeByGender.female} female → ${count(stays.roomsByGender.female, 'room', 'rooms')}`
  );
}
