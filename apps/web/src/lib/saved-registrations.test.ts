import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, test } from 'vitest';
import { clearPasses, readPass, savePass, type StoredPass } from './local-db';
import {
  addToSavedPass,
  readSavedRegistrations,
  removeFromSavedPass,
  type SavedRegistration,
} from './saved-registrations';

const KAVYA = '6650f1c2a7b9e4d3c2b1a098';

const roboRace: SavedRegistration = {
  type: 'event',
  id: 'ev-robo-race',
  name: 'Robo Race',
  category: 'technical',
  status: 'registered',
  checkedInAt: null,
};
const paperPresentation: SavedRegistration = {
  type: 'event',
  id: 'ev-paper-presentation',
  name: 'Paper Presentation',
  category: 'technical',
  status: 'registered',
  checkedInAt: null,
};
const droneWorkshop: SavedRegistration = {
  type: 'workshop',
  id: 'ws-drone',
  name: 'Drone Building',
  category: null,
  status: 'registered',
  checkedInAt: null,
};

function passOf(registrations: StoredPass['registrations']): StoredPass {
  return {
    userId: KAVYA,
    name: 'Kavya Raman',
    email: 'kavya.raman@gct.ac.in',
    phone: '9876543210',
    college: 'Government College of Technology',
    department: 'Mechanical Engineering',
    year: 3,
    playerId: 'SYM-0142',
    participantId: 'SYM-0142',
    passData: 'SYM-0142',
    paymentStatus: 'verified',
    registrationType: 'both',
    rejectionReason: null,
    registrations,
    refreshedAt: Date.parse('2031-10-22T18:30:00+05:30'),
  };
}

const savedOnDevice = async () => (await readPass(KAVYA))?.registrations;

beforeEach(async () => {
  await clearPasses();
});

describe('readSavedRegistrations', () => {
  test('is null on a device with no saved pass for the participant', async () => {
    await savePass({ ...passOf([roboRace]), userId: 'another-participant' });

    await expect(readSavedRegistrations(KAVYA)).resolves.toBeNull();
  });

  test('gives the saved events and workshops in the shape of GET /registrations/my-registrations', async () => {
    const attendedQuiz: SavedRegistration = {
      type: 'event',
      id: 'ev-tech-quiz',
      name: 'Tech Quiz',
      category: 'non-technical',
      status: 'attended',
      checkedInAt: '2031-10-23T10:05:00+05:30',
    };
    await savePass(passOf([roboRace, droneWorkshop, attendedQuiz]));

    await expect(readSavedRegistrations(KAVYA)).resolves.toEqual([
      {
        _id: 'event:ev-robo-race',
        type: 'event',
        event: { _id: 'ev-robo-race', name: 'Robo Race', category: 'technical' },
        workshop: null,
        registeredAt: '',
        status: 'registered',
        checkedInAt: null,
      },
      {
        _id: 'workshop:ws-drone',
        type: 'workshop',
        event: null,
        workshop: { _id: 'ws-drone', title: 'Drone Building', name: 'Drone Building' },
        registeredAt: '',
        status: 'registered',
        checkedInAt: null,
      },
      {
        _id: 'event:ev-tech-quiz',
        type: 'event',
        event: { _id: 'ev-tech-quiz', name: 'Tech Quiz', category: 'non-technical' },
        workshop: null,
        registeredAt: '',
        status: 'attended',
        checkedInAt: '2031-10-23T10:05:00+05:30',
      },
    ]);
  });

  test('reads a copy saved before status and check-ins were kept as registered, not known to have come', async () => {
    await savePass(passOf([{ type: 'event', id: 'ev-robo-race', name: 'Robo Race', category: 'technical' }]));

    const [saved] = (await readSavedRegistrations(KAVYA)) ?? [];

    expect(saved).toMatchObject({ status: 'registered', checkedInAt: null });
  });
});

describe('addToSavedPass', () => {
  test('puts a confirmed registration on the saved pass as registered', async () => {
    await savePass(passOf([roboRace]));

    await addToSavedPass(KAVYA, droneWorkshop);

    expect(await savedOnDevice()).toEqual([roboRace, droneWorkshop]);
  });

  test('registering for an event already attended (checked in without registering) keeps its check-in', async () => {
    const attended: SavedRegistration = {
      ...paperPresentation,
      status: 'attended',
      checkedInAt: '2031-10-23T11:40:00+05:30',
    };
    await savePass(passOf([roboRace, attended]));

    await addToSavedPass(KAVYA, paperPresentation);

    expect(await savedOnDevice()).toEqual([
      roboRace,
      { ...paperPresentation, status: 'registered', checkedInAt: '2031-10-23T11:40:00+05:30' },
    ]);
  });

  test('a registration the pass already holds is left as it is, check-in and all', async () => {
    const cameAlready: SavedRegistration = { ...roboRace, checkedInAt: '2031-10-23T09:15:00+05:30' };
    await savePass(passOf([cameAlready, droneWorkshop]));

    await addToSavedPass(KAVYA, roboRace);

    expect(await savedOnDevice()).toEqual([cameAlready, droneWorkshop]);
  });

  test('an event and a workshop that share an id are different registrations', async () => {
    await savePass(passOf([roboRace]));

    await addToSavedPass(KAVYA, { ...droneWorkshop, id: 'ev-robo-race' });

    expect(await savedOnDevice()).toHaveLength(2);
  });

  test('with no saved pass on this device, none is made', async () => {
    await addToSavedPass(KAVYA, roboRace);

    expect(await readPass(KAVYA)).toBeUndefined();
  });
});

describe('removeFromSavedPass', () => {
  test('takes a withdrawn registration off the saved pass and keeps the rest', async () => {
    await savePass(passOf([roboRace, paperPresentation, droneWorkshop]));

    await removeFromSavedPass(KAVYA, 'event', 'ev-paper-presentation');

    expect(await savedOnDevice()).toEqual([roboRace, droneWorkshop]);
    expect(await readSavedRegistrations(KAVYA)).toHaveLength(2);
  });

  test('takes only the item of the type withdrawn from', async () => {
    const sameIdWorkshop: SavedRegistration = { ...droneWorkshop, id: 'ev-robo-race' };
    await savePass(passOf([roboRace, sameIdWorkshop]));

    await removeFromSavedPass(KAVYA, 'workshop', 'ev-robo-race');

    expect(await savedOnDevice()).toEqual([roboRace]);
  });

  test('leaves the saved pass untouched when it did not hold the registration', async () => {
    const pass = passOf([roboRace]);
    await savePass(pass);

    await removeFromSavedPass(KAVYA, 'workshop', 'ws-drone');

    expect(await readPass(KAVYA)).toEqual(pass);
  });
});
