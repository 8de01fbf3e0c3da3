import { useState } from 'react';
import type { RegistrationGroupType } from '@symposium/schema/registrations-admin';
import { AdminPageHeader } from '../../../components/admin/admin-page-header';
import { SearchBox } from '../../../components/admin/search-box';
import { StatCard } from '../../../components/admin/stat-card';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { LoadState } from '../../../components/ui/load-state';
import { SelectField } from '../../../components/ui/select-field';
import { useRemoteData } from '../../../lib/use-remote-data';
import { getRegistrationCounts } from '../api/get-registration-counts';
import { itemKey, useRegistrationsQuery } from '../hooks/use-registrations-query';
import { EventRegistrationsCard } from './event-registrations-card';
import { PageTitle } from '../../../lib/page-title';

const TYPE_OPTIONS = [
  { value: 'technical', label: 'Technical' },
  { value: 'non-technical', label: 'Non-Technical' },
  { value: 'workshop', label: 'Workshop' },
  { value: 'special', label: 'Special' },
] as const;

/**
 * /admin/registrations (docs/product.md#event-wise-registrations): EVENT-WISE REGISTRATIONS, one compact card per event with its
 * counts and CSV; a card's table loads when it is opened. Active registrations only, unless 'Show withdrawn' lists the
 * withdrawn ones too (labelled). The server counts and filters; an open table fetches the page it shows (docs/decisions/0011-staff-lists-search-paging-address.md, "Paged registration tables"). The 'Event'
 * choice shows one event's table alone (docs/decisions/0011-staff-lists-search-paging-address.md, "One event's registrations").
 */
export function RegistrationsPage() {
  const [{ type, item, q: search, showWithdrawn }, update] = useRegistrationsQuery();
  const [refresh, setRefresh] = useState(0);
  const q = search.trim();
  const registrations = useRemoteData(`admin:registrations:counts:${type}:${q}:${showWithdrawn}:${refresh}`, () =>
    getRegistrationCounts(type, q, showWithdrawn),
  );
  // While searching the counts list only the events with a match; the choice still offers every one of the type.
  const choices = useRemoteData(
    `admin:registrations:counts:${type}::false:${refresh}`,
    q ? () => getRegistrationCounts(type, '', false) : null,
  );
  const listed = registrations.data?.data ?? [];
  const groups = item ? listed.filter((group) => itemKey(group) === item) : listed;
  const eventOptions = ((q ? choices.data?.data : registrations.data?.data) ?? []).map((group) => ({
    value: itemKey(group),
    label: group.name,
  }));
  // Totals count active registrations (those matching the search, while searching), as the dashboard does.
  const total = groups.reduce((sum, group) => sum + (group.matching ?? group).registered, 0);
  const listShown = registrations.data !== null;

  return (
    <div className="admin-page">
      <PageTitle title="Registrations" />
      <AdminPageHeader
        title="EVENT-WISE REGISTRATIONS"
        subtitle="Who registered for each event and workshop"
        actions={
          <button type="button" className="btn btn-outline btn-small" onClick={() => setRefresh((n) => n + 1)}>
            Refresh
          </button>
        }
      />
      <div className="admin-toolbar">
        <SelectField
          className="registrations-choice"
          label="Event type"
          name="eventType"
          value={type}
          onValueChange={(value) => update({ type: value as RegistrationGroupType | '' })}
          options={TYPE_OPTIONS}
          placeholder="All types"
        />
        <SelectField
          className="registrations-choice registrations-choice-wide"
          label="Event"
          name="event"
          value={item}
          onValueChange={(value) => update({ item: value })}
          options={eventOptions}
          placeholder="All events and workshops"
        />
        <SearchBox
          className="admin-search"
          label="Search participants"
          placeholder="Name, email or college"
          value={search}
          onSearch={(value) => update({ q: value })}
        />
        <CheckboxField
          name="showWithdrawn"
          checked={showWithdrawn}
          onCheckedChange={(checked) => update({ showWithdrawn: checked })}
        >
          Show withdrawn
        </CheckboxField>
      </div>
      {/* Counted only once the registrations arrived ('…' until then): a failed or slow load is not '0 registrations'. */}
      {!(registrations.error && !registrations.data) && (
        <div className="admin-stats">
          <StatCard label="Total registrations" value={registrations.data ? total : null} tone="primary" />
          <StatCard label="Events" value={registrations.data ? groups.length : null} tone="secondary" />
        </div>
      )}
      <LoadState
        loading={registrations.loading}
        error={registrations.error}
        empty={!listShown}
        loadingLabel="Loading registrations..."
        emptyLabel="No registrations yet."
        subject="the registrations"
        onRetry={registrations.reload}
      />
      {listShown && groups.length === 0 && <p className="muted empty-note">Nothing matches the filters.</p>}
      <div className="registration-groups">
        {/* A card opens by itself only when it is the one shown; one opened stays open through a new search. */}
        {listShown &&
          groups.map((group) => (
            <EventRegistrationsCard
              key={itemKey(group)}
              group={group}
              search={q}
              includeWithdrawn={showWithdrawn}
              refresh={refresh}
              openByItself={groups.length === 1}
            />
          ))}
      </div>
    </div>
  );
}
