/**
 * An email address that may wrap after its '@' (and nowhere else) when a table runs out of width, so a
 * long address does not push the table's last columns out of sight on a laptop screen.
 */
export function BreakableEmail({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at <= 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}
