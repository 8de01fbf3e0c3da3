import { z } from 'zod';
import { M } from './messages';

const itemId = (required: string, unknown: string) =>
  z.string({ error: required }).trim().min(1, required).max(64, unknown);

/** POST /event-registrations (docs/product.md#registering-for-events-and-workshops). */
export const eventRegistrationSchema = z.object({ eventId: itemId(M.chooseEvent, M.eventNotFound) });

/** POST /registrations (docs/product.md#registering-for-events-and-workshops): a workshop. */
export const workshopRegistrationSchema = z.object({ workshopId: itemId(M.chooseWorkshop, M.workshopNotFound) });
