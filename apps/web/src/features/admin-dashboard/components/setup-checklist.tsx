import type { SetupItem } from '@symposium/schema/setup-checklist';
import { CircleAlert } from 'lucide-react';
import { Link } from 'react-router-dom';

/** Until everything is set: what a visitor would see as missing, each linking to the screen that sets it. */
export function SetupChecklist({ items }: { items: SetupItem[] | null }) {
  if (!items || items.length === 0) return null;
  return (
    <section className="admin-panel admin-section setup-checklist" aria-labelledby="setup-title">
      <h2 id="setup-title" className="admin-section-title">
        Still to set up ({items.length})
      </h2>
      <p className="admin-note">Visitors see these as missing or out of date.</p>
      <ul className="setup-checklist-list">
        {items.map((item) => (
          <li key={item.id}>
            <CircleAlert aria-hidden="true" size={18} className="setup-checklist-icon" />
            <span>
              <Link to={item.path}>{item.label}</Link> — {item.detail}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
