import { BedDouble, CalendarDays, ClipboardList, CreditCard, Inbox, Package, QrCode, Users } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@symposium/schema/paths';

const ACTIONS = [
  { to: paths.adminUsers, label: 'Manage users', icon: Users },
  { to: paths.adminEvents, label: 'Manage events', icon: CalendarDays },
  { to: paths.adminRegistrations, label: 'Registrations', icon: ClipboardList },
  { to: paths.adminPayments, label: 'Payments', icon: CreditCard },
  { to: paths.adminAccommodations, label: 'Accommodations', icon: BedDouble },
  { to: paths.adminMessages, label: 'Messages', icon: Inbox },
  { to: paths.adminScanner, label: 'QR scanner', icon: QrCode },
  { to: paths.adminKitDistribution, label: 'Kit distribution', icon: Package },
] as const;

/** docs/product.md#dashboard-and-setup-checklist quick actions: one tap to every management screen. */
export function QuickActions() {
  return (
    <nav aria-label="Quick actions" className="admin-section">
      <h2 className="admin-section-title">Quick actions</h2>
      <ul className="quick-actions">
        {ACTIONS.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <Link to={to} className="quick-action">
              <Icon aria-hidden="true" size={20} />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
