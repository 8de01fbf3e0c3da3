import { editionNights, fillEditionText, nightsLabel } from '@symposium/schema/edition';
import { M } from '@symposium/schema/messages';
import { type Gender, GENDERS } from '@symposium/schema/constants';
import { paths } from '@symposium/schema/paths';
import { BedDouble } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ConfigCheck } from '../../../components/ui/config-check';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { PageHero } from '../../../components/ui/page-hero';
import { SelectField } from '../../../components/ui/select-field';
import { readAccommodationSelection, saveAccommodationSelection } from '../../../lib/accommodation-selection';
import { PageTitle } from '../../../lib/page-title';
import { useSiteConfig } from '../../../lib/site-config';
import { useAuth } from '../../../lib/auth/use-auth';
import { viewerOf } from '../../../lib/auth/viewer';
import { NightToggles } from '../../../components/ui/date-toggle';
import { RegisteredStayCard } from './registered-stay-card';

const GENDER_OPTIONS = GENDERS.map((gender) => ({ value: gender, label: gender === 'male' ? 'Male' : 'Female' }));

/** /accommodation (docs/product.md#accommodation): rules, OCT 23 / OCT 24, gender, rules accepted → REGISTER. */
export function AccommodationPage() {
  const navigate = useNavigate();
  // Asks again by itself when the browser comes back online after a failed check.
  const { config, error: configError, retry: retryConfig } = useSiteConfig();
  const { user, loading: sessionLoading } = useAuth();
  const participant = user && viewerOf(user, sessionLoading) === 'participant' ? user : null;
  const [saved] = useState(readAccommodationSelection);
  const [dates, setDates] = useState<string[]>(saved?.selectedDates ?? []);
  const [gender, setGender] = useState<Gender | ''>(saved?.gender ?? '');
  // A kept choice was only ever saved with its rules ticked (docs/product.md#accommodation); unticking it since keeps it unticked.
  const [accepted, setAccepted] = useState(saved?.needsAccommodation ?? false);

  const choiceMade = dates.length > 0 && gender !== '';
  const ready = choiceMade && accepted;
  const hint = !choiceMade ? M.accommodationDatesGender : !accepted ? M.accommodationRules : '';

  const nights = config ? editionNights(config.edition) : [];
  // Only nights of this edition go on to /register (a choice kept from an earlier visit may name others).
  const offeredDates = () => dates.filter((d) => nights.includes(d));

  function proceed() {
    if (!ready) return;
    saveAccommodationSelection({ needsAccommodation: true, selectedDates: offeredDates(), gender });
    navigate(paths.register);
  }

  /** Unticking a kept choice withdraws it (and /register's pre-ticked stay) until REGISTER is pressed again. */
  function changeAccepted(checked: boolean) {
    setAccepted(checked);
    if (!checked && readAccommodationSelection()) {
      saveAccommodationSelection({ needsAccommodation: false, selectedDates: offeredDates(), gender });
    }
  }

  return (
    <>
      <PageTitle title={'Accommodation'} />
      <PageHero
        eyebrow="Stay for the games"
        title="Accommodation"
        shape="square"
        subtitle={
          config
            ? `Rooms for the nights of ${nightsLabel(config.edition)} · ₹${config.accommodationFee} added to your registration`
            : 'Rooms for the nights of the games'
        }
      />
      <div className="page two-column">
        <section className="card" aria-labelledby="rules-title">
          <h2 id="rules-title" className="card-title">
            Accommodation Rules
          </h2>
          {config && (
            <ol className="rules-list">
              {config.edition.accommodationRules.map((rule) => (
                <li key={rule}>{fillEditionText(rule, config.edition)}</li>
              ))}
            </ol>
          )}
        </section>
        {participant ? (
          <RegisteredStayCard userId={participant._id} />
        ) : !config ? (
          // Until GET /config answers, neither the booking (it may have closed) nor the closed notice (it may not).
          <BookingCard>
            <ConfigCheck
              failed={Boolean(configError)}
              onRetry={retryConfig}
              checkingText={M.accommodationChecking}
              failedText={M.accommodationCheckFailed}
            />
          </BookingCard>
        ) : !config.registrationOpen ? (
          // Rooms come with a registration, and registration has closed (docs/decisions/0038-the-edition-is-data.md): nothing to book.
          <BookingCard>
            <p className="card-text" role="status">
              {config.edition.registration.message}. Rooms are booked with a registration.
            </p>
            <p>
              <Link to={paths.home} className="btn btn-outline">
                Back to Home
              </Link>
            </p>
          </BookingCard>
        ) : (
          <section className="card accommodation-form" aria-labelledby="choice-title">
            <h2 id="choice-title" className="card-title">
              <BedDouble aria-hidden="true" size={24} className="inline-icon" />
              Book Your Stay
            </h2>
            <fieldset className="field">
              <legend>Nights</legend>
              <NightToggles nights={nights} dates={dates} onChange={setDates} />
            </fieldset>
            <SelectField
              label="Gender"
              name="gender"
              placeholder="Select gender"
              options={GENDER_OPTIONS}
              value={gender}
              onValueChange={(value) => setGender(value as Gender | '')}
            />
            <CheckboxField name="acceptRules" checked={accepted} onCheckedChange={changeAccepted}>
              I have read and accept the accommodation rules
            </CheckboxField>
            <p className="form-hint" aria-live="polite">
              {hint}
            </p>
            <button type="button" className="btn btn-primary btn-large btn-block" disabled={!ready} onClick={proceed}>
              REGISTER
            </button>
          </section>
        )}
      </div>
    </>
  );
}

/** The 'Book Your Stay' card with something other than the booking in it (checking, closed). */
function BookingCard({ children }: { children: ReactNode }) {
  return (
    <section className="card accommodation-form" aria-labelledby="choice-title">
      <h2 id="choice-title" className="card-title">
        <BedDouble aria-hidden="true" size={24} className="inline-icon" />
        Book Your Stay
      </h2>
      {children}
    </section>
  );
}
