import type { MyCertificate } from '@symposium/schema/certificates';
import { apiFile, apiRequest } from '../../../lib/api-client';

const certificatePath = (id: string) => `/certificates/${encodeURIComponent(id)}`;

/** POST /admin/certificates/:id/revoke (admin, a reason required): the verification page says so at once. */
export const revokeCertificate = async (id: string, reason: string) =>
  apiRequest<{ message: string; data: MyCertificate }>(`/admin${certificatePath(id)}/revoke`, {
    method: 'POST',
    json: { reason },
  });

export const restoreCertificate = async (id: string) =>
  apiRequest<{ message: string; data: MyCertificate }>(`/admin${certificatePath(id)}/restore`, { method: 'POST' });

/** The certificate's PDF, as its owner gets it. */
export const certificatePdf = async (id: string) => apiFile(`${certificatePath(id)}/pdf`);
