/** A valid 1×1 PNG: real image bytes, so the API's magic-byte check accepts it. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export function newParticipant() {
  const stamp = Date.now().toString(36);
  return {
    firstName: 'Aravindhan',
    lastName: 'Krishnamoorthy',
    email: `player.${stamp}@college.edu`,
    phone: '9876543210',
    college: 'Government College of Technology',
    department: 'Mechanical Engineering',
    year: '3',
    collegeLocation: 'Coimbatore, Tamil Nadu',
    password: 'Player@123',
  };
}

export type Participant = ReturnType<typeof newParticipant>;
