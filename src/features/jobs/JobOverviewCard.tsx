import { experienceInYears, salaryPerAnnum } from '../../components/jobCard/jobText';
import { OverviewCard } from '../../components/OverviewCard';
import type { Job } from '../../domain/entities';
import { useT } from '../../i18n/useT';

/**
 * docs/PRODUCT.md §2: the side card "Job Overview". Its "date posted" is a fixed text ("Recently"):
 * the data has no posting date.
 */
export function JobOverviewCard({ job }: { job: Job }) {
  const t = useT();
  return (
    <OverviewCard
      title={t('jobs.overviewTitle')}
      titleId="job-overview-title"
      rows={[
        [t('jobs.overviewLocation'), job.location],
        [t('jobs.overviewSalary'), salaryPerAnnum(t, job.salary)],
        [t('jobs.overviewExperience'), experienceInYears(t, job.experience)],
        [t('jobs.overviewDatePosted'), t('jobs.datePostedRecently')],
      ]}
    />
  );
}
