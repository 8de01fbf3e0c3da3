/**
 * An email address that wraps after its '@' when a table runs out of width, and anywhere else only when a half
 * is still too long for the column (styles/admin-tables.css): a long college address does not push the table's
 * last columns out of sight on a laptop screen.
 */
export function BreakableEmail({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at <= 0) return <span className="breakable-email">{email}</span>;
  return (
    <span className="breakable-email">
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </span>
  );
}
