import { CATEGORY_SYMBOLS, type EventCategory } from '@symposium/schema/catalogue';
import { paths } from '@symposium/schema/paths';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { SymbolMark } from '../../../components/ui/symbol-mark';
import { EVENT_CATEGORY_INFO, EVENT_CATEGORY_ORDER } from '../../../lib/event-categories';

interface ChooseGameSectionProps {
  counts: Record<EventCategory, number> | null;
  workshopCount: number | null;
}

/** docs/product.md#home: Technical, Non-Technical, Special and Workshops, each with its live count. */
export function ChooseGameSection({ counts, workshopCount }: ChooseGameSectionProps) {
  const cards = [
    ...EVENT_CATEGORY_ORDER.map((category) => {
      const info = EVENT_CATEGORY_INFO[category];
      return {
        key: category,
        title: info.title.replace(' Events', ''),
        to: info.path,
        shape: info.shape,
        detail: counts ? info.homeCardLine(counts[category]) : null,
      };
    }),
    {
      key: 'workshops',
      title: 'Workshops',
      to: paths.workshops,
      shape: CATEGORY_SYMBOLS.workshop,
      detail: workshopCount === null ? null : `${workshopCount} Skill-Building Sessions`,
    },
  ];
  return (
    <section className="page home-section" aria-labelledby="choose-title">
      <p className="eyebrow">Pick your arena</p>
      <h2 id="choose-title" className="section-title">
        Choose Your Game
      </h2>
      <div className="card-grid card-grid-4">
        {cards.map((card) => (
          <Link key={card.key} to={card.to} className="card card-link category-card" data-category={card.key}>
            <SymbolMark
              shape={card.shape}
              size={44}
              tone={card.key === 'workshops' ? 'secondary' : 'primary'}
              className="card-symbol"
            />
            <h3 className="card-title">{card.title}</h3>
            <p className="category-count">{card.detail ?? 'Loading...'}</p>
            <span className="card-link-cta">
              Explore <ArrowRight aria-hidden="true" size={18} />
            </span>
          </Link>
        ))}
      </div>
    </section>
  );
}
