// The organisers' accommodation rules (spec §2 lists rules; their wording is ours — edit freely). /accommodation
// shows them and the register form's accommodation part shows the same list before asking them to be accepted.
export const ACCOMMODATION_RULES = [
  'Accommodation is available only for the nights of 23 and 24 October 2025; no extensions.',
  'Rooms are shared and allotted by the organisers; separate blocks for male and female participants.',
  'Carry your college ID card and your symposium entry pass at check-in.',
  'Report at the registration desk to collect your room number.',
  'Alcohol, smoking and outside guests are not allowed in the rooms.',
  'Participants are responsible for their belongings; the organisers are not liable for any loss.',
  'Any damage to college property will be charged to the participant.',
  'Follow the instructions of the hostel wardens and the organising team at all times.',
] as const;
