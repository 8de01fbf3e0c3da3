import type { EventCategory } from '@symposium/schema/catalogue';
import { EVENT_SYMBOLS } from '@symposium/schema/catalogue';
import { paths } from '@symposium/schema/paths';

interface CategoryInfo {
  category: EventCategory;
  title: string;
  path: string;
  shape: (typeof EVENT_SYMBOLS)[EventCategory];
  /** The category page's subtitle (docs/product.md#events), with the count from the live catalogue. */
  subtitle: (count: number) => string;
  /** The home page's 'Choose Your Game' card line (docs/product.md#home), with the live count. */
  homeCardLine: (count: number) => string;
  /** docs/product.md#events loading texts. */
  loading: string;
  blurb: string;
}

export const EVENT_CATEGORY_INFO: Record<EventCategory, CategoryInfo> = {
  technical: {
    category: 'technical',
    title: 'Technical Events',
    path: paths.eventsTechnical,
    shape: EVENT_SYMBOLS.technical,
    subtitle: (n) => `${n} Engineering Challenges`,
    homeCardLine: (n) => `${n} Engineering Challenges`,
    loading: 'Loading technical events...',
    blurb: 'Design, build, launch and defend: challenges that test what an engineer can do under pressure.',
  },
  'non-technical': {
    category: 'non-technical',
    title: 'Non-Technical Events',
    path: paths.eventsNonTechnical,
    shape: EVENT_SYMBOLS['non-technical'],
    subtitle: (n) => `${n} Strategy Games`,
    homeCardLine: (n) => `${n} Strategy Games`,
    loading: 'Loading events...',
    blurb: 'Strategy, nerve and a little luck: games where quick thinking keeps you in the round.',
  },
  special: {
    category: 'special',
    title: 'Special Events',
    path: paths.eventsSpecial,
    shape: EVENT_SYMBOLS.special,
    subtitle: (n) => `${n} Premium Challenging Events`,
    homeCardLine: (n) => `${n} Elite Competitions`,
    loading: 'Loading events...',
    blurb: 'Elite competitions for the players who want the hardest game on the board.',
  },
};

export const EVENT_CATEGORY_ORDER: readonly EventCategory[] = ['technical', 'non-technical', 'special'];
