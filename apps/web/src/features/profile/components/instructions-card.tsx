import { SYMPOSIUM } from '@symposium/schema/constants';

/** Spec §2 rules and instructions (report to the desk by 9:00 AM on 23 October). */
export function InstructionsCard() {
  const rules = [
    `Report to the registration desk by ${SYMPOSIUM.reportBy} to collect your kit.`,
    'Carry your college ID card and this entry pass (on your phone or printed).',
    'Show your QR code at each event and workshop to check in.',
    'Be at the venue 15 minutes before your event starts.',
    "Follow the coordinators' instructions; the judges' decisions are final.",
  ];
  return (
    <section className="card" aria-labelledby="instructions-title">
      <h2 id="instructions-title" className="card-title">
        Rules &amp; Instructions
      </h2>
      <ol className="rules-list">
        {rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ol>
    </section>
  );
}
