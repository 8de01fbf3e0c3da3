import { CircleAlert, CircleCheck, Clock, LoaderCircle } from 'lucide-react';
import type { PassTone } from '../pass-status';

const ICONS = { success: CircleCheck, info: LoaderCircle, warning: Clock, danger: CircleAlert } as const;

/** The status badge of docs/product.md#status-badge, coloured by its tone. */
export function PassBadge({ text, tone }: { text: string; tone: PassTone }) {
  const Icon = ICONS[tone];
  return (
    <p className={`pass-badge pass-badge-${tone}`}>
      <Icon aria-hidden="true" size={18} />
      <span>{text}</span>
    </p>
  );
}
