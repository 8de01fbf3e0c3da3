import {
  Award,
  BadgeCheck,
  BookOpen,
  CalendarClock,
  CalendarDays,
  FileText,
  IdCard,
  IdCardLanyard,
  NotebookPen,
  Package,
  Pen,
  ShoppingBag,
  Wrench,
  type LucideIcon,
} from 'lucide-react';

// docs/product.md#kit-distribution: the known kit items each have an icon; anything else gets a generic one.
const ICONS: Record<string, LucideIcon> = {
  'ID Card': IdCard,
  'Workshop ID Card': IdCardLanyard,
  'Event Schedule': CalendarDays,
  'Workshop Schedule': CalendarClock,
  'Event Bag': ShoppingBag,
  Pen: Pen,
  Notepad: NotebookPen,
  'Event Brochure': BookOpen,
  Badge: BadgeCheck,
  'Workshop Material': FileText,
  'Certificate Template': Award,
  'Workshop Toolkit': Wrench,
};

export function KitItemIcon({ item }: { item: string }) {
  const Icon = ICONS[item] ?? Package;
  return <Icon aria-hidden="true" size={20} className="kit-item-icon" />;
}
