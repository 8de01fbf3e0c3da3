import { SYMPOSIUM } from '@symposium/schema/constants';
import { MapPin } from 'lucide-react';
import { useEffect, useState } from 'react';

const query = encodeURIComponent(SYMPOSIUM.collegeName);
const EMBED_URL = `https://www.google.com/maps?q=${query}&output=embed`;
const LINK_URL = `https://www.google.com/maps/search/?api=1&query=${query}`;

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

/** The college on a map: a lazy iframe when online, and always a plain link (which also works offline). */
export function CollegeMap() {
  const online = useOnline();
  return (
    <section className="card map-card" aria-labelledby="map-title">
      <h2 id="map-title" className="card-title">
        Find Us
      </h2>
      {online && (
        <div className="map-frame">
          <iframe
            src={EMBED_URL}
            title={`Map of ${SYMPOSIUM.collegeName}`}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
          />
        </div>
      )}
      <a href={LINK_URL} target="_blank" rel="noopener noreferrer" className="btn btn-outline map-link">
        <MapPin aria-hidden="true" size={18} />
        Open {SYMPOSIUM.collegeName} in Google Maps
      </a>
    </section>
  );
}
