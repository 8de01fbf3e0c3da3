import { z } from 'zod';

// An event's result (docs/product.md "Results and certificates"): the wire types of /admin/results and /results and
// the texts both the staff screen and the API use.

export const RESULT_POSITIONS = [1, 2, 3] as const;
export type ResultPosition = (typeof RESULT_POSITIONS)[number];

/** Words for a position on the results page and the merit certificate. */
export const POSITION_LABELS: Record<ResultPosition, string> = {
  1: 'First place',
  2: 'Second place',
  3: 'Third place',
};
/** Which of the event's prize texts ({ first, second, third }) belongs to a position. */
export const PRIZE_KEYS = { 1: 'first', 2: 'second', 3: 'third' } as const satisfies Record<ResultPosition, string>;

export const RESULT_MESSAGES = {
  positionInvalid: 'A position is 1, 2 or 3',
  positionTwice: 'Each position appears once; put tied participants together in one position',
  winnersRequired: 'Name the winners of at least one position',
  participantsRequired: 'Each position names at least one participant',
  participantTwice: (who: string) => `${who} is named more than once`,
  notCheckedIn: (who: string[]) =>
    `Only participants checked in to this event can win. Not checked in: ${who.join(', ')}`,
  onlyEvents: 'Workshops have no results: their participants receive a certificate of completion',
  eventNotFound: 'Event not found',
  resultNotFound: 'No result has been entered for this event yet',
  alreadyPublished: 'This result is published. Unpublish it before changing it.',
  meritIssued:
    'Merit certificates have been released for this result, so it stays published. Revoke a wrong certificate from the participant’s details instead.',
} as const;

const participantRef = z
  .string({ error: 'Name each participant by their id or participant ID' })
  .trim()
  .min(1, 'Name each participant by their id or participant ID')
  .max(64, 'Name each participant by their id or participant ID');

/**
 * PUT /admin/results/:itemType/:itemId. A team shares a position; a tie is several participants in one position.
 * Each participant is named by their account id or their participant ID ('SYM25-0001').
 */
export const resultInputSchema = z.object({
  winners: z
    .array(
      z.object({
        position: z.union(
          RESULT_POSITIONS.map((p) => z.literal(p)),
          { error: RESULT_MESSAGES.positionInvalid },
        ),
        participantIds: z.array(participantRef).min(1, RESULT_MESSAGES.participantsRequired).max(50),
      }),
    )
    .min(1, RESULT_MESSAGES.winnersRequired)
    .max(3)
    .refine((w) => new Set(w.map((p) => p.position)).size === w.length, RESULT_MESSAGES.positionTwice),
});
export type ResultInput = z.output<typeof resultInputSchema>;

export interface ResultParticipant {
  id: string;
  participantId: string | null;
  name: string;
  college: string;
}

export interface StaffResult {
  item: { id: string; name: string; type: 'event'; category: string };
  /** The event's prize text for each position (null where it has none), shown beside it while picking. */
  prizes: Record<ResultPosition, string | null>;
  winners: { position: ResultPosition; prize: string | null; participants: ResultParticipant[] }[];
  published: boolean;
  publishedAt: string | null;
  updatedAt: string | null;
  /** GET only: the participants checked in to the event, the ones a winner is picked from. */
  checkedIn?: ResultParticipant[];
}

/** GET /admin/results: every event and where its result stands (the staff's Results screen). */
export interface ResultSummary {
  item: { id: string; name: string; type: 'event'; category: string };
  /** How many participants the entered result names (0: not entered yet). */
  winners: number;
  /** How many participants are checked in to the event: the ones a winner is picked from. */
  checkedIn: number;
  published: boolean;
  publishedAt: string | null;
  updatedAt: string | null;
}

/** GET /results: a published result, names and colleges only (never an email or a phone). */
export interface PublicResult {
  event: { id: string; name: string; category: string };
  publishedAt: string;
  winners: { position: ResultPosition; prize: string | null; participants: { name: string; college: string }[] }[];
}
