import { describe, expect, test } from 'vitest';
import { bulkMail, passReadyMail } from './admin-users.mails';

const participant = { id: 'u1', email: 'asha@example.com', name: 'Asha', participant_id: 'SYM25-0001', pass_revoked_at: null };
const profileUrl = 'http://localhost:3000/profile';
// The venue clock is UTC+05:30: 9:00 AM on 23 October there is 03:30 UTC.
const dayBefore = new Date('2025-10-22T12:00:00Z');
const justBefore = new Date('2025-10-23T03:29:59Z');
const firstMorning = new Date('2025-10-23T05:00:00Z');

describe('the desk time in mails', () => {
  test('a pass made before 9:00 AM on 23 October asks the participant to come by then', () => {
    for (const now of [dayBefore, justBefore]) {
      expect(passReadyMail(participant, 'SYM25-0001', profileUrl, now).text).toContain(
        'Show it at the registration desk by 9:00 AM on 23 October to collect your kit.',
      );
    }
  });

  test('a pass made after that time asks them to come when they arrive, not by a time already gone', () => {
    const text = passReadyMail(participant, 'SYM25-0001', profileUrl, firstMorning).text;
    expect(text).toContain('Show it at the registration desk as soon as you arrive to collect your kit.');
    expect(text).not.toContain('9:00 AM');
  });

  test('the reminder follows the same clock', () => {
    expect(bulkMail(participant, 'reminder', profileUrl, dayBefore).text).toContain(
      'Please report to the registration desk by 9:00 AM on 23 October with your entry pass.',
    );
    expect(bulkMail(participant, 'reminder', profileUrl, firstMorning).text).toContain(
      'Please report to the registration desk as soon as you arrive with your entry pass.',
    );
  });
});
