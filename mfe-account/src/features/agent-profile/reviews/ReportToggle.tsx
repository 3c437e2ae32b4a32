import { useState } from 'react';
import { toast } from '@souq/shared';
import type { ReportReason } from '../../../lib/agentApiTypes';
import { ConfirmDialog, ReportDialog } from './ReportDialogs';

interface ReportToggleProps {
  reported: boolean;
  labels: { report: string; withdraw: string; reportQuestion: string; withdrawQuestion: string };
  report: (reason: ReportReason, text: string | null) => Promise<string>;
  withdraw: () => Promise<string>;
  /** After a report or a withdrawal went through, with the member's new state. */
  onChange: (reported: boolean) => void;
  className?: string;
}

/** Report (with a reason) or withdraw one's report, each through its confirmation. */
export function ReportToggle({
  reported,
  labels,
  report,
  withdraw,
  onChange,
  className = 'agp-button',
}: ReportToggleProps) {
  const [open, setOpen] = useState(false);
  const send = async (reason: ReportReason, text: string | null) => {
    try {
      toast.success(await report(reason, text));
      setOpen(false);
      onChange(true);
      return true;
    } catch {
      // The interceptor showed the server's message; the dialog keeps the reason and the text.
      return false;
    }
  };
  const unreport = async () => {
    try {
      toast.success(await withdraw());
      setOpen(false);
      onChange(false);
    } catch {
      // Shown by the interceptor; the question stays for another try.
    }
  };
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        {reported ? labels.withdraw : labels.report}
      </button>
      {reported ? (
        <ConfirmDialog
          open={open}
          question={labels.withdrawQuestion}
          onCancel={() => setOpen(false)}
          onConfirm={unreport}
        />
      ) : (
        <ReportDialog open={open} question={labels.reportQuestion} onCancel={() => setOpen(false)} onConfirm={send} />
      )}
    </>
  );
}
