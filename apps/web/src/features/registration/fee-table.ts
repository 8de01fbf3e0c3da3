import { DEFAULT_FEE_TABLE, type FeeTable } from '@symposium/schema/fees';
import type { SiteConfig } from '../../lib/site-config';

/** The fees in force (organisers edit them in settings); the defaults only until the config has loaded. */
export const feeTableOf = (config: SiteConfig | null): FeeTable =>
  config ? { fees: config.fees, accommodationFee: config.accommodationFee } : DEFAULT_FEE_TABLE;
