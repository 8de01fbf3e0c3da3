import { fillEditionText } from '@symposium/schema/edition';
import { useEdition } from '../../../lib/site-config';

/** docs/product.md#participant-profile rules and instructions: the edition's, with its report-by time filled in ('9:00 AM on 23 October'). */
export function InstructionsCard() {
  const edition = useEdition();
  if (!edition || edition.instructions.length === 0) return null;
  return (
    <section className="card" aria-labelledby="instructions-title">
      <h2 id="instructions-title" className="card-title">
        Rules &amp; Instructions
      </h2>
      <ol className="rules-list">
        {edition.instructions.map((rule) => (
          <li key={rule}>{fillEditionText(rule, edition)}</li>
        ))}
      </ol>
    </section>
  );
}
