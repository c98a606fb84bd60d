import { useRef, useState, type ReactNode } from 'react';
import type { SubmitOutcome } from '../../submissions/submit';
import { ApplicationModal } from './ApplicationModal';
import { applicationResult, type ApplicationResult } from './applicationResult';
import type { ApplyTarget } from './appliedJob';
import { ResultDialog } from './ResultDialog';

export interface JobApplication {
  /** Opens the application form for this job (an "Apply Now" button). */
  open: (job: ApplyTarget) => void;
  /** The form and the result dialog; render it once on the page. */
  element: ReactNode;
}

/** The application flow of a page: one form, opened for whichever job's "Apply Now" was pressed. */
export function useJobApplication(): JobApplication {
  const [job, setJob] = useState<ApplyTarget | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [result, setResult] = useState<ApplicationResult | null>(null);
  const [runId, setRunId] = useState<number | null>(null);
  const runs = useRef(0);

  const showOutcome = (outcome: SubmitOutcome) => {
    runs.current += 1;
    setResult(applicationResult(outcome));
    setRunId(runs.current);
  };

  return {
    open: (target) => {
      setJob(target);
      setFormOpen(true);
    },
    element: (
      <>
        <ApplicationModal job={job} opened={formOpen} onClose={() => setFormOpen(false)} onOutcome={showOutcome} />
        <ResultDialog result={result} runId={runId} onClose={() => setRunId(null)} />
      </>
    ),
  };
}
