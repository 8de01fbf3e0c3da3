import { useEffect, useRef } from 'react';

/**
 * Tells the dialog around a form part whether it holds typed text not yet sent (the dialog then asks before an
 * accidental close: components/ui/modal.tsx). Reports false when the part goes.
 */
export function useReportUnsaved(unsaved: boolean, report: ((unsaved: boolean) => void) | undefined) {
  const reportRef = useRef(report);
  reportRef.current = report;
  useEffect(() => reportRef.current?.(unsaved), [unsaved]);
  useEffect(() => () => reportRef.current?.(false), []);
}
