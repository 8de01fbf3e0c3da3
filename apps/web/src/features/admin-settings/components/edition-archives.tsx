import type { EditionArchive } from '@symposium/schema/edition-archives';
import { LoadState } from '../../../components/ui/load-state';
import type { RemoteData } from '../../../lib/use-remote-data';
import { ArchiveDownloads } from './archive-downloads';

const archivedOn = (at: string) => new Date(at).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** The finished editions kept in DATA_DIR/archives, newest first, each with its CSV downloads. */
export function EditionArchives({ archives }: { archives: RemoteData<EditionArchive[]> }) {
  return (
    <section className="admin-panel settings-group edition-archives" aria-labelledby="edition-archives-title">
      <h2 id="edition-archives-title" className="admin-section-title">
        Earlier editions
      </h2>
      <LoadState
        loading={archives.loading && !archives.data}
        error={archives.error}
        empty={archives.data?.length === 0}
        loadingLabel="Loading archives..."
        emptyLabel="No edition has been archived yet."
        subject="the archives"
        onRetry={archives.reload}
      />
      {archives.data && archives.data.length > 0 && (
        <ul className="edition-archive-list">
          {archives.data.map((archive) => (
            <li key={archive.name} className="edition-archive">
              <h3 className="edition-archive-title">{archive.title}</h3>
              <p className="field-hint">
                Archived {archivedOn(archive.archivedAt)} by {archive.archivedBy} · {archive.counts.participants}{' '}
                participants, {archive.counts.checkIns} check-ins, {archive.counts.kits} kits
                {archive.lateScans > 0 && ` · ${archive.lateScans} scans arrived after the switch`} · folder{' '}
                <code>archives/{archive.name}</code>
              </p>
              <ArchiveDownloads archive={archive.name} files={archive.csvFiles} title={archive.title} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
