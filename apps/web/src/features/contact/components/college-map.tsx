import type { Edition } from '@symposium/schema/edition';
import { MapPin } from 'lucide-react';
import { useEffect, useState } from 'react';

function useOnline() {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/**
 * The edition's venue on a map: a lazy iframe of its name and address when online, and always a plain link (which also
 * works offline) — the organisers' own map link when they set one.
 */
export function CollegeMap({ venue }: { venue: Edition['venue'] }) {
  const online = useOnline();
  const query = encodeURIComponent(`${venue.name}, ${venue.address}`);
  const link = venue.mapUrl ?? `https://www.google.com/maps/search/?api=1&query=${query}`;
  return (
    <section className="card map-card" aria-labelledby="map-title">
      <h2 id="map-title" className="card-title">
        Find Us
      </h2>
      <p className="card-text">
        {venue.name}
        <br />
        {venue.address}
      </p>
      {online && (
        <div className="map-frame">
          <iframe
            src={`https://www.google.com/maps?q=${query}&output=embed`}
            title={`Map of ${venue.name}`}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
          />
        </div>
      )}
      <a href={link} target="_blank" rel="noopener noreferrer" className="btn btn-outline map-link">
        <MapPin aria-hidden="true" size={18} />
        Open {venue.name} in Maps
      </a>
    </section>
  );
}
