// The team page's fixed text. The people themselves are data organisers edit in /admin/team (GET /team).
export const TEAM_ABOUT =
  'The symposium is planned and run by the students of the Mechanical Engineering Association with the guidance of their faculty. Every game, every workshop and every room is organised by this team.';
