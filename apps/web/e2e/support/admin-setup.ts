import { ownReceiptPng } from './receipt-png';
import {
  apiCall as call,
  createParticipant,
  generateParticipantId,
  getEvents,
  openEventRegistration,
  verifyPayment,
} from './api-calls';
import type { ApiServer } from './api-server';
import { FIRST_NIGHT, LAST_NIGHT } from './test-edition';

// Direct API calls that set the stage for the staff-screen tests (admin.test.ts).

export async function loginToken(server: ApiServer, email: string, password: string): Promise<string> {
  const body = await call<{ token: string }>(server, '/auth/login', { json: { email, password, rememberMe: false } });
  return body.token;
}

/** A staff account made through POST /admin/staff with a chosen password. */
export async function createStaff(server: ApiServer, adminToken: string, role: 'coordinator' | 'admin', name: string) {
  const email = `${role}.${Date.now().toString(36)}@symposium.test`;
  const password = 'Coordinator#2025';
  await call(server, '/admin/staff', { token: adminToken, json: { email, name, role, password } });
  return { email, password, name };
}

let registered = 0;

/**
 * A general participant registered through the real multipart endpoint (payment pending), with the
 * given screenshot, optionally asking for accommodation.
 */
export async function registerParticipant(
  server: ApiServer,
  options: {
    name: string;
    screenshot?: Buffer;
    stay?: 'male' | 'female';
    transactionId?: string;
    college?: string;
    email?: string;
  },
) {
  const [firstName, ...rest] = options.name.split(' ');
  const stamp = `${Date.now().toString(36)}${++registered}`;
  const email = options.email ?? `player.${stamp}@college.edu`;
  const fields: Record<string, string> = {
    firstName,
    lastName: rest.join(' ') || 'Player',
    email,
    phone: '9123456780',
    college: options.college ?? 'Anna University',
    department: 'Production Engineering',
    year: '3',
    collegeLocation: 'Chennai',
    password: 'Player@123',
    registrationType: 'general',
    amount: String(299 + (options.stay ? 300 : 0)),
    transactionId: options.transactionId ?? `UPI${stamp.toUpperCase()}`,
    termsAccepted: 'true',
    needsAccommodation: options.stay ? 'true' : 'false',
  };
  if (options.stay) {
    fields.accommodationRulesAccepted = 'true';
    fields.accommodationCheckIn = FIRST_NIGHT;
    fields.accommodationCheckOut = LAST_NIGHT;
    fields.accommodationGender = options.stay;
  }
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set(
    'paymentScreenshot',
    new File([new Uint8Array(options.screenshot ?? ownReceiptPng())], 'payment.png', { type: 'image/png' }),
  );
  const body = await call<{
    data: { user: { id: string; paymentReference: string }; accommodation: { requestNumber: string } | null };
  }>(server, '/auth/register', { form });
  return {
    id: body.data.user.id,
    email,
    password: fields.password,
    name: options.name,
    transactionId: fields.transactionId,
    paymentReference: body.data.user.paymentReference,
    requestNumber: body.data.accommodation?.requestNumber ?? null,
  };
}

export const registerForEvent = (server: ApiServer, token: string, eventId: string) =>
  call(server, '/event-registrations', { token, json: { eventId } });

export const withdrawFromEvent = (server: ApiServer, token: string, eventId: string) =>
  call(server, `/event-registrations/${eventId}`, { method: 'DELETE', token });

export const confirmStay = (server: ApiServer, token: string, stayId: string, roomNumber: string) =>
  call(server, `/accommodation/${stayId}/confirm`, { method: 'PUT', token, json: { roomNumber } });

/** A staff GET, for checking what the screens did. */
export const staffGet = <T = any>(server: ApiServer, token: string, path: string) => call<T>(server, path, { token });

/**
 * A general participant, verified and given a participant ID, registered for `eventName` (its registration opened
 * first): the dashboard bars and the event tables have a row.
 */
export async function createRegisteredEntrant(
  server: ApiServer,
  adminToken: string,
  name: string,
  eventName = 'SKY SHOT',
) {
  const entrant = await createParticipant(server, 'general', name);
  await verifyPayment(server, adminToken, entrant.id);
  const participantId = await generateParticipantId(server, adminToken, entrant.id);
  await openEventRegistration(server, adminToken, [eventName]);
  const event = (await getEvents(server)).events.find((candidate) => candidate.name === eventName)!;
  await registerForEvent(server, await loginToken(server, entrant.email, entrant.password), event.id);
  return { ...entrant, participantId };
}
