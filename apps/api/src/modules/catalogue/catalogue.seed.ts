import {
  EVENT_DEFAULTS,
  WORKSHOP_DEFAULTS,
  type Coordinator,
  type SymposiumEvent,
  type Workshop,
} from '@symposium/schema/catalogue';

// The static catalogue of docs/product.md#events-and-workshops-catalogue, seeded once into a fresh database (catalogue.seeding.ts). Staff edit
// it from /admin/events afterwards; a row is matched by its seedKey, so never rename a key.
// Rules the spec does not give stay as its placeholders ('To be added'; 'TO BE ADDED' for special).
// Coordinators are role placeholders: no real names or phone numbers are invented (the site shows TBA).

/** A seeded event: everything but the server-assigned ids and count and the derived symbol and coordinator. */
export type SeedEvent = Omit<
  SymposiumEvent,
  '_id' | 'id' | 'registrations' | 'symbol' | 'coordinator' | 'checkInRequiresRegistration'
> & {
  seedKey: string;
};

/** A seeded workshop: everything but the server-assigned ids and count. */
export type SeedWorkshop = Omit<Workshop, '_id' | 'id' | 'registrations' | 'checkInRequiresRegistration'> & {
  seedKey: string;
};

const DAY_1 = '2025-10-23';
const DAY_2 = '2025-10-24';
const REGISTRATION_DEADLINE = '2025-10-22T23:59:00+05:30';
const RULES_TO_BE_ADDED = ['To be added'];
const SPECIAL_RULES_TO_BE_ADDED = ['TO BE ADDED'];

const studentCoordinator = (): Coordinator[] => [{ name: 'Student Coordinator', phone: '', email: '' }];
const workshopCoordinator = (): Coordinator[] => [{ name: 'Workshop Coordinator', phone: '', email: '' }];

type EventInput = Pick<SeedEvent, 'seedKey' | 'name' | 'category' | 'description' | 'venue' | 'date' | 'time'> &
  Partial<Pick<SeedEvent, 'teamSize' | 'rules'>>;

/** Fills the defaults of docs/product.md#events-and-workshops-catalogue and keeps type, isTeamEvent and teamSize consistent with each other. */
function seedEvent({ teamSize = { ...EVENT_DEFAULTS.teamSize }, rules, ...fields }: EventInput): SeedEvent {
  const isTeamEvent = teamSize.max > 1;
  return {
    ...fields,
    type: isTeamEvent ? 'team' : 'individual',
    isTeamEvent,
    teamSize,
    maxParticipants: EVENT_DEFAULTS.maxParticipants,
    registrationDeadline: REGISTRATION_DEADLINE,
    rules: rules ?? (fields.category === 'special' ? SPECIAL_RULES_TO_BE_ADDED : RULES_TO_BE_ADDED),
    prizes: {},
    coordinators: studentCoordinator(),
    status: EVENT_DEFAULTS.status,
  };
}

