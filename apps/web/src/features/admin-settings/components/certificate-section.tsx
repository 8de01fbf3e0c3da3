import { CERTIFICATE_LIMITS, type CertificateTemplateState } from '@symposium/schema/certificates';
import { FileText, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useToast } from '../../../components/admin/toast-context';
import { BusyButton } from '../../../components/ui/busy-button';
import { FormAlert } from '../../../components/ui/form-alert';
import { LoadState } from '../../../components/ui/load-state';
import { TextField } from '../../../components/ui/text-field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { useRemoteData } from '../../../lib/use-remote-data';
import { getCertificateTemplate, sampleCertificate } from '../api/certificate-template';
import { saveSettings } from '../api/settings';
import { TemplateImageField } from './template-image-field';

type Signatory = { name: string; title: string };

/**
 * Settings → Certificates: who signs (up to three, with their signature images), the optional logo, and a sample
 * certificate drawn with all of it and the edition, to look at before releasing (docs/product.md "Results and
 * certificates").
 */
export function CertificateSection() {
  const template = useRemoteData('admin:certificate-template', getCertificateTemplate);
  return (
    <section className="admin-panel settings-group certificate-settings" aria-labelledby="certificate-settings-title">
      <h2 id="certificate-settings-title" className="admin-section-title">
        Certificates
      </h2>
      <p className="admin-note">
        Every certificate carries the edition's name and dates, the college and association, and up to three signatures.
        Upload each signature as a PNG or JPEG: a tablet's export, or a phone photo of a signed sheet.
      </p>
      <LoadState
        loading={template.loading}
        error={template.error}
        empty={!template.data}
        loadingLabel="Loading the certificate template..."
        emptyLabel=""
        subject="the certificate template"
        onRetry={template.reload}
      />
      {template.data && (
        // Drawn afresh when the saved signatories change, not when an image is uploaded (its message stays).
        <TemplateEditor
          key={JSON.stringify(template.data.signatories.map(({ name, title }) => [name, title]))}
          state={template.data}
          onChanged={template.reload}
        />
      )}
    </section>
  );
}

function TemplateEditor({ state, onChanged }: { state: CertificateTemplateState; onChanged: () => void }) {
  const toast = useToast();
  const saved = state.signatories.map(({ name, title }) => ({ name, title }));
  const [signatories, setSignatories] = useState<Signatory[]>(saved);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const [sampling, setSampling] = useState(false);
  const unsaved = JSON.stringify(signatories) !== JSON.stringify(saved);

  const edit = (index: number, change: Partial<Signatory>) =>
    setSignatories((list) => list.map((s, i) => (i === index ? { ...s, ...change } : s)));

  async function save() {
    setSaving(true);
    setFailure(null);
    setFieldErrors({});
    try {
      await saveSettings({ certificate: { signatories } });
      toast.show('Signatories saved');
      onChanged();
    } catch (error) {
      setFailure(errorMessage(error, 'Could not save the signatories'));
      if (error instanceof ApiError) setFieldErrors(error.fieldErrors);
    } finally {
      setSaving(false);
    }
  }

  async function downloadSample() {
    setSampling(true);
    try {
      const file = await sampleCertificate();
      saveFile(file.blob, file.fileName ?? 'certificate-sample.pdf');
    } catch (error) {
      toast.show(errorMessage(error, 'Could not draw the sample certificate'), 'error');
    } finally {
      setSampling(false);
    }
  }

  const errorOf = (index: number, field: keyof Signatory) =>
    fieldErrors[`certificate.signatories.${index}.${field}`]?.[0];

  return (
    <div className="certificate-template">
      <ol className="signatory-list">
        {signatories.map((signatory, index) => (
          <li key={index} className="signatory-row">
            <div className="signatory-fields">
              <TextField
                label={`Signatory ${index + 1}: name`}
                name={`signatory-${index}-name`}
                value={signatory.name}
                maxLength={CERTIFICATE_LIMITS.signatoryNameMax}
                error={errorOf(index, 'name')}
                onValueChange={(name) => edit(index, { name })}
              />
              <TextField
                label={`Signatory ${index + 1}: title`}
                name={`signatory-${index}-title`}
                value={signatory.title}
                maxLength={CERTIFICATE_LIMITS.signatoryTitleMax}
                hint="As it should read under the signature: Principal, Head of the Department, …"
                error={errorOf(index, 'title')}
                onValueChange={(title) => edit(index, { title })}
              />
            </div>
            {index < state.signatories.length && !unsaved ? (
              <TemplateImageField
                slot={{ kind: 'signature', index }}
                label={`Signature of ${state.signatories[index].name}`}
                uploaded={state.signatories[index].hasSignature}
                onChanged={onChanged}
              />
            ) : (
              <p className="field-hint">Save the signatories to upload this signature.</p>
            )}
            <button
              type="button"
              className="btn btn-ghost btn-small"
              onClick={() => setSignatories((list) => list.filter((_, i) => i !== index))}
            >
              <Trash2 aria-hidden="true" size={16} /> Remove signatory {index + 1}
            </button>
          </li>
        ))}
      </ol>
      {signatories.length === 0 && <p className="muted">No signatories yet: certificates are printed unsigned.</p>}
      <div className="button-row">
        {signatories.length < CERTIFICATE_LIMITS.signatoriesMax && (
          <button
            type="button"
            className="btn btn-outline btn-small"
            onClick={() => setSignatories((list) => [...list, { name: '', title: '' }])}
          >
            <Plus aria-hidden="true" size={16} /> Add signatory
          </button>
        )}
        <BusyButton
          type="button"
          className="btn btn-primary btn-small"
          busy={saving}
          disabled={!unsaved}
          onClick={() => void save()}
        >
          {saving ? 'Saving...' : 'Save signatories'}
        </BusyButton>
      </div>
      <FormAlert message={failure} />
      <TemplateImageField slot={{ kind: 'logo' }} label="Logo" uploaded={state.hasLogo} onChanged={onChanged} />
      <div>
        <BusyButton
          type="button"
          className="btn btn-outline btn-small"
          busy={sampling}
          disabled={unsaved}
          onClick={() => void downloadSample()}
        >
          <FileText aria-hidden="true" size={16} /> {sampling ? 'Drawing...' : 'Download a sample certificate'}
        </BusyButton>
        {unsaved && <p className="field-hint">Save the signatories first: the sample shows what is saved.</p>}
      </div>
    </div>
  );
}
