import { ADMIN_ALERTS } from '@symposium/schema/admin-alerts';
import {
  CATEGORY_SYMBOLS,
  EVENT_SYMBOLS,
  type EventCategory,
  type SymposiumEvent,
  type Workshop,
} from '@symposium/schema/catalogue';
import { ErrorCode } from '@symposium/schema/error-codes';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { AdminOnlyNote } from '../../../components/admin/admin-only-note';
import { AdminPageHeader } from '../../../components/admin/admin-page-header';
import { AdminTabs, tabCount } from '../../../components/admin/admin-tabs';
import { SearchBox } from '../../../components/admin/search-box';
import { useStaff } from '../../../components/admin/staff-context';
import { useToast } from '../../../components/admin/toast-context';
import { LoadState } from '../../../components/ui/load-state';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { SelectField } from '../../../components/ui/select-field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useEvents, useWorkshops } from '../../../lib/catalogue';
import { deleteCatalogueItem } from '../api/delete-catalogue-item';
import { CatalogueCard } from './catalogue-card';
import { CatalogueStats } from './catalogue-stats';
import { EventFacts } from './event-facts';
import { EventFormModal } from './event-form-modal';
import { WorkshopFacts } from './workshop-facts';
import { WorkshopFormModal } from './workshop-form-modal';
import { PageTitle } from '../../../lib/page-title';

type Tab = 'events' | 'workshops';
type Editing = { kind: 'event'; item: SymposiumEvent | null } | { kind: 'workshop'; item: Workshop | null } | null;

const CATEGORY_OPTIONS = [
  { value: 'technical', label: 'Technical' },
  { value: 'non-technical', label: 'Non-Technical' },
  { value: 'special', label: 'Special' },
] as const;

/** docs/product.md#events-and-workshops-catalogue search: events by name, description, venue; workshops by title, description, venue. */
const matches = (q: string, ...fields: string[]) => !q || fields.some((field) => field.toLowerCase().includes(q));

