import { ArrowDownWideNarrow, ArrowUpNarrowWide } from 'lucide-react';
import type { UserSortField } from '@symposium/schema/admin-users';
import { SearchBox } from '../../../components/admin/search-box';
import { SelectField } from '../../../components/ui/select-field';
import type { UsersQuery } from '../api/get-users';
import { defaultOrder } from '../hooks/use-users-query';

const TYPE_OPTIONS = [
  { value: 'general', label: 'General' },
  { value: 'workshop', label: 'Workshop' },
  { value: 'both', label: 'Both' },
] as const;
const PAYMENT_OPTIONS = [
  { value: 'pending', label: 'Pending' },
  { value: 'verified', label: 'Verified' },
  { value: 'rejected', label: 'Rejected' },
] as const;
const KIT_OPTIONS = [
  { value: 'issued', label: 'Kit issued' },
  { value: 'not-issued', label: 'Kit not issued' },
] as const;
const PASS_OPTIONS = [
  { value: 'revoked', label: 'Pass revoked' },
  { value: 'not-revoked', label: 'Pass not revoked' },
] as const;
/** The list's filters, each a select whose empty choice means all. */
const FILTERS = [
  { name: 'registrationType', label: 'Registration type', options: TYPE_OPTIONS, placeholder: 'All types' },
  { name: 'paymentStatus', label: 'Payment status', options: PAYMENT_OPTIONS, placeholder: 'All payments' },
  { name: 'kitStatus', label: 'Kit status', options: KIT_OPTIONS, placeholder: 'All kits' },
  { name: 'passStatus', label: 'Pass status', options: PASS_OPTIONS, placeholder: 'All passes' },
] as const;
const SORT_OPTIONS = [
  { value: 'createdAt', label: 'Registration date' },
  { value: 'name', label: 'Name' },
  { value: 'college', label: 'College' },
] as const;

const orderLabel = (query: UsersQuery) =>
  query.sort === 'createdAt'
    ? query.order === 'desc'
      ? 'Newest first'
      : 'Oldest first'
    : query.order === 'asc'
      ? 'A to Z'
      : 'Z to A';

interface UsersFiltersProps {
  query: UsersQuery;
  onChange: (change: Partial<UsersQuery>) => void;
}

/** docs/product.md#participants: search (name, email, phone, participant ID, college), filters, sort and the order toggle. */
export function UsersFilters({ query, onChange }: UsersFiltersProps) {
  return (
    <div className="admin-toolbar">
      <SearchBox
        className="admin-search"
        label="Search participants"
        placeholder="Name, email, phone or ID"
        hint="Searches name, email, phone, participant ID and college."
        value={query.q}
        onSearch={(q) => onChange({ q })}
      />
      {FILTERS.map((filter) => (
        <SelectField
          key={filter.name}
          label={filter.label}
          name={filter.name}
          value={query[filter.name]}
          onValueChange={(value) => onChange({ [filter.name]: value })}
          options={filter.options}
          placeholder={filter.placeholder}
        />
      ))}
      <div className="admin-sort">
        <SelectField
          label="Sort by"
          name="sort"
          value={query.sort === 'createdAt' ? '' : query.sort}
          onValueChange={(value) => {
            const sort = (value || 'createdAt') as UserSortField;
            onChange({ sort, order: defaultOrder(sort) });
          }}
          options={SORT_OPTIONS.slice(1)}
          placeholder={SORT_OPTIONS[0].label}
        />
        <button
          type="button"
          className="btn btn-outline btn-small admin-order-toggle"
          onClick={() => onChange({ order: query.order === 'asc' ? 'desc' : 'asc' })}
          aria-label={`Sort order: ${orderLabel(query)}. Switch order`}
        >
          {query.order === 'asc' ? (
            <ArrowUpNarrowWide aria-hidden="true" size={18} />
          ) : (
            <ArrowDownWideNarrow aria-hidden="true" size={18} />
          )}
          {orderLabel(query)}
        </button>
      </div>
    </div>
  );
}
