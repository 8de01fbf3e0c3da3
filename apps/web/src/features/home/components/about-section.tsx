import type { Edition } from '@symposium/schema/edition';
import { Building2, Cog, Users } from 'lucide-react';
import { FeatureCard } from '../../../components/ui/feature-card';
import { useEdition } from '../../../lib/site-config';

const organisers = (edition: Edition) => [
  {
    icon: Building2,
    title: edition.collegeName,
    text: 'The host institution, opening its labs, halls and hostels to students from across the country.',
  },
  {
    icon: Cog,
    title: 'Department of Mechanical Engineering',
    text: 'The department behind the technical events and workshops, with its faculty as guides and judges.',
  },
  {
    icon: Users,
    title: edition.associationName,
    text: 'The student association that plans and runs every round of the symposium.',
  },
];

/** docs/product.md#home: About Us with three organiser cards. */
export function AboutSection() {
  const edition = useEdition();
  if (!edition) return null;
  return (
    <section className="page home-section" aria-labelledby="about-title">
      <p className="eyebrow">Who runs the games</p>
      <h2 id="about-title" className="section-title">
        About Us
      </h2>
      <div className="card-grid card-grid-3">
        {organisers(edition).map((organiser) => (
          <FeatureCard key={organiser.title} {...organiser} />
        ))}
      </div>
    </section>
  );
}
