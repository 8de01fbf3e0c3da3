import type { ResultPosition, ResultSummary, StaffResult } from '@symposium/schema/results';
import { apiRequest } from '../../../lib/api-client';

// The staff's Results screen (docs/api.md "Results"): the events' result states, one event's result with the
// participants checked in to it, entering, publishing, and releasing the certificates.

export const getResultSummaries = async (): Promise<ResultSummary[]> =>
  (await apiRequest<{ data: ResultSummary[] }>('/admin/results')).data;

const resultPath = (eventId: string) => `/admin/results/event/${encodeURIComponent(eventId)}`;

export const getResult = async (eventId: string): Promise<StaffResult> =>
  (await apiRequest<{ data: StaffResult }>(resultPath(eventId))).data;

export type Picks = Record<ResultPosition, string[]>;

export const saveResult = async (eventId: string, picks: Picks): Promise<StaffResult> => {
  const winners = ([1, 2, 3] as const)
    .filter((position) => picks[position].length > 0)
    .map((position) => ({ position, participantIds: picks[position] }));
  return (await apiRequest<{ data: StaffResult }>(resultPath(eventId), { method: 'PUT', json: { winners } })).data;
};

export const setPublished = async (eventId: string, publish: boolean): Promise<StaffResult> =>
  (
    await apiRequest<{ data: StaffResult }>(`${resultPath(eventId)}/${publish ? 'publish' : 'unpublish'}`, {
      method: 'POST',
    })
  ).data;

export const releaseCertificates = async (): Promise<{ message: string; issued: number; mailed: number }> => {
  const body = await apiRequest<{ message: string; data: { issued: number; mailed: number } }>(
    '/admin/certificates/release',
    { method: 'POST' },
  );
  return { message: body.message, ...body.data };
};
