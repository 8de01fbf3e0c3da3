import { M } from '@symposium/schema/messages';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { memoryStorage } from '../test/memory-storage';
import { rejectPayment, verifyPayment } from './payment-decisions';
import { clearSession, setTokens } from './session-storage';

/** What the admin's screen sent, as the server would read it. */
interface Decision {
  url: string;
  method: string | undefined;
  authorization: string | null;
  body: unknown;
}

function recordDecisions(answer: Response) {
  const sent: Decision[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({
      url,
      method: init.method,
      authorization: new Headers(init.headers).get('Authorization'),
      body: JSON.parse(String(init.body)),
    });
    return answer;
  });
  return sent;
}

const ok = (message: string) =>
  new Response(JSON.stringify({ success: true, message }), { headers: { 'Content-Type': 'application/json' } });

describe("an admin's payment decision", () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
    clearSession();
    setTokens('access-admin-lakshmi', 'refresh-admin-lakshmi');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  test('a verification sends its notes trimmed, with the admin token, for that participant', async () => {
    const sent = recordDecisions(ok('Payment verified'));

    await expect(verifyPayment('6650f1c2a7b9e4d3c2b1a098', '  Matched with SBI statement, 1 Oct  ')).resolves.toEqual({
      success: true,
      message: 'Payment verified',
    });
    expect(sent).toEqual([
      {
        url: '/api/v1/admin/payments/6650f1c2a7b9e4d3c2b1a098/verify',
        method: 'PUT',
        authorization: 'Bearer access-admin-lakshmi',
        body: { notes: 'Matched with SBI statement, 1 Oct' },
      },
    ]);
  });

  test('a verification with blank notes sends none', async () => {
    const sent = recordDecisions(ok('Payment verified'));

    await verifyPayment('6650f1c2a7b9e4d3c2b1a098', '   ');

    expect(sent[0].body).toEqual({});
  });

  test('a rejection sends its reason as written, and an id with path characters stays one segment', async () => {
    const sent = recordDecisions(ok('Payment rejected'));
    const reason =
      'The UPI reference 412345678901 does not appear on our statement for 1–2 Oct. Please upload the full screenshot.';

    await rejectPayment('legacy/42', reason);

    expect(sent[0]).toMatchObject({
      url: '/api/v1/admin/payments/legacy%2F42/reject',
      method: 'PUT',
      body: { reason },
    });
  });

  test("a decision the server refuses fails with the server's words", async () => {
    recordDecisions(
      new Response(
        JSON.stringify({ success: false, message: M.paymentAlreadyVerified, error: 'PAYMENT_ALREADY_VERIFIED' }),
        {
          status: 409,
          headers: { 'Content-Type': 'application/json' },
        },
      ),
    );

    await expect(verifyPayment('6650f1c2a7b9e4d3c2b1a098', '')).rejects.toMatchObject({
      status: 409,
      code: 'PAYMENT_ALREADY_VERIFIED',
      message: M.paymentAlreadyVerified,
    });
  });
});