const TECHNICAL_EVENTS: SeedEvent[] = [
  seedEvent({
    seedKey: 'event:innovation-duel',
    name: 'INNOVATION DUEL',
    category: 'technical',
    description:
      'A paper presentation arena where ideas fight for survival. Present your research or innovation before the judges and defend it under questioning; only the sharpest ideas make it out.',
    venue: 'Mechanical Block Room 101',
    date: DAY_1,
    time: { start: '10:00', end: '12:30' },
  }),
  seedEvent({
    seedKey: 'event:brain-busters-arena',
    name: 'BRAIN BUSTERS ARENA',
    category: 'technical',
    description:
      'A knowledge quiz that tests how much engineering you really carry in your head. Each round thins the field, until one player is left standing.',
    venue: 'Seminar Hall',
    date: DAY_2,
    time: { start: '10:00', end: '11:30' },
  }),
  seedEvent({
    seedKey: 'event:dimensions-forge',
    name: 'DIMENSIONS FORGE',
    category: 'technical',
    description:
      'A CAD modelling challenge against the clock. Turn a drawing into a precise 3D model before time runs out; accuracy and speed decide who survives.',
    venue: 'CAD Lab',
    date: DAY_1,
    time: { start: '10:00', end: '12:00' },
  }),
  seedEvent({
    seedKey: 'event:sky-shot',
    name: 'SKY SHOT',
    category: 'technical',
    description:
      'Build a water-bottle rocket and launch it for distance. Teams of one or two get one shot at the sky; the longest flight wins, and creativity earns extra points.',
    venue: 'Main Ground',
    date: DAY_1,
    time: { start: '14:00', end: '16:00' },
    teamSize: { min: 1, max: 2 },
    rules: [
      'Teams of 1 or 2 participants.',
      'The rocket is made from a water bottle and may hold at most 2.5 L of water.',
      'No glass, sharp objects, electronics or explosives may be used.',
      'The winner is decided by the longest distance travelled.',
      'Extra points are awarded for creativity.',
    ],
  }),
  seedEvent({
    seedKey: 'event:engine-gamble',
    name: 'ENGINE GAMBLE',
    category: 'technical',
    description:
      'Teams of two dismantle and reassemble an IC engine against the clock, then face a viva on how it works. One loose bolt can cost you the game.',
    venue: 'Thermal Engineering Lab',
    date: DAY_2,
    time: { start: '10:00', end: '13:00' },
    teamSize: { min: 2, max: 2 },
  }),
  seedEvent({
    seedKey: 'event:mech-showdown',
    name: 'MECH SHOWDOWN',
    category: 'technical',
    description:
      'A team of two takes on rounds of mechanical puzzles and quiz questions. Think together, answer fast, and outlast every other pair.',
    venue: 'Seminar Hall',
    date: DAY_2,
    time: { start: '14:00', end: '16:00' },
    teamSize: { min: 2, max: 2 },
  }),
];

const NON_TECHNICAL_EVENTS: SeedEvent[] = [
  seedEvent({
    seedKey: 'event:survival-bid',
    name: 'SURVIVAL BID',
    category: 'non-technical',
    description:
      'An IPL-style auction where every bidder starts with the same fixed budget. Spend wisely, build the strongest squad, and do not go broke before the hammer falls.',
    venue: 'Mechanical Block Room 101',
    date: DAY_1,
    time: { start: '14:00', end: '16:00' },
  }),
  seedEvent({
    seedKey: 'event:film-quest',
    name: 'FILM QUEST',
    category: 'non-technical',
    description:
      'A Tamil cinema quiz of dialogues, songs, scenes and stars. Prove you know your films, because a wrong answer sends you out of the game.',
    venue: 'Mechanical Block Room 102',
    date: DAY_1,
    time: { start: '11:00', end: '12:00' },
  }),
  seedEvent({
    seedKey: 'event:red-light-green-light',
    name: 'RED LIGHT GREEN LIGHT',
    category: 'non-technical',
    description:
      'Move on green, freeze on red. Reach the finish line without being caught moving, and you survive to the next round.',
    venue: 'Main Ground',
    date: DAY_2,
    time: { start: '11:00', end: '12:00' },
  }),
  seedEvent({
    seedKey: 'event:dalgona-candy',
    name: 'DALGONA CANDY',
    category: 'non-technical',
    description:
      'Carve the shape out of a dalgona candy without cracking it. Steady hands and patience are all that stand between you and elimination.',
    venue: 'Mechanical Block Room 101',
    date: DAY_2,
    time: { start: '12:00', end: '13:00' },
  }),
];

const SPECIAL_EVENTS: SeedEvent[] = [
  seedEvent({
    seedKey: 'event:vision-trial',
    name: 'VISION TRIAL',
    category: 'special',
    description:
      'One of the two elite challenges of the symposium. Full details of the trial will be revealed closer to the day.',
    venue: 'Mechanical Block Room 102',
    date: DAY_1,
    time: { start: '14:00', end: '16:00' },
  }),
  seedEvent({
    seedKey: 'event:robo-rumble',
    name: 'ROBO RUMBLE',
    category: 'special',
    description:
      'An elite robotics challenge for players who build as well as they compete. Full details will be revealed closer to the day.',
    venue: 'Main Ground',
    date: DAY_2,
    time: { start: '14:00', end: '16:30' },
  }),
];

