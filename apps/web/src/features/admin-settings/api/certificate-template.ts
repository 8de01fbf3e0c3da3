import type { CertificateTemplateState } from '@symposium/schema/certificates';
import { apiFile, apiRequest } from '../../../lib/api-client';

// The certificate template (docs/api.md "Certificates"): who signs is a setting; their signatures and the logo are
// images uploaded one by one; a sample certificate shows the whole.

export const getCertificateTemplate = async (): Promise<CertificateTemplateState> =>
  (await apiRequest<{ data: CertificateTemplateState }>('/admin/certificates/template')).data;

export type TemplateImageSlot = { kind: 'signature'; index: number } | { kind: 'logo' };

const slotPath = (slot: TemplateImageSlot) =>
  slot.kind === 'logo' ? '/admin/certificates/logo' : `/admin/certificates/signatories/${slot.index}/signature`;

export function uploadTemplateImage(slot: TemplateImageSlot, file: File) {
  const formData = new FormData();
  formData.append(slot.kind === 'logo' ? 'logo' : 'signature', file);
  return apiRequest<{ message: string }>(slotPath(slot), { method: 'PUT', formData });
}

export const removeTemplateImage = (slot: TemplateImageSlot) =>
  apiRequest<{ message: string }>(slotPath(slot), { method: 'DELETE' });

export const sampleCertificate = () => apiFile('/admin/certificates/sample.pdf');
