/** One thing a visitor would see as missing, and the staff screen that sets it (GET /admin/setup-checklist). */
export interface SetupItem {
  id:
    | 'edition-dates'
    | 'registration-window'
    | 'contact-phones'
    | 'team'
    | 'social-links'
    | 'map'
    | 'event-coordinators'
    | 'workshop-trainers';
  label: string;
  /** What exactly is missing, in a sentence. */
  detail: string;
  /** The staff screen that sets it. */
  path: string;
}
