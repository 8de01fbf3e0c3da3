// docs/product.md#fees-and-payment-settings: the registration flow's fees. 'both' is 449 everywhere (docs/decisions/0001-fees-and-the-registration-amount.md).
export const REGISTRATION_TYPES = ['general', 'workshop', 'both'] as const;
export type RegistrationType = (typeof REGISTRATION_TYPES)[number];

export const REGISTRATION_FEES: Record<RegistrationType, number> = {
  general: 299,
  workshop: 199,
  both: 449,
};

export const ACCOMMODATION_FEE = 300;

export const REGISTRATION_TYPE_LABELS: Record<RegistrationType, string> = {
  general: 'General (Events only)',
  workshop: 'Workshop only',
  both: 'Both (Events + Workshop)',
};

export interface FeeTable {
  fees: Record<RegistrationType, number>;
  accommodationFee: number;
}
export const DEFAULT_FEE_TABLE: FeeTable = { fees: REGISTRATION_FEES, accommodationFee: ACCOMMODATION_FEE };

/** docs/product.md#fees-and-payment-settings: the type's fee, plus the accommodation fee when accommodation is needed. */
export function registrationAmount(
  type: RegistrationType,
  needsAccommodation: boolean,
  table: FeeTable = DEFAULT_FEE_TABLE,
): number {
  return table.fees[type] + (needsAccommodation ? table.accommodationFee : 0);
}
