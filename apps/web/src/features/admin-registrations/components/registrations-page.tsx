import { useState } from 'react';
import { AdminPageHeader } from '../../../components/admin/admin-page-header';
import { SearchBox } from '../../../components/admin/search-box';
import { StatCard } from '../../../components/admin/stat-card';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { LoadState } from '../../../components/ui/load-state';
import { SelectField } from '../../../components/ui/select-field';
import { useEvents, useWorkshops } from '../../../lib/catalogue';
import { useRemoteData } from '../../../lib/use-remote-data';
import { getAllRegistrations } from '../api/get-all-registrations';
import { activeCount, groupRegistrations, type ItemTypeFilter } from '../group-registrations';
import { EventRegistrationsCard } from './event-registrations-card';

const TYPE_OPTIONS = [
  { value: 'technical', label: 'Technical' },
  { value: 'non-technical', label: 'Non-Technical' },
  { value: 'workshop', label: 'Workshop' },
  { value: 'special', label: 'Special' },
] as const;

/**
 * /admin/registrations (spec §2): EVENT-WISE REGISTRATIONS, one table per event, CSV per event. Active
 * registrations only, unless 'Show withdrawn' lists the withdrawn ones too (labelled).
 */
export function RegistrationsPage() {
  const [showWithdrawn, setShowWithdrawn] = useState(false);
  const registrations = useRemoteData(`admin:registrations:${showWithdrawn ? 'all' : 'active'}`, () => getAllRegistrations(showWithdrawn));
  const events = useEvents();
  const workshops = useWorkshops();
  const [type, setType] = useState<ItemTypeFilter>('');
  const [search, setSearch] = useState('');

  const groups = groupRegistrations(registrations.data ?? [], events.data ?? [], workshops.data ?? [], type, search);
  // Totals count active registrations, as the dashboard does; withdrawn ones are only listed, labelled.
  const total = groups.reduce((sum, group) => sum + activeCount(group), 0);

  return (
    <div className="admin-page">
      <AdminPageHeader
        title="EVENT-WISE REGISTRATIONS"
        subtitle="Who registered for each event and workshop"
        actions={
          <button type="button" className="btn btn-outline btn-small" onClick={registrations.reload}>
            Refresh
          </button>
        }
      />
      <div className="admin-toolbar">
        <SelectField
          label="Event type"
          name="eventType"
          value={type}
          onValueChange={(value) => setType(value as ItemTypeFilter)}
          options={TYPE_OPTIONS}
          placeholder="All types"
        />
        <SearchBox className="admin-search" label="Search participants" placeholder="Name, email or college" value={search} onSearch={setSearch} />
        <CheckboxField name="showWithdrawn" checked={showWithdrawn} onCheckedChange={setShowWithdrawn}>
          Show withdrawn
        </CheckboxField>
      </div>
      {/* Counted only once the registrations arrived: a failed or slow load is not '0 registrations'. */}
      {registrations.data && (
        <div className="admin-stats">
          <StatCard label="Total registrations" value={total} tone="primary" />
          <StatCard label="Events" value={groups.length} tone="secondary" />
        </div>
      )}
      <LoadState
        loading={registrations.loading}
        error={registrations.error}
        empty={!registrations.data}
        loadingLabel="Loading registrations..."
        emptyLabel="No registrations yet."
        subject="the registrations"
        onRetry={registrations.reload}
      />
      {registrations.data && groups.length === 0 && <p className="muted empty-note">Nothing matches the filters.</p>}
      <div className="registration-groups">
        {/* Keyed by the filters too: a new search or type shows each table from its first page. */}
        {registrations.data &&
          groups.map((group) => (
            <EventRegistrationsCard
              key={`${group.itemType}:${group.itemId}:${type}:${search}`}
              group={group}
              includeWithdrawn={showWithdrawn}
            />
          ))}
      </div>
    </div>
  );
}
