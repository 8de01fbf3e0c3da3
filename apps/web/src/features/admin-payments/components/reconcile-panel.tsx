import type { StatementAnswer, StatementColumnMapping, StatementLineView } from '@symposium/schema/payment-statements';
import { type FormEvent, useEffect, useState } from 'react';
import { useToast } from '../../../components/admin/toast-context';
import { FormAlert } from '../../../components/ui/form-alert';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { errorMessage } from '../../../lib/api-client';
import { getStatement, importStatement, previewOf, verifyMatched } from '../api/statements';
import { StatementLineModal } from './statement-line-modal';
import { StatementLists } from './statement-lists';
import { StatementMappingForm } from './statement-mapping-form';
import { VerifyMatchedDialog } from './verify-matched-dialog';

interface ReconcilePanelProps {
  /** The statement shown, kept in the address (?statement=): reload and Back show it again. */
  statementId: string | null;
  onStatement: (id: string | null) => void;
  /** Payments changed (verified): the other tabs reload. */
  onVerified: () => void;
}

type Opened = { line: StatementLineView; userId: string | null };

/**
 * The Reconcile tab (docs/decisions/0053-payments-that-reconcile.md): upload a bank statement, see what it matched,
 * what it paid short or over, the credits nobody explains and the pending payments with no line; verify the matched
 * ones at once after a confirmation. Nothing is verified by the upload itself.
 */
export function ReconcilePanel({ statementId, onStatement, onVerified }: ReconcilePanelProps) {
  const toast = useToast();
  const [file, setFile] = useState<File | null>(null);
  const [answer, setAnswer] = useState<StatementAnswer | null>(null);
  const [loading, setLoading] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [preview, setPreview] = useState<string[][] | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [opened, setOpened] = useState<Opened | null>(null);

  // The statement named in the address, when it is not the one just imported (a reload, a shared link).
  const shownId = answer?.id;
  useEffect(() => {
    if (!statementId || shownId === statementId) return;
    let active = true;
    setLoading(true);
    getStatement(statementId)
      .then(
        (data) => active && setAnswer(data),
        (error) => active && setFailure(errorMessage(error, 'The statement could not be loaded.')),
      )
      .finally(() => active && setLoading(false));
    return () => {
      active = false;
    };
  }, [statementId, shownId]);

  async function upload(mapping?: StatementColumnMapping) {
    if (!file) {
      setFailure('Choose a bank statement file (CSV or XLSX)');
      return;
    }
    setFailure(null);
    setBusy(true);
    try {
      const data = await importStatement(file, mapping);
      setPreview(null);
      setAnswer(data);
      onStatement(data.id);
    } catch (error) {
      const rows = previewOf(error);
      if (rows) setPreview(rows);
      setFailure(errorMessage(error, 'The statement could not be imported.'));
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void upload();
  }

  async function verify() {
    if (!answer) return;
    setBusy(true);
    try {
      const { message } = await verifyMatched(answer.id);
      toast.show(message);
      setAnswer(await getStatement(answer.id));
      onVerified();
    } catch (error) {
      toast.show(errorMessage(error, 'Failed to verify the matched payments.'), 'error');
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }

  const pendingMatched = answer ? answer.matched.filter((m) => m.user.paymentStatus === 'pending').length : 0;
  const everyone = answer ? [...answer.matched, ...answer.amountMismatch].map((m) => m.user) : [];
  const openedUser = opened?.userId ? (everyone.find((u) => u.id === opened.userId) ?? null) : null;

  return (
    <div className="reconcile">
      <form className="reconcile-upload" onSubmit={submit} noValidate>
        <label className="field-label" htmlFor="statement-file">
          Bank or UPI statement (CSV or XLSX)
        </label>
        <p className="muted small" id="statement-file-hint">
          Download it from the bank's net banking as CSV or Excel. Importing verifies nothing; importing the same days
          again adds no line twice.
        </p>
        <div className="reconcile-upload-row">
          <input
            id="statement-file"
            name="file"
            type="file"
            aria-describedby="statement-file-hint"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setPreview(null);
              setFailure(null);
            }}
          />
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy && !confirming ? 'Importing...' : 'Import statement'}
          </button>
        </div>
      </form>
      <FormAlert message={failure} />
      {preview && (
        <StatementMappingForm
          preview={preview}
          busy={busy}
          onSubmit={(mapping) => void upload(mapping)}
          onCancel={() => setPreview(null)}
        />
      )}
      {loading && !answer && <LoadingScreen label="Loading the statement..." />}
      {answer && (
        <>
          <div className="reconcile-summary">
            <p>
              <strong>{answer.fileName}</strong>: {answer.lineCount} lines, {answer.newLines} new.
            </p>
            <button
              type="button"
              className="btn btn-primary"
              disabled={pendingMatched === 0 || busy}
              onClick={() => setConfirming(true)}
            >
              Verify {pendingMatched} matched
            </button>
          </div>
          <StatementLists answer={answer} onOpen={(line, userId) => setOpened({ line, userId })} />
        </>
      )}
      {confirming && (
        <VerifyMatchedDialog
          count={pendingMatched}
          busy={busy}
          onConfirm={() => void verify()}
          onClose={() => setConfirming(false)}
        />
      )}
      {opened && answer && (
        <StatementLineModal
          line={opened.line}
          user={openedUser}
          candidates={answer.pendingWithoutLine}
          onClose={() => setOpened(null)}
        />
      )}
    </div>
  );
}
