import { DEFAULT_EDITION, participantIdOf } from './edition';

/**
 * The participant ID of sequence number n under an edition's prefix: 'SYM25-0001'. The padding is a minimum: the
 * 10,000th is 'SYM25-10000'.
 */
export const formatParticipantId = (n: number, prefix: string = DEFAULT_EDITION.participantIdPrefix) =>
  participantIdOf(prefix, n);

/**
 * Anything formatParticipantId can give under any edition's prefix, in any letter case (a desk types it by hand). The
 * prefix is not checked against this year's: the roster decides whether anyone holds the ID.
 */
const PARTICIPANT_ID_SHAPE = /^[A-Z][A-Z0-9]{1,9}-\d{4,}$/i;

/** Whether a text is shaped like a participant ID — not whether anyone holds it. */
export const isParticipantIdShaped = (text: string) => PARTICIPANT_ID_SHAPE.test(text.trim());
