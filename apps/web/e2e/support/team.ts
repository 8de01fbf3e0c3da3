import path from 'node:path';
import type { TeamUpdateInput } from '@symposium/schema/team';
import { apiCall } from './api-calls';
import type { ApiServer } from './api-server';
import { repoRoot } from './paths';

// The team page is data organisers enter in /admin/team (a fresh install has none); tests that look at /team set one.

/** Photos as phones and apps produce them (apps/api/src/test-support/photos/make-photos.sh says how each was made). */
export const teamPhoto = (
  name: 'phone-portrait-exif6.jpg' | 'cutout-alpha.png' | 'chat-photo.webp' | 'make-photos.sh',
) => path.join(repoRoot, 'apps/api/src/test-support/photos', name);

const FIRST = [
  'Kavya',
  'Arjun',
  'Meena',
  'Vignesh',
  'Nila',
  'Harish',
  'Divya',
  'Karthik',
  'Sneha',
  'Pranav',
  'Keerthana',
  'Surya',
];
const LAST = ['Raman', 'Das', 'Iyer', 'Kumar', 'Suresh', 'Balaji', 'Bharathi', 'Selvam', 'Nair', 'Prakash'];
const person = (n: number) => `${FIRST[n % FIRST.length]} ${LAST[(n * 7) % LAST.length]}`;
const members = (from: number, roles: readonly string[]) => roles.map((role, i) => ({ name: person(from + i), role }));

/** A team the size of the one in docs/product.md#team: staff in charge 2, office bearers 12, executives 10, coordinators 12. */
export const FULL_TEAM: TeamUpdateInput = {
  sections: [
    {
      title: 'Staff in Charge',
      members: [
        { name: 'Dr. K. Senthil Kumar', role: 'Faculty Advisor' },
        { name: 'Vignesh', role: 'Faculty Co-ordinator' },
      ],
    },
    {
      title: 'Office Bearers',
      members: members(2, [
        'President',
        'Vice President',
        'Secretary',
        'Joint Secretary',
        'Treasurer',
        'Joint Treasurer',
        'Technical Head',
        'Event Head',
        'Design Head',
        'Media Head',
        'Hospitality Head',
        'Logistics Head',
      ]),
    },
    {
      title: 'Executives',
      members: members(
        14,
        Array.from({ length: 10 }, () => 'Executive Member'),
      ),
    },
    {
      title: 'Coordinators',
      members: members(
        24,
        Array.from({ length: 12 }, () => 'Student Coordinator'),
      ),
    },
  ],
};

export const saveTeam = (server: ApiServer, token: string, team: TeamUpdateInput) =>
  apiCall(server, '/admin/team', { method: 'PUT', token, json: team });
