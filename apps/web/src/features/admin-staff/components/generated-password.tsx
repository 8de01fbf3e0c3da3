import { Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

interface GeneratedPasswordProps {
  email: string;
  password: string;
  /** The server's answer ('Staff account added'), said here instead of in a toast that would cover the password. */
  message: string;
  onDismiss: () => void;
}

/** The server answers a generated password once: show it until the admin has noted it down. */
export function GeneratedPassword({ email, password, message, onDismiss }: GeneratedPasswordProps) {
  const [copied, setCopied] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  // On a phone the form's button is at the foot of the screen: bring the whole panel into view.
  useEffect(() => {
    panel.current?.scrollIntoView({ block: 'nearest' });
  }, [password]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(password);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  return (
    <div className="generated-password" role="status" ref={panel}>
      <p className="generated-password-title">{message}</p>
      <p>
        Password for <strong>{email}</strong> — shown only this once. Hand it over in person; they can reset it later.
      </p>
      <p className="generated-password-value mono">{password}</p>
      <div className="button-row">
        <button type="button" className="btn btn-outline btn-small" onClick={copy}>
          <Copy aria-hidden="true" size={16} />
          {copied ? 'Copied' : 'Copy password'}
        </button>
        <button type="button" className="btn btn-ghost btn-small" onClick={onDismiss}>
          I have noted it
        </button>
      </div>
    </div>
  );
}
