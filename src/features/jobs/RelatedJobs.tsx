import { Button, Title } from '@mantine/core';
import { memo } from 'react';

import { useWindowedList } from '../../api/useWindowedList';
import { ResponsiveGrid } from '../../components/ResponsiveGrid';
import { ShowMoreOfList } from '../../components/ShowMoreButton';
import { useApply } from '../../components/useApply';
import { useFocusOnShowMore } from '../../components/useFocusOnShowMore';
import type { JobSummary } from '../../domain/entities';
import { RELATED_JOBS_WINDOW } from '../../domain/firstWindows';
import { useT } from '../../i18n/useT';
import { SaveableJobCard } from '../../personal/page/SaveableJobCard';

/**
 * docs/PRODUCT.md §2 "Related Jobs": every job reachable, each as the job card with the Save toggle and
 * its own "Apply Now" (the form opens in place): the first window
 * of the jobs list, and Show more for the next. Memoised, as its cards: the job page draws again
 * when its query's state moves (the refetch when the service worker takes control on a first
 * visit), and drawing the cards again need not follow.
 */
export const RelatedJobs = memo(function RelatedJobs() {
  const list = useWindowedList('jobs', RELATED_JOBS_WINDOW);
  const { listRef, willShowMore } = useFocusOnShowMore<HTMLElement>(list.items.length);
  const t = useT();
  if (list.items.length === 0) return null;
  return (
    <section aria-labelledby="related-jobs-title">
      <Title order={2} id="related-jobs-title" mb="md">
        {t('jobs.relatedJobs')}
      </Title>
      <ResponsiveGrid ref={listRef} component="ul" cols={{ base: 1, sm: 2, lg: 3 }}>
        {list.items.map((job) => (
          <RelatedJobCard key={job.id} job={job} />
        ))}
      </ResponsiveGrid>
      <ShowMoreOfList what="jobs" list={list} willShowMore={willShowMore} />
    </section>
  );
});

const RelatedJobCard = memo(function RelatedJobCard({ job }: { job: JobSummary }) {
  const t = useT();
  const apply = useApply();
  return (
    <SaveableJobCard
      job={job}
      headingLevel={3}
      action={
        // Mantine's Button, already in the job page's code (its header's Apply Now): no more code to load.
        <Button
          className="sr-job-card__button"
          variant="light"
          size="sm"
          onClick={() => apply(job)}
          aria-label={t('jobs.applyNowFor', { title: job.title })}
        >
          {t('jobs.applyNow')}
        </Button>
      }
    />
  );
});

/** The job page's deferred part (JobDetailsPage.tsx): the memoised list, as a plain component. */
export default function RelatedJobsPart() {
  return <RelatedJobs />;
}
