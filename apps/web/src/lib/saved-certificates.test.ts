import 'fake-indexeddb/auto';
import type { MyCertificate } from '@symposium/schema/certificates';
import { beforeEach, describe, expect, test } from 'vitest';
import { clearPasses, localDb, saveCertificatePdf, saveCertificates, savePass, type StoredPass } from './local-db';

// /profile keeps the participant's certificates and their PDFs on the device (docs/product.md "Results and
// certificates"): what each new list from the server does to what is kept.

const KAVYA = '6650f1c2a7b9e4d3c2b1a098';
const MEERA = '6650f1c2a7b9e4d3c2b1a099';

const participation: MyCertificate = {
  id: 'p5H1pQm0b3Xr8yZk2LsT9w',
  kind: 'participation',
  item: { id: 'ev-sky-shot', name: 'SKY SHOT', type: 'event' },
  issuedAt: '2026-11-29T10:00:00.000Z',
  revoked: false,
};
const merit: MyCertificate = {
  id: 'Qz7vN2cR4tY6uI8oP0aS1d',
  kind: 'merit',
  item: { id: 'ev-sky-shot', name: 'SKY SHOT', type: 'event' },
  position: 1,
  issuedAt: '2026-11-29T10:00:00.000Z',
  revoked: false,
};
const workshop: MyCertificate = {
  id: 'Wk3sH0pC9eR7tF5gB2nM4x',
  kind: 'workshop',
  item: { id: 'ws-cad', name: 'CAD Masterclass', type: 'workshop' },
  issuedAt: '2026-11-29T10:05:00.000Z',
  revoked: false,
};
const pdf = (text: string) => new Blob([`%PDF-1.7 ${text}`], { type: 'application/pdf' });
const kept = async (userId: string) =>
  (await localDb.certificates.where('userId').equals(userId).toArray()).sort((a, b) => a.id.localeCompare(b.id));
const textOf = async (blob: Blob | undefined) => (blob ? await blob.text() : null);

beforeEach(async () => {
  await localDb.certificates.clear();
});

describe('the certificates kept on the device', () => {
  test('a new list adds what is new and keeps the PDFs already downloaded', async () => {
    await saveCertificates(KAVYA, [participation]);
    await saveCertificatePdf(participation.id, pdf('participation'));
    await saveCertificates(KAVYA, [participation, merit]);
    const rows = await kept(KAVYA);
    expect(rows.map((r) => r.id).sort()).toEqual([participation.id, merit.id].sort());
    expect(await textOf(rows.find((r) => r.id === participation.id)!.pdf)).toBe('%PDF-1.7 participation');
    expect(rows.find((r) => r.id === merit.id)!.pdf).toBeUndefined();
  });

  test('a revoked certificate loses its kept PDF; one no longer listed goes; another account’s stay', async () => {
    await saveCertificates(KAVYA, [participation, merit]);
    await saveCertificates(MEERA, [workshop]);
    await saveCertificatePdf(merit.id, pdf('merit'));
    await saveCertificatePdf(workshop.id, pdf('workshop'));

    await saveCertificates(KAVYA, [{ ...merit, revoked: true, revokedReason: 'Result corrected by the judges' }]);
    const rows = await kept(KAVYA);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: merit.id, revoked: true, revokedReason: 'Result corrected by the judges' });
    expect(rows[0]!.pdf).toBeUndefined();
    expect(await textOf((await kept(MEERA))[0]!.pdf)).toBe('%PDF-1.7 workshop');
  });

  test('signing out clears the certificates with the pass (a shared phone keeps neither)', async () => {
    await savePass({ userId: KAVYA, refreshedAt: 1, registrations: [] } as unknown as StoredPass);
    await saveCertificates(KAVYA, [participation]);
    await clearPasses();
    expect(await localDb.pass.count()).toBe(0);
    expect(await localDb.certificates.count()).toBe(0);
  });
});
