import type { JobSummary } from '../../domain/entities';
import { detailLink, routes } from '../../domain/routes';
import { useT } from '../../i18n/useT';
import { LightButtonLink } from '../LightParts';

/** A job card's View button (the lists of /find-jobs and a company's open jobs): to the job's page, named for its job. */
export function ViewJobButton({ job }: { job: JobSummary }) {
  const t = useT();
  const link = detailLink(routes.jobDetails, job.id);
  return (
    <LightButtonLink
      vars="sr-job-card__button"
      to={link.to}
      state={link.state}
      aria-label={t('jobCard.viewJob', { title: job.title })}
    >
      {t('jobCard.view')}
    </LightButtonLink>
  );
}
