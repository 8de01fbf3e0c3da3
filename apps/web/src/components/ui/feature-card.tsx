import type { LucideIcon } from 'lucide-react';

/** A card of an icon, a title and a line of text, as the home page's organisers and the workshops' benefits. */
export function FeatureCard({ icon: Icon, title, text }: { icon: LucideIcon; title: string; text: string }) {
  return (
    <div className="card feature-card">
      <Icon aria-hidden="true" size={28} className="feature-icon" />
      <h3 className="card-title">{title}</h3>
      <p className="card-text">{text}</p>
    </div>
  );
}
