// The team page's content — the one file organisers edit (spec §2: staff in charge 2, office bearers 12,
// executives 10, coordinators 12). Until they fill it, members have no name and show their role's
// initials; no real people are invented. Add `name` and, if wanted, `profileUrl` (professional network).

export interface TeamMember {
  role: string;
  name?: string;
  profileUrl?: string;
}

export interface TeamSection {
  id: string;
  title: string;
  members: TeamMember[];
}

const numbered = (role: string, count: number): TeamMember[] =>
  Array.from({ length: count }, (_, i) => ({ role: `${role} ${i + 1}` }));

export const TEAM_SECTIONS: TeamSection[] = [
  {
    id: 'staff',
    title: 'Staff in Charge',
    members: [{ role: 'Faculty Advisor' }, { role: 'Faculty Co-ordinator' }],
  },
  {
    id: 'office-bearers',
    title: 'Office Bearers',
    members: [
      { role: 'President' },
      { role: 'Vice President' },
      { role: 'Secretary' },
      { role: 'Joint Secretary' },
      { role: 'Treasurer' },
      { role: 'Joint Treasurer' },
      { role: 'Technical Head' },
      { role: 'Event Head' },
      { role: 'Design Head' },
      { role: 'Media Head' },
      { role: 'Hospitality Head' },
      { role: 'Logistics Head' },
    ],
  },
  { id: 'executives', title: 'Executives', members: numbered('Executive Member', 10) },
  { id: 'coordinators', title: 'Coordinators', members: numbered('Student Coordinator', 12) },
];

export const TEAM_ABOUT =
  'The symposium is planned and run by the students of the Mechanical Engineering Association with the guidance of their faculty. Every game, every workshop and every room is organised by this team.';
