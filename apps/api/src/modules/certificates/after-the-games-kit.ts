import type { TestContext } from '../../test-support/context';
import { insertRegistration } from '../../test-support/context';
import { checkIn, firstEvent, firstWorkshop, scannerDesk, verifiedParticipant } from '../sync/sync-test-kit';

// The results and certificates tests' day: real people checked in at a desk (one admitted anyway), and one who
// registered but never came.

const PEOPLE = [
  { pid: 'SYM25-0001', name: 'Kavya Raman', college: 'PSG College of Technology', phone: '9840012345' },
  { pid: 'SYM25-0002', name: 'Arjun Subramanian', college: 'College of Engineering, Guindy', phone: '9840023456' },
  { pid: 'SYM25-0003', name: 'Meera Nair', college: 'NIT Tiruchirappalli', phone: '9840034567' },
  { pid: 'SYM25-0004', name: 'Rahul Menon', college: 'Amrita Vishwa Vidyapeetham', phone: '9840045678' },
] as const;

export async function afterTheGames(ctx: TestContext) {
  const [kavya, arjun, meera, rahul] = await Promise.all(
    PEOPLE.map(async (p) => {
      const row = await verifiedParticipant(ctx, p.pid, 'both');
      ctx.deps.db.sqlite
        .prepare('update users set name = ?, college = ?, phone = ?, email = ? where id = ?')
        .run(p.name, p.college, p.phone, `${p.name.split(' ')[0]!.toLowerCase()}@students.example.in`, row.id);
      return { ...row, name: p.name, college: p.college, phone: p.phone, participant_id: p.pid };
    }),
  );
  const event = firstEvent(ctx);
  const workshop = firstWorkshop(ctx);
  ctx.deps.db.sqlite
    .prepare('update events set prizes = ? where id = ?')
    .run(JSON.stringify({ first: '₹3,000 and a trophy', second: '₹2,000', third: '₹1,000' }), event.id);
  for (const p of [kavya, arjun, meera, rahul]) insertRegistration(ctx, p!.id, { itemType: 'event', itemId: event.id });
  insertRegistration(ctx, kavya!.id, { itemType: 'workshop', itemId: workshop.id });

  const desk = await scannerDesk(ctx, 'Main desk');
  const scans = await desk.push([
    checkIn(kavya!.participant_id, event.id),
    checkIn(arjun!.participant_id, event.id),
    checkIn(meera!.participant_id, event.id),
    checkIn(kavya!.participant_id, workshop.id, undefined, { eventType: 'workshop' }),
    // Not registered for the workshop: the desk admitted Arjun anyway. An admit-anyway is a check-in.
    checkIn(arjun!.participant_id, workshop.id, undefined, { eventType: 'workshop', force: true }),
  ]);
  const statuses = scans.json.results.map((r) => r.status);
  if (statuses.some((s) => s !== 'applied')) throw new Error(`check-ins not applied: ${JSON.stringify(scans.json)}`);
  // Rahul registered for the event and never came.
  return { kavya: kavya!, arjun: arjun!, meera: meera!, rahul: rahul!, event, workshop, desk };
}
