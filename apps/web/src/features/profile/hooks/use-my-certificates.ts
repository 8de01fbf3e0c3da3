import { compareCertificates } from '@symposium/schema/certificates';
import { useEffect, useState } from 'react';
import { localDb, saveCertificatePdf, saveCertificates, type StoredCertificate } from '../../../lib/local-db';
import { useLocalLiveQuery } from '../../../lib/use-local-live-query';
import { fetchCertificatePdf, fetchMyCertificates } from '../api/certificates';

export interface MyCertificates {
  /** The certificates kept on this device (the fresh list once it has come); undefined until read. */
  certificates: StoredCertificate[] | undefined;
  /** The list was fetched on this visit (false: offline, or not answered yet). */
  live: boolean;
}

/**
 * /profile's certificates: the list fetched and kept on the device, and each one's PDF fetched once into the
 * device too, so Download works without a network like the pass (docs/product.md "Results and certificates").
 * `refreshedAt`: when the profile last refreshed from the server (null while offline or loading): each refresh
 * fetches the list again; offline, nothing is asked.
 */
export function useMyCertificates(userId: string, refreshedAt: number | null): MyCertificates {
  const certificates = useLocalLiveQuery(
    async () =>
      userId ? (await localDb.certificates.where('userId').equals(userId).toArray()).sort(compareCertificates) : [],
    [userId],
  );
  const [live, setLive] = useState(false);

  useEffect(() => {
    if (!userId || refreshedAt === null) return;
    let active = true;
    (async () => {
      const listed = await fetchMyCertificates().catch(() => null);
      if (!active || !listed) return;
      await saveCertificates(userId, listed).catch(() => undefined);
      setLive(true);
      // The PDFs one after another, in the background: each is a few hundred kilobytes at most.
      const kept = await localDb.certificates
        .where('userId')
        .equals(userId)
        .toArray()
        .catch(() => []);
      for (const certificate of kept) {
        if (!active) return;
        if (certificate.revoked || certificate.pdf) continue;
        const pdf = await fetchCertificatePdf(certificate.id).catch(() => null);
        if (pdf) await saveCertificatePdf(certificate.id, pdf).catch(() => undefined);
      }
    })();
    return () => {
      active = false;
    };
  }, [userId, refreshedAt]);

  return { certificates, live };
}
