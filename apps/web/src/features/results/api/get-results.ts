import type { PublicResult } from '@symposium/schema/results';
import { apiRequest } from '../../../lib/api-client';
import { useRemoteData } from '../../../lib/use-remote-data';

/** GET /results (public): the published results. The service worker keeps the last answer for offline. */
export const fetchResults = async (): Promise<PublicResult[]> =>
  (await apiRequest<{ data: PublicResult[] }>('/results', { auth: false })).data;

export const useResults = () => useRemoteData('results', fetchResults);
