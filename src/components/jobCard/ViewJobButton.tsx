import type { JobSummary } from '../../domain/entities';
import { detailLink, routes } from '../../domain/routes';
import { useT } from '../../i18n/useT';
import { LightButtonLink } from '../LightParts';

/**
 * A job card's View button (the lists of /find-jobs, a company's open jobs, the saved jobs): to the
 * job's page, named for its job. `words` replaces the lists' text and name (the saved jobs' own).
 */
export function ViewJobButton({ job, words }: { job: JobSummary; words?: { text: string; name: string } }) {
  const t = useT();
  const link = detailLink(routes.jobDetails, job.id);
  return (
    <LightButtonLink
      vars="sr-job-card__button"
      to={link.to}
      state={link.state}
      aria-label={words?.name ?? t('jobCard.viewJob', { title: job.title })}
    >
      {words?.text ?? t('jobCard.view')}
    </LightButtonLink>
  );
}
