import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { ApplyContext, type ApplyTarget } from '../../components/useApply';
import type { SubmitOutcome } from '../../submissions/submit';
import { ApplicationModal } from './ApplicationModal';
import { applicationResult, type ApplicationResult } from './applicationResult';
import { ResultDialog } from './ResultDialog';

/**
 * The application flow of the pages inside it: one form, opened (through useApply) for whichever
 * job's "Apply Now" was pressed, and the dialog with its result.
 */
export function ApplicationProvider({ children }: { children: ReactNode }) {
  const [job, setJob] = useState<ApplyTarget | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [result, setResult] = useState<ApplicationResult | null>(null);
  const [runId, setRunId] = useState<number | null>(null);
  const runs = useRef(0);

  const open = useCallback((target: ApplyTarget) => {
    setJob(target);
    setFormOpen(true);
  }, []);

  const showOutcome = (outcome: SubmitOutcome) => {
    runs.current += 1;
    setResult(applicationResult(outcome));
    setRunId(runs.current);
  };

  return (
    <ApplyContext.Provider value={open}>
      {children}
      <ApplicationModal job={job} opened={formOpen} onClose={() => setFormOpen(false)} onOutcome={showOutcome} />
      <ResultDialog result={result} runId={runId} onClose={() => setRunId(null)} />
    </ApplyContext.Provider>
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
