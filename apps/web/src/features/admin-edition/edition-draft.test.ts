import { DEFAULT_EDITION } from '@symposium/schema/edition';
import { editionSchema } from '@symposium/schema/edition-schema';
import { describe, expect, test } from 'vitest';
import { editionDraftOf, editionFieldOf, editionInputOf, kitItemsOf } from './edition-draft';

describe('the edition form', () => {
  test('shows the stored edition and gives it back unchanged', () => {
    const draft = editionDraftOf(DEFAULT_EDITION);
    expect(draft.opensAt).toBe('2025-09-01T00:00'); // on the venue's clock, not the browser's
    expect(draft.closesAt).toBe('');
    const parsed = editionSchema.parse(editionInputOf(draft));
    expect({
      ...parsed,
      registration: { ...parsed.registration, opensAt: Date.parse(parsed.registration.opensAt) },
    }).toEqual({
      ...DEFAULT_EDITION,
      registration: { opensAt: Date.parse(DEFAULT_EDITION.registration.opensAt), closesAt: null },
    });
  });

  test('reads a closing time typed on the venue clock in its own time zone', () => {
    const draft = { ...editionDraftOf(DEFAULT_EDITION), closesAt: '2025-10-20T23:59', timeZone: 'Asia/Kolkata' };
    expect(editionInputOf(draft).registration.closesAt).toBe('2025-10-20T18:29:00.000Z');
    const london = { ...draft, timeZone: 'Europe/London' };
    expect(editionInputOf(london).registration.closesAt).toBe('2025-10-20T22:59:00.000Z');
  });

  test('kit lines: a count before the item, else one; blank lines dropped', () => {
    expect(kitItemsOf('2 × Pen\nNotepad\n\n 3x Sticker ')).toEqual([
      { item: 'Pen', quantity: 2 },
      { item: 'Notepad', quantity: 1 },
      { item: 'Sticker', quantity: 3 },
    ]);
  });

  test("the server's field paths land on the form's fields", () => {
    expect(editionFieldOf('edition.registration.closesAt')).toBe('closesAt');
    expect(editionFieldOf('edition.venue.mapUrl')).toBe('mapUrl');
    expect(editionFieldOf('edition.contacts.1.phone')).toBe('contacts.1.phone');
    expect(editionFieldOf('edition.kits.both.0.item')).toBe('kitBoth');
    expect(editionFieldOf('endDate')).toBe('endDate');
  });
});
