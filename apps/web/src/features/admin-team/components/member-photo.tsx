import { LIMITS } from '@symposium/schema/constants';
import { M } from '@symposium/schema/messages';
import { useEffect, useId, useState } from 'react';
import { BusyButton } from '../../../components/ui/busy-button';
import { errorMessage } from '../../../lib/api-client';
import { initialsOf } from '../../../lib/initials';
import { removeTeamPhoto, uploadTeamPhoto } from '../api/team-photo';
import type { MemberDraft } from '../team-draft';

interface Outcome {
  tone: 'success' | 'error';
  text: string;
}

/**
 * A saved member's photo: choose a file, see it before it is sent, upload it; the server's answer (the square it
 * made, or why it refused the file) shows here. A member not yet saved has no id to hang a photo on.
 */
export function MemberPhoto({
  member,
  onPhotoChanged,
}: {
  member: MemberDraft;
  onPhotoChanged: (photoUrl: string | null) => void;
}) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const who = member.name.trim() || 'this member';

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  function choose(chosen: File | undefined) {
    if (!chosen) return;
    setOutcome(null);
    // The size is known before sending; whether it is a photo is the server's to judge, by its content.
    if (chosen.size > LIMITS.teamPhotoMaxBytes) {
      setOutcome({ tone: 'error', text: M.teamPhotoTooLarge });
      return;
    }
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
  }

  function cancel() {
    setFile(null);
    setPreview(null);
  }

  async function act(action: () => Promise<{ message: string; data: { photoUrl: string | null } }>, failure: string) {
    setBusy(true);
    setOutcome(null);
    try {
      const answer = await action();
      onPhotoChanged(answer.data.photoUrl);
      setOutcome({ tone: 'success', text: answer.message });
      cancel();
    } catch (error) {
      setOutcome({ tone: 'error', text: errorMessage(error, failure) });
    } finally {
      setBusy(false);
    }
  }

  const shown = preview ?? member.photoUrl;
  return (
    <div className="team-photo">
      {shown ? (
        <img
          className={`team-photo-image ${preview ? 'team-photo-preview' : ''}`}
          src={shown}
          alt={preview ? `Preview of the photo chosen for ${who}` : `Photo of ${who}`}
          width={88}
          height={88}
        />
      ) : (
        <span className="team-photo-image team-photo-initials" aria-hidden="true">
          {initialsOf(member.name) || '?'}
        </span>
      )}
      <div className="team-photo-actions">
        {!member.id ? (
          <p className="field-hint">Save the team to add a photo.</p>
        ) : file ? (
          <>
            <p className="field-hint">Preview: not uploaded yet.</p>
            <BusyButton
              type="button"
              className="btn btn-primary btn-small"
              busy={busy}
              onClick={() => act(() => uploadTeamPhoto(member.id!, file), 'Failed to upload the photo.')}
            >
              {busy ? 'Uploading...' : 'Upload photo'}
            </BusyButton>
            <button type="button" className="btn btn-ghost btn-small" onClick={cancel} disabled={busy}>
              Cancel
            </button>
          </>
        ) : (
          <>
            <label htmlFor={inputId} className="btn btn-outline btn-small team-photo-choose">
              {member.photoUrl ? 'Change photo' : 'Choose photo'}
            </label>
            <input
              id={inputId}
              className="visually-hidden"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              aria-label={`Photo of ${who}: JPEG, PNG or WebP, up to ${LIMITS.teamPhotoMaxBytes / (1024 * 1024)} MB`}
              onChange={(event) => {
                choose(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
            {member.photoUrl && (
              <BusyButton
                type="button"
                className="btn btn-ghost btn-small"
                busy={busy}
                onClick={() => act(() => removeTeamPhoto(member.id!), 'Failed to remove the photo.')}
              >
                {busy ? 'Removing...' : 'Remove photo'}
              </BusyButton>
            )}
          </>
        )}
        <p
          className={`team-photo-outcome ${outcome?.tone === 'error' ? 'field-error' : 'team-photo-saved'}`}
          role="status"
          aria-live="polite"
        >
          {outcome?.text}
        </p>
      </div>
    </div>
  );
}
