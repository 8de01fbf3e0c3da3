import { DEFAULT_EDITION, type Edition } from '@symposium/schema/edition';
import { describe, expect, test } from 'vitest';
import { TEST_EDITION } from '../../test-support/test-edition';
import { bulkMail, passReadyMail } from './admin-users.mails';

const participant = {
  id: 'u1',
  email: 'asha@example.com',
  name: 'Asha',
  participant_id: 'SYM25-0001',
  pass_revoked_at: null,
};
const profileUrl = 'http://localhost:3000/profile';
// The venue clock is UTC+05:30: 9:00 AM on 23 October there is 03:30 UTC.
const dayBefore = new Date('2031-10-22T12:00:00Z');
const justBefore = new Date('2031-10-23T03:29:59Z');
const firstMorning = new Date('2031-10-23T05:00:00Z');

describe('the desk time in mails', () => {
  test('a pass made before 9:00 AM on 23 October asks the participant to come by then', () => {
    for (const now of [dayBefore, justBefore]) {
      expect(passReadyMail(TEST_EDITION, participant, 'SYM25-0001', profileUrl, now).text).toContain(
        'Show it at the registration desk by 9:00 AM on 23 October to collect your kit.',
      );
    }
  });

  test('a pass made after that time asks them to come when they arrive, not by a time already gone', () => {
    const text = passReadyMail(TEST_EDITION, participant, 'SYM25-0001', profileUrl, firstMorning).text;
    expect(text).toContain('Show it at the registration desk as soon as you arrive to collect your kit.');
    expect(text).not.toContain('9:00 AM');
  });

  test('the reminder follows the same clock', () => {
    expect(bulkMail(TEST_EDITION, participant, 'reminder', profileUrl, dayBefore).text).toContain(
      'Please report to the registration desk by 9:00 AM on 23 October with your entry pass.',
    );
    expect(bulkMail(TEST_EDITION, participant, 'reminder', profileUrl, firstMorning).text).toContain(
      'Please report to the registration desk as soon as you arrive with your entry pass.',
    );
  });

  test("the desk time is the edition's, on the edition's clock", () => {
    // A Berlin edition reporting at 10:30 on 5 March: 09:30 UTC in winter time.
    const berlin: Edition = {
      ...DEFAULT_EDITION,
      startDate: '2032-03-05',
      endDate: '2032-03-06',
      reportBy: '10:30',
      timeZone: 'Europe/Berlin',
    };
    expect(
      passReadyMail(berlin, participant, 'SYM25-0001', profileUrl, new Date('2032-03-05T09:29:59Z')).text,
    ).toContain('Show it at the registration desk by 10:30 AM on 5 March to collect your kit.');
    expect(
      passReadyMail(berlin, participant, 'SYM25-0001', profileUrl, new Date('2032-03-05T09:30:00Z')).text,
    ).toContain('as soon as you arrive');
  });
});
