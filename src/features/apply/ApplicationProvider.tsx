import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Outlet } from 'react-router-dom';

import { loadOnce } from '../../browser/loadOnce';
import { optionalPart } from '../../components/optionalPart';
import { ConnectionNeeded } from '../../components/tapPart/ConnectionNeeded';
import { tapPart } from '../../components/tapPart/tapPart';
import { AppliedNoteContext, ApplyContext, type ApplyTarget } from '../../components/useApply';
import { loadTexts } from '../../i18n/pageTexts';
import { useT } from '../../i18n/useT';
import type { SubmitOutcome } from '../../outbox/page/submit';
import { type ApplicationResult, applicationResult } from './applicationResult';

// The form (@mantine/form, zod, the resume checks) and the result dialog are code of their own,
// out of the first page's JavaScript: a job's page shows without them. They are fetched once the
// page has settled (tapPart's prefetch), so an "Apply Now" tapped offline a moment later opens the
// form; tapped before they arrived, with no connection, it says so in place, with a retry.
// The form's texts (the forms area of the catalogue, and the outbox's for a server's wait) come with its code,
// the question before a second application to a job (formParts.ts), and the outbox panel's code,
// which a submission kept offline shows (src/outbox/page/outboxPanelCode.ts).
const formParts = loadOnce(async () => {
  const [module] = await Promise.all([import('./formParts'), loadTexts(['forms', 'outbox'])]);
  await module.outboxPanelCode.load();
  return module;
});
const applicationForm = tapPart(async () => (await formParts.load()).ApplicationModal);
const resultDialog = tapPart(async () => (await import('./ResultDialog')).ResultDialog);
// "You applied on <date>" (JobHeader): the device's record, read once the page is up.
const AppliedNote = optionalPart(async () => (await import('../../personal/page/AppliedNote')).AppliedNote);
const appliedNote = (jobId: number) => <AppliedNote jobId={jobId} />;
const ApplicationModal = applicationForm.Part;
const ResultDialog = resultDialog.Part;

/**
 * The application flow of the pages inside it: one form, opened (through useApply) for whichever
 * job's "Apply Now" was pressed, and the dialog with its result.
 */
export function ApplicationProvider({ children }: { children: ReactNode }) {
  const [job, setJob] = useState<ApplyTarget | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [result, setResult] = useState<ApplicationResult | null>(null);
  const [runId, setRunId] = useState<number | null>(null);
  const [asked, setAsked] = useState<{ job: ApplyTarget; appliedAt: number } | null>(null);
  const runs = useRef(0);
  const t = useT();

  useEffect(() => {
    const stopForm = applicationForm.prefetch();
    const stopResult = resultDialog.prefetch();
    return () => {
      stopForm();
      stopResult();
    };
  }, []);

  const openForm = useCallback((target: ApplyTarget) => {
    setJob(target);
    setFormOpen(true);
  }, []);

  // A job this device already applied for asks first. Whatever stops the check (its code not
  // fetched before going offline, storage the browser refuses) opens the form: the question is a
  // courtesy, applying must never depend on it.
  const open = useCallback(
    (target: ApplyTarget) => {
      // A tap before the form's code arrived (before its prefetch) fetches it first, then asks; if
      // it cannot come, the form's own loading says what it must (its "needs a connection"
      // message, a retry).
      formParts
        .load()
        .then((parts) => parts.applicationBefore(target.id))
        .catch(() => null)
        .then((earlier) => (earlier ? setAsked({ job: target, appliedAt: earlier.sentAt }) : openForm(target)))
        .catch(() => undefined);
    },
    [openForm],
  );
  const AskAgain = formParts.loaded()?.ApplyAgainDialog;

  const showOutcome = (outcome: SubmitOutcome) => {
    runs.current += 1;
    setResult(applicationResult(t, outcome));
    setRunId(runs.current);
  };

  return (
    <ApplyContext.Provider value={open}>
      <AppliedNoteContext.Provider value={appliedNote}>{children}</AppliedNoteContext.Provider>
      {/* Mounted from the first opening (and the first result) on: closing keeps the exit transition. */}
      {job && (
        <ApplicationModal
          job={job}
          opened={formOpen}
          onClose={() => setFormOpen(false)}
          onOutcome={showOutcome}
          fallback={(retry) => formOpen && <Floating onRetry={retry} onClose={() => setJob(null)} />}
        />
      )}
      {asked && AskAgain && (
        <AskAgain
          job={asked.job}
          appliedAt={asked.appliedAt}
          onAnswer={(again) => {
            setAsked(null);
            if (again) openForm(asked.job);
          }}
        />
      )}
      {result && (
        <ResultDialog
          result={result}
          runId={runId}
          onClose={() => setRunId(null)}
          fallback={(retry) => runId !== null && <Floating onRetry={retry} onClose={() => setRunId(null)} />}
        />
      )}
    </ApplyContext.Provider>
  );
}

/** The provider sits below the page: the message floats over its bottom, where the tap's eyes are. */
function Floating(props: { onRetry: () => void; onClose: () => void }) {
  return (
    <div style={{ position: 'fixed', insetInline: 16, bottom: 16, zIndex: 300, display: 'flex', justifyContent: 'center' }}>
      <ConnectionNeeded {...props} />
    </div>
  );
}

/** The route src/app/router.tsx puts around the pages with "Apply Now" buttons (a lazily loaded chunk of its own). */
export default function ApplicationRoute() {
  return (
    <ApplicationProvider>
      <Outlet />
    </ApplicationProvider>
  );
}
