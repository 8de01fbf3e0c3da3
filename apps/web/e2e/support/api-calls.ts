import { ownReceiptPng } from './receipt-png';
import type { ApiServer } from './api-server';
import { openServerDatabase } from './database';

// Direct API calls the browser tests use to set the stage (accounts, payments, settings).

/** One call to the real API: JSON or a form, an optional bearer token; throws with the answer on a non-2xx. */
export async function apiCall<T = any>(
  server: ApiServer,
  path: string,
  init: { method?: string; token?: string; json?: unknown; form?: FormData; headers?: Record<string, string> } = {},
): Promise<T> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  let body: BodyInit | undefined;
  if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  } else if (init.form) {
    body = init.form;
  }
  const response = await fetch(`${server.baseUrl}/api/v1${path}`, {
    method: init.method ?? (body ? 'POST' : 'GET'),
    headers,
    body,
  });
  const json = (await response.json()) as T & { success?: boolean };
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} → ${response.status} ${JSON.stringify(json)}`);
  return json;
}

export async function adminToken(server: ApiServer): Promise<string> {
  const body = await apiCall<{ token: string }>(server, '/auth/login', {
    json: { email: server.admin.email, password: server.admin.password, rememberMe: false },
  });
  return body.token;
}

const FEES = { general: 299, workshop: 199, both: 449 } as const;
let created = 0;

/** A stay on the test edition's nights (test-edition.ts TEST_NIGHTS, e.g. FIRST_NIGHT to LAST_NIGHT). */
export interface StayRequest {
  checkIn: string;
  checkOut: string;
  gender: 'male' | 'female';
}

/** A participant registered through the real multipart endpoint (pending payment); with `stay`, accommodation too. */
export async function createParticipant(
  server: ApiServer,
  registrationType: keyof typeof FEES,
  name = 'Kavya Raman',
  stay?: StayRequest,
) {
  const email = `player${++created}.${Date.now().toString(36)}@college.edu`;
  const form = new FormData();
  const [firstName, ...rest] = name.split(' ');
  const fields: Record<string, string> = {
    firstName,
    lastName: rest.join(' ') || 'Player',
    name,
    email,
    phone: '9876543210',
    college: 'Government College of Technology',
    department: 'Mechanical Engineering',
    year: '2',
    collegeLocation: 'Coimbatore',
    password: 'Player@123',
    registrationType,
    amount: String(FEES[registrationType] + (stay ? 300 : 0)),
    transactionId: `UPI${Date.now()}${created}`,
    termsAccepted: 'true',
    needsAccommodation: stay ? 'true' : 'false',
    ...(stay && {
      accommodationRulesAccepted: 'true',
      accommodationCheckIn: stay.checkIn,
      accommodationCheckOut: stay.checkOut,
      accommodationGender: stay.gender,
    }),
  };
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set('paymentScreenshot', new File([new Uint8Array(ownReceiptPng())], 'payment.png', { type: 'image/png' }));
  const body = await apiCall<{ data: { user: { id: string } } }>(server, '/auth/register', { form });
  return { id: body.data.user.id, email, password: fields.password, name };
}

export const verifyPayment = (server: ApiServer, token: string, userId: string) =>
  apiCall(server, `/admin/verify-payment/${userId}`, { method: 'PUT', token, json: { status: 'verified' } });

export const rejectPayment = (server: ApiServer, token: string, userId: string, reason: string) =>
  apiCall(server, `/admin/verify-payment/${userId}`, { method: 'PUT', token, json: { status: 'rejected', reason } });

export async function generateParticipantId(server: ApiServer, token: string, userId: string): Promise<string> {
  const body = await apiCall<{ data: { participantId: string } }>(server, `/admin/generate-participant-id/${userId}`, {
    method: 'POST',
    token,
  });
  return body.data.participantId;
}

/** A 'both' participant, verified by an admin, with a participant ID and the signed pass text a scanner reads. */
export async function createVerifiedPass(server: ApiServer, token: string, name: string) {
  const player = await createParticipant(server, 'both', name);
  await apiCall(server, `/admin/payments/${player.id}/verify`, { method: 'PUT', token, json: {} });
  const body = await apiCall<{ data: { participantId: string; passData: string } }>(
    server,
    `/admin/generate-participant-id/${player.id}`,
    { method: 'POST', token },
  );
  return body.data;
}

export const updateSettings = (server: ApiServer, token: string, changes: Record<string, unknown>) =>
  apiCall(server, '/admin/settings', { method: 'PUT', token, json: changes });

export const getEvents = (server: ApiServer) =>
  apiCall<{ events: { id: string; name: string; category: string }[] }>(server, '/events');
export const getWorkshops = (server: ApiServer) =>
  apiCall<{ workshops: { id: string; title: string }[] }>(server, '/workshops');

/** Event registration switched on and the named events' deadlines moved far ahead: participants can register for them. */
export async function openEventRegistration(server: ApiServer, token: string, eventNames: readonly string[]) {
  await updateSettings(server, token, { eventRegistrationOpen: true });
  const db = openServerDatabase(server);
  const names = eventNames.map(() => '?').join(', ');
  db.prepare(`update events set registration_deadline = '2099-12-31T23:59' where name in (${names})`).run(
    ...eventNames,
  );
  db.close();
}
