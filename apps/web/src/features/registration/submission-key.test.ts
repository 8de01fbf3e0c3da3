import { SUBMISSION_KEY_PATTERN } from '@symposium/schema/registration';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { memoryStorage, unavailableStorage } from '../../test/memory-storage';
import { forgetSubmissionKey, submissionKey } from './submission-key';

describe("the register form's submission key", () => {
  beforeEach(() => {
    vi.stubGlobal('sessionStorage', memoryStorage());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  test('is one the server accepts, and every try of the form sends the same one', () => {
    const first = submissionKey();

    expect(first).toMatch(SUBMISSION_KEY_PATTERN);
    expect(submissionKey()).toBe(first);
  });

  test('survives a reload: the page loaded afresh in the same tab sends the same key', async () => {
    const beforeReload = submissionKey();
    vi.resetModules();
    const reloaded = await import('./submission-key');

    expect(reloaded.submissionKey()).toBe(beforeReload);
  });

  test('once the registration went through, the next person on this tab gets a key of their own', () => {
    const kavyas = submissionKey();
    forgetSubmissionKey();
    const arjuns = submissionKey();

    expect(arjuns).toMatch(SUBMISSION_KEY_PATTERN);
    expect(arjuns).not.toBe(kavyas);
  });
});

describe('the submission key with storage unavailable', () => {
  beforeEach(() => {
    vi.stubGlobal('sessionStorage', unavailableStorage());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  test('is still a valid key for each try, and forgetting it does not throw', () => {
    const first = submissionKey();
    const second = submissionKey();

    expect(first).toMatch(SUBMISSION_KEY_PATTERN);
    expect(second).toMatch(SUBMISSION_KEY_PATTERN);
    expect(second).not.toBe(first);
    expect(() => forgetSubmissionKey()).not.toThrow();
  });
});
