import { CONTACT_ROLES, type ContactRole, SOCIAL_NETWORKS, type SocialNetwork } from '@symposium/schema/edition';
import { Plus, Trash2 } from 'lucide-react';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { CONTACT_ROLE_TITLES } from '../../../lib/contact-roles';
import type { FieldErrors } from '../../../lib/form-errors';
import { SOCIAL_NETWORK_LABELS } from '../../../lib/social-links';
import type { EditionDraft } from '../edition-draft';

const ROLE_OPTIONS = CONTACT_ROLES.map((role) => ({ value: role, label: CONTACT_ROLE_TITLES[role] }));
const NETWORK_OPTIONS = SOCIAL_NETWORKS.map((network) => ({ value: network, label: SOCIAL_NETWORK_LABELS[network] }));

interface ListProps<K extends 'contacts' | 'socials'> {
  items: EditionDraft[K];
  errors: FieldErrors;
  onChange: (items: EditionDraft[K]) => void;
}

/** The people the footer and /contact list, by role: each with a name and a phone. */
export function ContactsEditor({ items, errors, onChange }: ListProps<'contacts'>) {
  const update = (index: number, change: Partial<EditionDraft['contacts'][number]>) =>
    onChange(items.map((item, i) => (i === index ? { ...item, ...change } : item)));
  return (
    <div className="edition-list">
      {items.length === 0 && <p className="admin-note">No contact people yet: /contact shows only the email.</p>}
      {items.map((item, index) => (
        <div key={index} className="edition-list-row">
          <SelectField
            label="Role"
            name={`contacts.${index}.role`}
            placeholder="Choose a role"
            options={ROLE_OPTIONS}
            value={item.role}
            onValueChange={(role) => update(index, { role: role as ContactRole })}
            error={errors[`contacts.${index}.role`]}
          />
          <TextField
            label="Name"
            name={`contacts.${index}.name`}
            value={item.name}
            onValueChange={(name) => update(index, { name })}
            error={errors[`contacts.${index}.name`]}
          />
          <TextField
            label="Phone"
            name={`contacts.${index}.phone`}
            type="tel"
            value={item.phone}
            onValueChange={(phone) => update(index, { phone })}
            error={errors[`contacts.${index}.phone`]}
          />
          <button
            type="button"
            className="btn btn-ghost edition-list-remove"
            onClick={() => onChange(items.filter((_, i) => i !== index))}
          >
            <Trash2 aria-hidden="true" size={16} /> Remove<span className="visually-hidden"> contact {index + 1}</span>
          </button>
        </div>
      ))}
      <button
        type="button"
        className="btn btn-outline"
        onClick={() => onChange([...items, { role: 'general', name: '', phone: '' }])}
      >
        <Plus aria-hidden="true" size={16} /> Add a contact
      </button>
    </div>
  );
}

/** The organisers' own accounts; a network not listed here is not shown anywhere. */
export function SocialsEditor({ items, errors, onChange }: ListProps<'socials'>) {
  const update = (index: number, change: Partial<EditionDraft['socials'][number]>) =>
    onChange(items.map((item, i) => (i === index ? { ...item, ...change } : item)));
  return (
    <div className="edition-list">
      {items.length === 0 && <p className="admin-note">No social links yet: the footer leaves its Follow Us out.</p>}
      {items.map((item, index) => (
        <div key={index} className="edition-list-row">
          <SelectField
            label="Network"
            name={`socials.${index}.network`}
            placeholder="Choose a network"
            options={NETWORK_OPTIONS}
            value={item.network}
            onValueChange={(network) => update(index, { network: network as SocialNetwork })}
            error={errors[`socials.${index}.network`]}
          />
          <TextField
            label="Link"
            name={`socials.${index}.url`}
            type="url"
            placeholder="https://"
            value={item.url}
            onValueChange={(url) => update(index, { url })}
            error={errors[`socials.${index}.url`]}
            className="span-2"
          />
          <button
            type="button"
            className="btn btn-ghost edition-list-remove"
            onClick={() => onChange(items.filter((_, i) => i !== index))}
          >
            <Trash2 aria-hidden="true" size={16} /> Remove<span className="visually-hidden"> link {index + 1}</span>
          </button>
        </div>
      ))}
      <button
        type="button"
        className="btn btn-outline"
        onClick={() => onChange([...items, { network: 'instagram', url: '' }])}
      >
        <Plus aria-hidden="true" size={16} /> Add a link
      </button>
    </div>
  );
}
