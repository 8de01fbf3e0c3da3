import { LIMITS } from '@symposium/schema/constants';
import { TextField } from './text-field';

interface TransactionIdFieldProps {
  value: string;
  error?: string;
  onValueChange: (value: string) => void;
}

/** The payment's transaction ID, as the register form and the profile's new-proof form ask for it. */
export function TransactionIdField({ value, error, onValueChange }: TransactionIdFieldProps) {
  return (
    <TextField
      label="Transaction ID"
      name="transactionId"
      autoComplete="off"
      maxLength={LIMITS.transactionIdMax}
      value={value}
      onValueChange={(v) => onValueChange(v.trim())}
      error={error}
      hint="The UPI reference shown by your payment app."
    />
  );
}
