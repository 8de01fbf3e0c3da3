import type { Team, TeamUpdate } from '@symposium/schema/team';
import { apiRequest } from '../../../lib/api-client';

/** GET /team: the team as the public page shows it, ids and photo URLs included. */
export async function getTeam(): Promise<Team> {
  return (await apiRequest<{ data: Team }>('/team')).data;
}

/** PUT /admin/team (admin): the whole team in order; answers it with the ids of new sections and members. */
export const saveTeam = (team: TeamUpdate) =>
  apiRequest<{ message: string; data: Team }>('/admin/team', { method: 'PUT', json: team });
