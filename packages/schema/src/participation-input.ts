import { z } from 'zod';

const itemId = (label: string) =>
  z
    .string({ error: `Please choose a ${label}` })
    .trim()
    .min(1, `Please choose a ${label}`)
    .max(64, `Unknown ${label}`);

/** POST /event-registrations (spec §7). */
export const eventRegistrationSchema = z.object({ eventId: itemId('event') });

/** POST /registrations (spec §7): a workshop. */
export const workshopRegistrationSchema = z.object({ workshopId: itemId('workshop') });
