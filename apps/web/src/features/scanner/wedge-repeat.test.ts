import { describe, expect, test } from 'vitest';
import { isWedgeRepeat, WEDGE_REPEAT_WINDOW_MS } from './wedge-repeat';

describe('isWedgeRepeat', () => {
  const last = { text: 'PASS-A', at: 10_000 };

  test('the same text sent again within the window is a repeat', () => {
    expect(isWedgeRepeat(last, 'PASS-A', 10_040)).toBe(true);
    expect(isWedgeRepeat(last, 'PASS-A', 10_000 + WEDGE_REPEAT_WINDOW_MS - 1)).toBe(true);
  });

  test('another pass, the same one after the window, or nothing typed before is decided as usual', () => {
    expect(isWedgeRepeat(last, 'PASS-B', 10_040)).toBe(false);
    expect(isWedgeRepeat(last, 'PASS-A', 10_000 + WEDGE_REPEAT_WINDOW_MS)).toBe(false);
    expect(isWedgeRepeat(null, 'PASS-A', 10_040)).toBe(false);
  });
});
