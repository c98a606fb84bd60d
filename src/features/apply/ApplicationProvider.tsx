import { lazy, type ReactNode, Suspense, useCallback, useRef, useState } from 'react';
import { Outlet } from 'react-router-dom';

import { ApplyContext, type ApplyTarget } from '../../components/useApply';
import { loadTexts } from '../../i18n/pageTexts';
import { useT } from '../../i18n/useT';
import type { SubmitOutcome } from '../../outbox/submit';
import { type ApplicationResult, applicationResult } from './applicationResult';

// The form (@mantine/form, zod, the resume checks) and the result dialog load on the first
// "Apply Now": a job's page shows without them.
// The form's texts (the forms area of the catalogue, and the outbox's for a server's wait) come with its code.
const ApplicationModal = lazy(async () => {
  const [module] = await Promise.all([import('./ApplicationModal'), loadTexts(['forms', 'outbox'])]);
  return { default: module.ApplicationModal };
});
const ResultDialog = lazy(() => import('./ResultDialog').then((module) => ({ default: module.ResultDialog })));

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
  const t = useT();

  const open = useCallback((target: ApplyTarget) => {
    setJob(target);
    setFormOpen(true);
  }, []);

  const showOutcome = (outcome: SubmitOutcome) => {
    runs.current += 1;
    setResult(applicationResult(t, outcome));
    setRunId(runs.current);
  };

  return (
    <ApplyContext.Provider value={open}>
      {children}
      {/* Mounted from the first opening (and the first result) on: closing keeps the exit transition. */}
      <Suspense fallback={null}>
        {job && <ApplicationModal job={job} opened={formOpen} onClose={() => setFormOpen(false)} onOutcome={showOutcome} />}
      </Suspense>
      <Suspense fallback={null}>
        {result && <ResultDialog result={result} runId={runId} onClose={() => setRunId(null)} />}
      </Suspense>
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