export const SEED_EVENTS: SeedEvent[] = [...TECHNICAL_EVENTS, ...NON_TECHNICAL_EVENTS, ...SPECIAL_EVENTS];

export const SEED_WORKSHOPS: SeedWorkshop[] = [
  {
    seedKey: 'workshop:additive-manufacturing',
    title: 'Additive Manufacturing Workshop',
    name: 'Additive Manufacturing Workshop',
    description:
      'A hands-on session on 3D printing, from a digital design to a finished part. Learn how additive manufacturing works and print a part of your own.',
    instructor: {
      name: 'Industry Expert',
      designation: 'Additive Manufacturing Specialist',
      organization: '',
      bio: '',
    },
    trainer: 'Industry Expert, Additive Manufacturing',
    duration: { hours: 3 },
    schedule: [
      { date: DAY_1, startTime: '14:00', endTime: '17:00', topic: 'Additive manufacturing from design to print' },
    ],
    venue: 'CAD Lab',
    date: DAY_1,
    time: '2.00 P.M - 5:00 P.M',
    maxParticipants: WORKSHOP_DEFAULTS.maxParticipants,
    registrationDeadline: REGISTRATION_DEADLINE,
    prerequisites: ['Basic knowledge of engineering drawing or CAD'],
    learningOutcomes: [
      'Explain how the main 3D printing processes build a part layer by layer',
      'Prepare a model for printing with a slicer',
      'Apply design rules that make parts printable',
    ],
    materials: ['Notebook and pen', 'Laptop (optional)'],
    topics: [
      'Fundamentals of 3D printing',
      'FDM and SLA processes',
      'Slicing and print settings',
      'Design for additive manufacturing',
      'Hands-on printing of a sample part',
    ],
    rules: [],
    fee: WORKSHOP_DEFAULTS.fee,
    coordinators: workshopCoordinator(),
    status: WORKSHOP_DEFAULTS.status,
  },
  {
    seedKey: 'workshop:smart-manufacturing',
    title: 'Smart Manufacturing Workshop',
    name: 'Smart Manufacturing Workshop',
    description:
      'An introduction to the connected factory: sensors, data and automation working together on the shop floor. See how Industry 4.0 changes the way products are made.',
    instructor: {
      name: 'Certified Professional',
      designation: 'Smart Manufacturing Trainer',
      organization: '',
      bio: '',
    },
    trainer: 'Certified Professional',
    duration: { hours: 3 },
    schedule: [{ date: DAY_1, startTime: '10:00', endTime: '13:00', topic: 'Smart manufacturing and Industry 4.0' }],
    venue: 'Seminar Hall',
    date: DAY_1,
    time: '10:00 A.M - 1:00 P.M',
    maxParticipants: WORKSHOP_DEFAULTS.maxParticipants,
    registrationDeadline: REGISTRATION_DEADLINE,
    prerequisites: ['Basic knowledge of manufacturing processes'],
    learningOutcomes: [
      'Describe the building blocks of a smart factory',
      'Explain how machine data supports monitoring and maintenance',
      'Identify where automation fits in a production line',
    ],
    materials: ['Laptop with charger', 'Notebook and pen'],
    topics: [],
    rules: [
      'Bring a laptop with its charger.',
      'A certificate is given on completion of the workshop.',
      'Seats are limited and allotted first come, first served.',
      'Report at the venue 15 minutes before the start.',
    ],
    fee: WORKSHOP_DEFAULTS.fee,
    coordinators: workshopCoordinator(),
    status: WORKSHOP_DEFAULTS.status,
  },
];
