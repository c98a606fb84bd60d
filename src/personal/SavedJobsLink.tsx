import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';

import { IconBookmark } from '../components/icons';
import { routes } from '../domain/routes';
import classes from './SavedJobsLink.module.css';
import { startSavedJobs, useSavedCount } from './savedJobsState';

/**
 * The header's link to the saved jobs, with how many there are. The count is the device's, so the
 * server's HTML has its box empty (the same width: no shift when it fills); once the page has
 * hydrated this starts the saved jobs' code (savedJobsState.ts), which fills it and presses the
 * Save toggles of saved jobs on every page.
 */
export function SavedJobsLink() {
  const count = useSavedCount();
  const { pathname } = useLocation();
  useEffect(() => {
    // Offline before the chunk was ever fetched: the toggles load it on a tap, the count stays empty.
    startSavedJobs().catch(() => undefined);
  }, []);
  return (
    <Link to={routes.savedJobs} className={classes.link} aria-current={pathname === routes.savedJobs ? 'page' : undefined}>
      <IconBookmark size={20} />
      <span className={classes.words}>Saved jobs</span>
      <span className={classes.count}>{count ?? ''}</span>
    </Link>
  );
}
