import { Link } from 'react-router-dom';

import headerItem from '../../components/HeaderItem.module.css';
import { IconBookmark } from '../../components/icons';
import { optionalPart } from '../../components/optionalPart';
import { routes } from '../../domain/routes';
import { useT } from '../../i18n/useT';
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
  const t = useT();
  return (
    <Link to={routes.savedJobs} className={`${headerItem.item} ${classes.link}`}>
      <IconBookmark size={20} />
      <span className={classes.words}>{t('header.savedJobs')}</span>
      <span className={classes.count} data-device-count>
        <SavedCount />
      </span>
    </Link>
  );
}
