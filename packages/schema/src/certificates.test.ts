import { describe, expect, test } from 'vitest';
import { type MyCertificate, compareCertificates } from './certificates';

const certificate = (kind: MyCertificate['kind'], name: string) => ({
  kind,
  item: { id: name, name, type: kind === 'workshop' ? ('workshop' as const) : ('event' as const) },
});

describe('compareCertificates', () => {
  test('prizes come first, then everything by the name of its event or workshop', () => {
    const list = [
      certificate('participation', 'SKY SHOT'),
      certificate('workshop', 'IoT with ESP32'),
      certificate('merit', 'SKY SHOT'),
      certificate('participation', 'CODE RELAY'),
      certificate('merit', 'CODE RELAY'),
    ];
    expect([...list].sort(compareCertificates).map((c) => `${c.kind} ${c.item.name}`)).toEqual([
      'merit CODE RELAY',
      'merit SKY SHOT',
      'participation CODE RELAY',
      'workshop IoT with ESP32',
      'participation SKY SHOT',
    ]);
  });
});
