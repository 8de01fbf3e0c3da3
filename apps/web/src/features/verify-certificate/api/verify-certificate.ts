import type { CertificateVerification } from '@symposium/schema/certificates';
import { apiRequest } from '../../../lib/api-client';
import { useRemoteData } from '../../../lib/use-remote-data';

/** GET /certificates/:id/verify (public): what the certificate says and whether it still stands. */
const verifyCertificate = async (id: string): Promise<CertificateVerification> =>
  (
    await apiRequest<{ data: CertificateVerification }>(`/certificates/${encodeURIComponent(id)}/verify`, {
      auth: false,
    })
  ).data;

export const useCertificateVerification = (id: string) =>
  useRemoteData(`certificate-verification:${id}`, () => verifyCertificate(id));
