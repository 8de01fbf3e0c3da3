import type { Team } from '@symposium/schema/team';
import { apiRequest } from '../../../lib/api-client';
import { useRemoteData } from '../../../lib/use-remote-data';

/** GET /team (public): the sections and people organisers keep in /admin/team. The service worker keeps it for offline. */
export const fetchTeam = async (): Promise<Team> => (await apiRequest<{ data: Team }>('/team', { auth: false })).data;

export const useTeam = () => useRemoteData('team', fetchTeam);
