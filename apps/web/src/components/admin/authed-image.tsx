import { ExternalLink, ImageOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { apiFile } from '../../lib/api-client';

interface AuthedImageProps {
  /** The staff-only API path ('/api/v1/uploads/…'); an <img src> to it would go without the token. */
  path: string | null;
  alt: string;
  className?: string;
}

type State = { status: 'loading' } | { status: 'ready'; url: string } | { status: 'failed' };

/** A private upload (payment screenshot) fetched with the bearer token and shown from an object URL. */
export function AuthedImage({ path, alt, className }: AuthedImageProps) {
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    if (!path) return;
    let url: string | null = null;
    let active = true;
    setState({ status: 'loading' });
    apiFile(path).then(
      ({ blob }) => {
        if (!active) return;
        url = URL.createObjectURL(blob);
        setState({ status: 'ready', url });
      },
      () => active && setState({ status: 'failed' }),
    );
    return () => {
      active = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [path]);

  if (!path) {
    return (
      <div className={`authed-image authed-image-empty ${className ?? ''}`}>
        <ImageOff aria-hidden="true" size={20} />
        <span>No screenshot uploaded</span>
      </div>
    );
  }
  if (state.status === 'loading') {
    return (
      <div className={`authed-image authed-image-empty ${className ?? ''}`} role="status">
        Loading screenshot...
      </div>
    );
  }
  if (state.status === 'failed') {
    return (
      <div className={`authed-image authed-image-empty ${className ?? ''}`} role="alert">
        <ImageOff aria-hidden="true" size={20} />
        <span>Could not load the screenshot</span>
      </div>
    );
  }
  return (
    <figure className={`authed-image ${className ?? ''}`}>
      <a href={state.url} target="_blank" rel="noopener" aria-label={`${alt} (open full size)`}>
        <img src={state.url} alt={alt} />
      </a>
      <figcaption>
        <a href={state.url} target="_blank" rel="noopener" className="text-link">
          <ExternalLink aria-hidden="true" size={14} /> Open full size
        </a>
      </figcaption>
    </figure>
  );
}
