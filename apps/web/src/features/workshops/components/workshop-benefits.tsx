import { Award, Hand, Rocket, UserCheck } from 'lucide-react';
import { FeatureCard } from '../../../components/ui/feature-card';

const BENEFITS = [
  {
    icon: UserCheck,
    title: 'Expert Guidance',
    text: 'Learn from trainers who work with these technologies every day.',
  },
  { icon: Hand, title: 'Hands-on Experience', text: 'Work on real machines and software, not slides.' },
  { icon: Award, title: 'Certificates', text: 'A certificate for each of the two workshops you complete.' },
  { icon: Rocket, title: 'Career Boost', text: 'Skills that industry asks for, ready for your next interview.' },
] as const;

/** docs/product.md#workshops: the benefits section of /workshops. */
export function WorkshopBenefits() {
  return (
    <section className="page" aria-labelledby="benefits-title">
      <h2 id="benefits-title" className="section-title">
        Why Join
      </h2>
      <div className="card-grid card-grid-4">
        {BENEFITS.map((benefit) => (
          <FeatureCard key={benefit.title} {...benefit} />
        ))}
      </div>
    </section>
  );
}
