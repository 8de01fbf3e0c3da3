import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { memoryStorage, unavailableStorage } from '../test/memory-storage';
import {
  forgetSessionDraft,
  readSessionDraft,
  readSessionText,
  restoreFields,
  writeSessionDraft,
} from './session-draft';

const contactForm = { name: '', email: '', phone: '', message: '', subscribed: false };

describe('a draft kept for the tab', () => {
  beforeEach(() => {
    vi.stubGlobal('sessionStorage', memoryStorage());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  test('comes back as it was written, and its stored text tells whether it changed since', () => {
    const draft = { name: 'Priya Venkatesh', email: 'priya.v@psgtech.ac.in', phone: '9840012345' };
    writeSessionDraft('contactDraft', draft);

    expect(readSessionDraft('contactDraft')).toEqual(draft);
    expect(readSessionText('contactDraft')).toBe(JSON.stringify(draft));
  });

  test('is gone once forgotten, and a key never written reads as none', () => {
    writeSessionDraft('contactDraft', { name: 'Priya Venkatesh' });
    forgetSessionDraft('contactDraft');

    expect(readSessionDraft('contactDraft')).toBeNull();
    expect(readSessionDraft('registerPersonalDetails')).toBeNull();
  });

  test('a stored value that is not JSON (written by something else) reads as no draft', () => {
    sessionStorage.setItem('contactDraft', '{"name":"Priya Venk');

    expect(readSessionDraft('contactDraft')).toBeNull();
    expect(readSessionText('contactDraft')).toBe('{"name":"Priya Venk');
  });
});

describe('with storage unavailable (private mode, a policy, a full quota)', () => {
  beforeEach(() => {
    vi.stubGlobal('sessionStorage', unavailableStorage());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  test('writing and forgetting go quietly, and reading finds nothing', () => {
    expect(() => writeSessionDraft('contactDraft', { name: 'Priya Venkatesh' })).not.toThrow();
    expect(() => forgetSessionDraft('contactDraft')).not.toThrow();
    expect(readSessionDraft('contactDraft')).toBeNull();
    expect(readSessionText('contactDraft')).toBeNull();
  });
});

describe('restoreFields', () => {
  test("takes each kept value that has the field's own type", () => {
    const kept = {
      name: 'Rahul Nair',
      email: 'rahul.nair@cet.ac.in',
      phone: '9447012345',
      message: 'Is parking free?',
      subscribed: true,
    };

    expect(restoreFields(kept, contactForm)).toEqual(kept);
  });

  test("keeps the form's own value where the kept one has another type, and adds no field the form does not have", () => {
    const foreign = { name: 'Rahul Nair', phone: 9447012345, subscribed: 'true', isAdmin: true };

    expect(restoreFields(foreign, contactForm)).toEqual({ ...contactForm, name: 'Rahul Nair' });
  });

  test('never restores a field listed as never stored, whatever the draft holds', () => {
    const signUp = { email: '', password: '', termsAccepted: false };
    const tampered = { email: 'anjali.menon@nitc.ac.in', password: 'Anjali@NITC2031', termsAccepted: true };

    expect(restoreFields(tampered, signUp, ['password', 'termsAccepted'])).toEqual({
      email: 'anjali.menon@nitc.ac.in',
      password: '',
      termsAccepted: false,
    });
  });

  test('a draft that is not an object (none, a string, a number) gives the empty form, a copy of it', () => {
    for (const draft of [null, undefined, 'Rahul Nair', 42]) {
      const restored = restoreFields(draft, contactForm);
      expect(restored).toEqual(contactForm);
      expect(restored).not.toBe(contactForm);
    }
  });
});
