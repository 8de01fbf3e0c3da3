import { LIMITS } from '@symposium/schema/constants';
import { Check, X } from 'lucide-react';

/** docs/product.md#forgot-and-reset-password reset screen: the requirements, ticked live as the user types. */
export function PasswordChecklist({ password, confirmPassword }: { password: string; confirmPassword: string }) {
  const items = [
    { label: `At least ${LIMITS.passwordMin} characters`, met: password.length >= LIMITS.passwordMin },
    { label: 'Passwords match', met: password.length > 0 && password === confirmPassword },
  ];
  return (
    <ul className="checklist" aria-label="Password requirements">
      {items.map((item) => (
        <li key={item.label} className={item.met ? 'is-met' : undefined}>
          {item.met ? <Check aria-hidden="true" size={18} /> : <X aria-hidden="true" size={18} />}
          <span>{item.label}</span>
          <span className="visually-hidden">{item.met ? '(met)' : '(not met yet)'}</span>
        </li>
      ))}
    </ul>
  );
}
