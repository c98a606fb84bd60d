import { OverviewCard } from '../../components/OverviewCard';
import type { Job } from '../../domain/entities';
import { experienceInYears, salaryPerAnnum } from './jobText';

/** docs/PRODUCT.md §2: the fixed "date posted" text (the data has no posting date). */
export const DATE_POSTED_TEXT = 'Recently';

/** docs/PRODUCT.md §2: the side card "Job Overview". */
export function JobOverviewCard({ job }: { job: Job }) {
  return (
    <OverviewCard
      title="Job Overview"
      titleId="job-overview-title"
      rows={[
        ['Location', job.location],
        ['Salary', salaryPerAnnum(job.salary)],
        ['Experience', experienceInYears(job.experience)],
        ['Date Posted', DATE_POSTED_TEXT],
      ]}
    />
  );
}
