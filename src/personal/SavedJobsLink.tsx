import { Link } from 'react-router-dom';

import { IconBookmark } from '../components/icons';
import { optionalPart } from '../components/optionalPart';
import { routes } from '../domain/routes';
import classes from './SavedJobsLink.module.css';

/**
 * The count and the saved jobs' start are code of their own, fetched once the page has hydrated
 * (optionalPart): every page's first JavaScript carries only this plain link (docs/PERFORMANCE.md).
 */
const SavedCount = optionalPart(async () => (await import('./SavedCount')).SavedCount);

/**
 * The header's link to the saved jobs, with how many there are. The count is the device's, so the
 * server's HTML has its box empty (the same width: nothing moves when it fills).
 */
export function SavedJobsLink() {
  return (
    <Link to={routes.savedJobs} className={classes.link}>
      <IconBookmark size={20} />
      <span className={classes.words}>Saved jobs</span>
      <span className={classes.count} data-device-count>
        <SavedCount />
      </span>
    </Link>
  );
}
