import { ARCHIVE_CSV_LABELS, type ArchiveCsvFile } from '@symposium/schema/edition-archives';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { downloadArchiveCsv } from '../api/editions';

/** One archive's CSV files as download buttons (fetched with the admin's token, as the users export is). */
export function ArchiveDownloads({
  archive,
  files,
  title,
}: {
  archive: string;
  files: readonly ArchiveCsvFile[];
  title: string;
}) {
  const [busy, setBusy] = useState<ArchiveCsvFile | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function download(file: ArchiveCsvFile) {
    setBusy(file);
    setFailure(null);
    try {
      await downloadArchiveCsv(archive, file);
    } catch (error) {
      console.error('Downloading an archive CSV failed', error);
      setFailure(errorMessage(error, 'The file could not be downloaded. Please try again.'));
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="archive-downloads">
      <ul className="archive-download-list" aria-label={`CSV files of ${title}`}>
        {files.map((file) => (
          <li key={file}>
            <button
              type="button"
              className="btn btn-outline btn-small"
              aria-disabled={busy === file || undefined}
              onClick={() => busy !== file && void download(file)}
            >
              <Download aria-hidden="true" size={16} />
              {busy === file ? 'Downloading...' : ARCHIVE_CSV_LABELS[file]}
              <span className="visually-hidden"> ({file})</span>
            </button>
          </li>
        ))}
      </ul>
      {failure && (
        <p className="field-error" role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}
