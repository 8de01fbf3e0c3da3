import type { z } from 'zod';
import type { FieldErrors } from '../../../lib/form-errors';
import { useDraft } from './use-draft';
import { useSaveItem } from './use-save-item';

/** The values both catalogue drafts hold (as text), which the shared fields read and set. */
interface CommonDraft {
  description: string;
  venue: string;
  maxParticipants: string;
  registrationDeadline: string;
  status: string;
  /** The check-in rule's checkbox, as text: 'true' or 'false'. */
  checkInRequiresRegistration: string;
  rules: string;
  coordinatorName: string;
  coordinatorPhone: string;
}

/** What every shared field of components/catalogue-fields.tsx takes. */
export interface CatalogueFieldProps {
  draft: CommonDraft;
  set: (key: keyof CommonDraft) => (value: string) => void;
  errors: FieldErrors;
}

/** What tells the event form from the workshop form: its schema, its draft and where it is sent. */
export interface CatalogueFormKind<Item, Draft, Payload> {
  schema: z.ZodType;
  /** Keys in the order the form shows them, for focusing the first error. */
  fieldOrder: readonly string[];
  nestedFields?: Readonly<Record<string, string>>;
  draftOf: (item: Item) => Draft;
  /** The full object POST and PUT take; `existing` keeps what the form does not show. */
  payloadOf: (draft: Draft, existing?: Item) => Payload;
  send: (payload: Payload, id?: string) => Promise<unknown>;
}

interface CatalogueFormOptions<Item, Draft> {
  /** Editing this item, or creating one from `emptyDraft`. */
  item: Item | null;
  emptyDraft: () => Draft;
  onSaved: () => void;
}

/**
 * The event and workshop forms' state and submit: the draft, the errors under the fields, and the
 * props of CatalogueFormModal (docs/product.md#events-and-workshops-catalogue: create or edit mode).
 */
export function useCatalogueForm<Item extends { _id: string }, Draft extends object, Payload>(
  kind: CatalogueFormKind<Item, Draft, Payload>,
  { item, emptyDraft, onSaved }: CatalogueFormOptions<Item, Draft>,
) {
  const { draft, set, changed } = useDraft<Draft>(() => (item ? kind.draftOf(item) : emptyDraft()));
  const { errors, failure, saving, save } = useSaveItem();
  const editing = !!item;

  const onSubmit = () =>
    void save({
      schema: kind.schema,
      payload: kind.payloadOf(draft, item ?? undefined),
      fieldOrder: kind.fieldOrder,
      nestedFields: kind.nestedFields,
      editing,
      send: (payload) => kind.send(payload, item?._id),
      onSaved,
    });

  return { draft, set, errors, modal: { editing, saving, failure, onSubmit, unsaved: changed } };
}
