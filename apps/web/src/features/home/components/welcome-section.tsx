import { editionDateLabel, editionDays, editionTitle } from '@symposium/schema/edition';
import { CalendarDays, GraduationCap, Trophy } from 'lucide-react';
import { useEdition } from '../../../lib/site-config';

interface WelcomeSectionProps {
  eventCount: number | null;
  workshopCount: number | null;
}

/** docs/product.md#home claims (workshops, events, days, first players) from the live catalogue and the edition. */
export function WelcomeSection({ eventCount, workshopCount }: WelcomeSectionProps) {
  const edition = useEdition();
  if (!edition) return null;
  const cards = [
    {
      icon: GraduationCap,
      value: workshopCount,
      label: 'Workshops',
      text: 'Hands-on sessions with industry trainers.',
    },
    { icon: Trophy, value: eventCount, label: 'Events', text: 'Technical, non-technical and special games.' },
    {
      icon: CalendarDays,
      value: editionDays(edition).length,
      label: editionDays(edition).length === 1 ? 'Day' : 'Days',
      text: editionDateLabel(edition),
    },
  ];
  return (
    <section className="page home-section" aria-labelledby="welcome-title">
      <p className="eyebrow">Welcome, player</p>
      <h2 id="welcome-title" className="section-title">
        Welcome to {editionTitle(edition)}
      </h2>
      <p className="lead section-lead">
        A national-level technical symposium by the {edition.associationName}.
        {edition.registration.state === 'open' &&
          ` Only the first ${edition.playerCapacity} players can enter — will you survive every round?`}
      </p>
      <div className="card-grid card-grid-3">
        {cards.map(({ icon: Icon, value, label, text }) => (
          <div key={label} className="card stat-card">
            <Icon aria-hidden="true" size={28} className="feature-icon" />
            <p className="stat-value">
              {value ?? '–'} <span className="stat-label">{label}</span>
            </p>
            <p className="card-text">{text}</p>
          </div>
        ))}
      </div>
    </section>
  );
}