/** /admin/events (docs/product.md#events-and-workshops-catalogue): stat cards, Events/Workshops tabs, search, category filter, card grid, create/edit/delete. */
export function EventsAdminPage() {
  const staff = useStaff();
  const toast = useToast();
  const events = useEvents();
  const workshops = useWorkshops();
  const [tab, setTab] = useState<Tab>('events');
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<EventCategory | ''>('');
  const [editing, setEditing] = useState<Editing>(null);
  const { confirm, dialog } = useConfirm();

  const q = search.trim().toLowerCase();
  const eventList = (events.data ?? []).filter(
    (e) => (!category || e.category === category) && matches(q, e.name, e.description, e.venue),
  );
  const workshopList = (workshops.data ?? []).filter((w) => matches(q, w.title, w.description, w.venue));
  const current = tab === 'events' ? events : workshops;

  async function remove(kind: 'event' | 'workshop', id: string) {
    if (!(await confirm(ADMIN_ALERTS.deleteConfirm, { confirmLabel: 'Delete' }))) return;
    try {
      await deleteCatalogueItem(kind, id);
      toast.show(ADMIN_ALERTS.deleted);
    } catch (error) {
      console.error('Delete failed', error);
      // A coordinator's refusal (403) and an item people are registered for are the server's own words (what to do
      // instead); anything else is the text of docs/product.md#events-and-workshops-catalogue.
      const explained =
        error instanceof ApiError && (error.status === 403 || error.code === ErrorCode.ITEM_HAS_REGISTRATIONS);
      toast.show(explained ? errorMessage(error, ADMIN_ALERTS.deleteFailed) : ADMIN_ALERTS.deleteFailed, 'error');
    }
    (kind === 'event' ? events : workshops).reload();
  }

  function saved() {
    const kind = editing?.kind;
    setEditing(null);
    (kind === 'workshop' ? workshops : events).reload();
  }

  return (
    <div className="admin-page">
      <PageTitle title="Events" />
      {dialog}
      <AdminPageHeader
        title="Event Management"
        subtitle="Changes show on the public pages at once"
        actions={
          <button
            type="button"
            className="btn btn-primary btn-small"
            onClick={() =>
              setEditing(tab === 'events' ? { kind: 'event', item: null } : { kind: 'workshop', item: null })
            }
          >
            <Plus aria-hidden="true" size={18} />
            {tab === 'events' ? 'Create Event' : 'Create Workshop'}
          </button>
        }
      />
      {/* Counted only once both lists arrived: a failed or slow load is not '0 events'. The cards keep their place while
          the lists load: coming with the slower list, they pushed the tabs, the search and the shown cards' Edit and
          Delete 94 px down. */}
      {((events.data && workshops.data) || !(events.error || workshops.error)) && (
        <CatalogueStats events={events.data} workshops={workshops.data} />
      )}
      <AdminTabs
        label="Catalogue"
        panelId="catalogue-panel"
        active={tab}
        onChange={setTab}
        tabs={[
          { key: 'events', label: 'Events', count: tabCount(events, (list) => list.length) },
          { key: 'workshops', label: 'Workshops', count: tabCount(workshops, (list) => list.length) },
        ]}
      />
      <div id="catalogue-panel" role="tabpanel" aria-labelledby={`catalogue-panel-tab-${tab}`}>
        <div className="admin-toolbar">
          <SearchBox
            className="admin-search"
            label={tab === 'events' ? 'Search events' : 'Search workshops'}
            placeholder="Name, description or venue"
            value={search}
            onSearch={setSearch}
          />
          {tab === 'events' && (
            <SelectField
              label="Category"
              name="category"
              value={category}
              onValueChange={(value) => setCategory(value as EventCategory | '')}
              options={CATEGORY_OPTIONS}
              placeholder="All categories"
            />
          )}
        </div>
        {!staff.isAdmin && (
          <p className="admin-note">
            <AdminOnlyNote>Deleting is for admins; you can create and edit.</AdminOnlyNote>
          </p>
        )}
        <LoadState
          loading={current.loading}
          error={current.error}
          empty={(tab === 'events' ? eventList : workshopList).length === 0}
          loadingLabel={tab === 'events' ? 'Loading events...' : 'Loading workshops...'}
          emptyLabel={
            q || category ? 'Nothing matches the search.' : tab === 'events' ? 'No events yet.' : 'No workshops yet.'
          }
          subject={tab === 'events' ? 'the events' : 'the workshops'}
          onRetry={current.reload}
        />
        <div className="catalogue-grid">
          {tab === 'events'
            ? eventList.map((event) => (
                <CatalogueCard
                  key={event._id}
                  title={event.name}
                  shape={EVENT_SYMBOLS[event.category]}
                  label={event.category}
                  status={event.status}
                  description={event.description}
                  facts={<EventFacts event={event} />}
                  canDelete={staff.isAdmin}
                  onEdit={() => setEditing({ kind: 'event', item: event })}
                  onDelete={() => remove('event', event._id)}
                />
              ))
            : workshopList.map((workshop) => (
                <CatalogueCard
                  key={workshop._id}
                  title={workshop.title}
                  shape={CATEGORY_SYMBOLS.workshop}
                  label="workshop"
                  status={workshop.status}
                  description={workshop.description}
                  facts={<WorkshopFacts workshop={workshop} />}
                  canDelete={staff.isAdmin}
                  onEdit={() => setEditing({ kind: 'workshop', item: workshop })}
                  onDelete={() => remove('workshop', workshop._id)}
                />
              ))}
        </div>
      </div>
      {editing?.kind === 'event' && (
        <EventFormModal
          event={editing.item}
          defaultCategory={category}
          onClose={() => setEditing(null)}
          onSaved={saved}
        />
      )}
      {editing?.kind === 'workshop' && (
        <WorkshopFormModal workshop={editing.item} onClose={() => setEditing(null)} onSaved={saved} />
      )}
    </div>
  );
}
