import { PARTICIPANT_ID } from './constants';

/** The participant ID of sequence number n: 'SYM25-0001'. The padding is a minimum: the 10,000th is 'SYM25-10000'. */
export const formatParticipantId = (n: number) => `${PARTICIPANT_ID.prefix}${String(n).padStart(PARTICIPANT_ID.digits, '0')}`;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Anything formatParticipantId can give, in any letter case (a desk types it by hand). */
const PARTICIPANT_ID_SHAPE = new RegExp(`^${escapeRegExp(PARTICIPANT_ID.prefix)}\\d{${PARTICIPANT_ID.digits},}$`, 'i');

/** Whether a text is shaped like a participant ID — not whether anyone holds it. */
export const isParticipantIdShaped = (text: string) => PARTICIPANT_ID_SHAPE.test(text.trim());
