import { Text, Title } from '@mantine/core';
import { useMemo } from 'react';

import { useWindowedList } from '../../api/useWindowedList';
import { ViewJobButton } from '../../components/jobCard/ViewJobButton';
import { ResponsiveGrid } from '../../components/ResponsiveGrid';
import { ShowMoreOfList } from '../../components/ShowMoreButton';
import { useFocusOnShowMore } from '../../components/useFocusOnShowMore';
import { COMPANY_JOBS_WINDOW } from '../../domain/firstWindows';
import { companyJobsFilter } from '../../domain/jobFilters';
import { useT } from '../../i18n/useT';
import { SaveableJobCard } from '../../personal/page/SaveableJobCard';

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
          <SaveableJobCard key={job.id} job={job} headingLevel={3} action={<ViewJobButton job={job} />} />
        ))}
      </ResponsiveGrid>
      <ShowMoreOfList what="jobs" list={list} willShowMore={willShowMore} />
    </section>
  );
}
