import type { RegistrationCount, RegistrationTally } from '@symposium/schema/registrations-admin';

const LABELS: Record<keyof RegistrationTally, string> = {
  registered: 'registered',
  withdrawn: 'withdrawn',
  checkedIn: 'checked in',
};

/**
 * A card's counts, each with its word: '40 registered · 2 withdrawn · 17 checked in'; while a search applies,
 * '6 of 40 registered match', so a filtered count never stands beside an unfiltered one unlabelled.
 */
export function RegistrationCounts({ group }: { group: RegistrationCount }) {
  const keys = Object.keys(LABELS) as (keyof RegistrationTally)[];
  return (
    <ul className="registration-counts">
      {keys.map((key) => (
        <li key={key} data-count={key}>
          {group.matching ? (
            <>
              <strong>{group.matching[key]}</strong> of {group[key]} {LABELS[key]} match
            </>
          ) : (
            <>
              <strong>{group[key]}</strong> {LABELS[key]}
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
