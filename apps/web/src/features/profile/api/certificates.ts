import type { MyCertificate } from '@symposium/schema/certificates';
import { apiFile, apiRequest } from '../../../lib/api-client';

/** GET /certificates/mine: the participant's certificates (empty until the organisers release them). */
export const fetchMyCertificates = async (): Promise<MyCertificate[]> =>
  (await apiRequest<{ data: MyCertificate[] }>('/certificates/mine')).data;

/** GET /certificates/:id/pdf: the certificate as a PDF (the owner's own, or staff's). */
export const fetchCertificatePdf = async (id: string): Promise<Blob> =>
  (await apiFile(`/certificates/${encodeURIComponent(id)}/pdf`)).blob;
