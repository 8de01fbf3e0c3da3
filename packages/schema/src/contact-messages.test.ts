import { describe, expect, test } from 'vitest';
import { contactMessagesQuerySchema, contactReplyHref } from './contact-messages';

describe('the contact inbox', () => {
  test('the Reply link mails the sender with "Re: <subject>", percent-encoded', () => {
    expect(contactReplyHref({ email: 'meena@example.com', subject: 'Refund & dates?' })).toBe(
      'mailto:meena@example.com?subject=Re%3A%20Refund%20%26%20dates%3F',
    );
    expect(contactReplyHref({ email: 'a+b@example.com', subject: 'தமிழ்' })).toBe(
      `mailto:a%2Bb@example.com?subject=${encodeURIComponent('Re: தமிழ்')}`,
    );
  });

  test('the list: page 1 of 20 and every message unless a status is given', () => {
    expect(contactMessagesQuerySchema.parse({})).toEqual({ page: 1, limit: 20 });
    expect(contactMessagesQuerySchema.parse({ status: 'all' })).toEqual({ page: 1, limit: 20 });
    expect(contactMessagesQuerySchema.parse({ status: 'handled', page: '2' })).toEqual({
      page: 2,
      limit: 20,
      status: 'handled',
    });
  });
});
