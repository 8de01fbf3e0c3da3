import { run, type Db } from '../../db/client';
import type { ContactMessagesTable } from '../../db/database';
import type { Insertable } from 'kysely';

export function insertContactMessage(db: Db, message: Insertable<ContactMessagesTable>): void {
  run(db, db.kysely.insertInto('contact_messages').values(message));
}
