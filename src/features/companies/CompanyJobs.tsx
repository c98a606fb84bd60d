import { Text, Title } from '@mantine/core';
import { useMemo } from 'react';

import { useWindowedList } from '../../api/useWindowedList';
import { JobCard } from '../../components/jobCard/JobCard';
import { LightButtonLink } from '../../components/LightParts';
import { ResponsiveGrid } from '../../components/ResponsiveGrid';
import { ShowMoreOfList } from '../../components/ShowMoreButton';
import { useFocusOnShowMore } from '../../components/useFocusOnShowMore';
import type { JobSummary } from '../../domain/entities';
import { COMPANY_JOBS_WINDOW } from '../../domain/firstWindows';
import { companyJobsFilter } from '../../domain/jobFilters';
import { detailLink, routes } from '../../domain/routes';
import { useT } from '../../i18n/useT';
import { SaveJobButton } from '../../personal/page/SaveJobButton';

/** One open job: the job card, with the Save toggle and View, as the job lists have it. */
function CompanyJobCard({ job }: { job: JobSummary }) {
  const t = useT();
  const link = detailLink(routes.jobDetails, job.id);
  return (
    <JobCard
      job={job}
      headingLevel={3}
      actions={
        <>
          <SaveJobButton job={job} />
          <LightButtonLink
            vars="sr-job-card__button"
            to={link.to}
            state={link.state}
            aria-label={t('jobCard.viewJob', { title: job.title })}
          >
            {t('jobCard.view')}
          </LightButtonLink>
        </>
      }
    />
  );
}

/**
 * docs/PRODUCT.md §2 "/showcompanydetails": the company's open jobs, the jobs whose company is its
 * name (the API's `company` filter: case and spaces ignored, as the list filters match). Read a
 * window at a time like every list, so offline the service worker answers it from the device's copy
 * by the same rule; the server render reads its first window once it has the company (src/app/ssr/itemLists.ts), so the page's HTML holds it. A deferred part of the company page (CompanyDetailsPage.tsx): below its first
 * screen, and the list's query code stays out of the page's first load.
 */
export default function CompanyJobs({ company }: { company: string }) {
  const t = useT();
  const filter = useMemo(() => companyJobsFilter(company), [company]);
  const list = useWindowedList('jobs', COMPANY_JOBS_WINDOW, filter);
  const { listRef, willShowMore } = useFocusOnShowMore<HTMLElement>(list.items.length);
  return (
    <section aria-labelledby="company-jobs-title" aria-busy={list.isPending}>
      <Title order={2} id="company-jobs-title" mb="md">
        {t('companies.openJobs', { name: company })}
      </Title>
      {!list.isPending && list.items.length === 0 && <Text c="dimmed">{t('companies.noOpenJobs')}</Text>}
      <ResponsiveGrid ref={listRef} component="ul" cols={{ base: 1, sm: 2, lg: 3 }}>
        {list.items.map((job) => (
          <CompanyJobCard key={job.id} job={job} />
        ))}
      </ResponsiveGrid>
      <ShowMoreOfList what="jobs" list={list} willShowMore={willShowMore} />
    </section>
  );
}
