import { ErrorCode } from '@symposium/schema/error-codes';
import { registrationAmount, type FeeTable } from '@symposium/schema/fees';
import { M } from '@symposium/schema/messages';
import type { Gender } from '@symposium/schema/constants';
import type { RegisterRequest } from '@symposium/schema/registration';
import { writeTransaction } from '../../db/client';
import type { AccommodationRequestsTable, UsersTable } from '../../db/database';
import type { AppDeps } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { nowIso } from '../../lib/ids';
import { assertUncommonPassword, hashPassword } from '../../lib/passwords';
import { removeUpload, storeUpload, type CheckedImage } from '../../lib/uploads';
import { staysOfUser } from '../accommodation/accommodation.repository';
import { findUserByEmail, insertUser, newUserRow } from '../users/users.repository';
import { insertStayRequest } from './accommodation.repository';
import { claimPaymentReference } from './payment-reference';
import { proofHash } from '../../lib/proof-hash';
import { proofGroupFor } from '../payments/payments.repository';
import { createdByForm, recordSubmission } from './registration-submissions.repository';
import { registrationReceivedMail } from './registration.mails';
import { profileLink } from '../../lib/site-links';
import { assertRegistrationOpen, assertStayNightsOnOffer } from '../edition/edition.service';

const emailTaken = () => new AppError(409, ErrorCode.EMAIL_TAKEN, M.emailTaken, { email: [M.emailTaken] });

interface Registered {
  user: UsersTable;
  accommodation: AccommodationRequestsTable | null;
}

/**
 * The email is taken: by this very form's earlier try (its answer lost on the way) → that registration, as it
 * was answered then; by anyone else → 409.
 */
function earlierTryOrTaken(deps: AppDeps, existing: UsersTable, input: RegisterRequest): Registered {
  if (!input.submissionKey || !createdByForm(deps.db, input.submissionKey, existing.id)) throw emailTaken();
  return { user: existing, accommodation: staysOfUser(deps.db, existing.id)[0] ?? null };
}

/**
 * A participant's registration: the user, the stored screenshot and (when asked) an accommodation
 * request, all or nothing. The amount is the server's own figure from the fee table.
 */
export async function registerParticipant(
  deps: AppDeps,
  input: RegisterRequest,
  screenshot: CheckedImage,
  feeTable: FeeTable,
): Promise<Registered> {
  const earlier = findUserByEmail(deps.db, input.email);
  if (earlier) return earlierTryOrTaken(deps, earlier, input);
  assertUncommonPassword(input.password);
  const passwordHash = await hashPassword(input.password, deps.env.SCRYPT_LOG_N);
  const screenshotName = await storeUpload(deps.env.uploadsDir, screenshot, deps.env.UPLOADS_MIN_FREE_MB);
  const screenshotHash = await proofHash(screenshot.bytes);
  const amount = registrationAmount(input.registrationType, input.needsAccommodation, feeTable);
  const name = `${input.firstName} ${input.lastName}`.trim();

  try {
    let replayed = false;
    const result = writeTransaction(deps.db, (): Registered => {
      const meanwhile = findUserByEmail(deps.db, input.email);
      if (meanwhile) {
        // Two tries of one form at once: the other one created the account; this one's file is not needed.
        replayed = true;
        return earlierTryOrTaken(deps, meanwhile, input);
      }
      const edition = assertRegistrationOpen(deps.db, deps.env);
      if (input.needsAccommodation)
        assertStayNightsOnOffer(deps.db, deps.env, input.accommodationCheckIn!, input.accommodationCheckOut!);
      const now = nowIso();
      const draft = newUserRow(
        {
          name,
          email: input.email,
          phone: input.phone,
          college: input.college,
          department: input.department,
          year: input.year,
          college_location: input.collegeLocation,
          password_hash: passwordHash,
          role: 'user',
          payment_amount: amount,
          transaction_id: input.transactionId,
          payment_screenshot: screenshotName,
          registration_type: input.registrationType,
        },
        now,
      );
      const user = {
        ...draft,
        payment_reference: claimPaymentReference(deps.db, input.paymentReference, draft.id),
        payment_proof_hash: screenshotHash,
        payment_proof_group: proofGroupFor(deps.db, screenshotHash, draft.id),
      };
      insertUser(deps.db, user);
      if (input.submissionKey) recordSubmission(deps.db, input.submissionKey, user.id, now);
      let accommodation: AccommodationRequestsTable | null = null;
      if (input.needsAccommodation) {
        accommodation = insertStayRequest(
          deps.db,
          user,
          {
            gender: input.accommodationGender as Gender,
            checkIn: input.accommodationCheckIn!,
            checkOut: input.accommodationCheckOut!,
          },
          now,
          'registration',
        );
      }
      // Queued in the same transaction: the mail exists if and only if the registration does.
      deps.mailer.sendInBackground({
        ...registrationReceivedMail(
          edition,
          {
            email: input.email,
            name,
            registrationType: input.registrationType,
            amount,
            transactionId: input.transactionId,
          },
          accommodation,
          profileLink(deps.env),
        ),
        userId: user.id,
      });
      return { user, accommodation };
    });
    if (replayed) await removeUpload(deps.env.uploadsDir, screenshotName);
    return result;
  } catch (error) {
    await removeUpload(deps.env.uploadsDir, screenshotName);
    throw error;
  }
}
