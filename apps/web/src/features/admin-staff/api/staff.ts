import type { StaffMember, StaffRole } from '@symposium/schema/staff';
import { apiRequest } from '../../../lib/api-client';

/** GET /admin/staff (admin): coordinators and admins. */
export async function getStaff(): Promise<StaffMember[]> {
  const body = await apiRequest<{ data: StaffMember[] }>('/admin/staff');
  return body.data;
}

/** POST /admin/staff: without a password the server makes one and answers it this once. */
export const addStaff = (input: { name: string; email: string; role: StaffRole }) =>
  apiRequest<{ message: string; data: StaffMember; password?: string }>('/admin/staff', { json: input });

/** PUT /admin/staff/:id: change the role, disable or re-enable. */
export const updateStaff = (id: string, change: { role?: StaffRole; disabled?: boolean }) =>
  apiRequest<{ message: string; data: StaffMember }>(`/admin/staff/${encodeURIComponent(id)}`, {
    method: 'PUT',
    json: change,
  });
