const STEPS = ['Personal Details', 'Registration & Payment'] as const;

/** docs/product.md#registration: the two steps with a progress bar. */
export function RegisterProgress({ step }: { step: 1 | 2 }) {
  return (
    <div className="register-progress">
      <div
        className="progress-track"
        role="progressbar"
        aria-label="Registration progress"
        aria-valuemin={1}
        aria-valuemax={STEPS.length}
        aria-valuenow={step}
        aria-valuetext={`Step ${step} of ${STEPS.length}: ${STEPS[step - 1]}`}
      >
        {/* Widths by class (forms.css): the server draws this bar, and the CSP refuses style attributes in HTML. */}
        <div className={`progress-fill progress-fill-step-${step}`} />
      </div>
      <ol className="progress-steps">
        {STEPS.map((label, index) => {
          const number = index + 1;
          const state = number < step ? 'is-done' : number === step ? 'is-current' : '';
          return (
            <li key={label} className={state} aria-current={number === step ? 'step' : undefined}>
              <span className="progress-step-number" aria-hidden="true">
                {number}
              </span>
              <span>{label}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
