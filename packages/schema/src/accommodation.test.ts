import { describe, expect, test } from 'vitest';
import { heldRoom, NOT_ASSIGNED, roomLabel } from './accommodation';

describe('the room a stay holds', () => {
  test('a confirmed stay holds its room; a cancelled one released it; a requested one has none yet', () => {
    expect(heldRoom({ status: 'confirmed', roomNumber: 'H3-301' })).toBe('H3-301');
    expect(heldRoom({ status: 'cancelled', roomNumber: 'H3-301' })).toBeNull();
    expect(heldRoom({ status: 'requested', roomNumber: null })).toBeNull();
    expect(roomLabel({ status: 'confirmed', roomNumber: 'H3-301' })).toBe('H3-301');
    expect(roomLabel({ status: 'cancelled', roomNumber: 'H3-301' })).toBe('Released (was H3-301)');
    expect(roomLabel({ status: 'cancelled', roomNumber: null })).toBe(NOT_ASSIGNED);
    expect(roomLabel({ status: 'requested', roomNumber: null })).toBe(NOT_ASSIGNED);
  });
});
