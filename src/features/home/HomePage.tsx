import { memo, useMemo } from 'react';

import { useJobs } from '../../api/queries';
import { deferredPart } from '../../components/deferredPart';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { HeroBanner } from './HeroBanner';

/** Drawn again only when the jobs change (see HomeSections for why). */
const Hero = memo(HeroBanner);

/** Below the hero: a phone's first screen is the hero, so the rest loads and hydrates after it. */
const Sections = deferredPart(() => import('./HomeSections'), '100dvh');

/**
 * docs/PRODUCT.md §2 "Home page": hero with the job search, then popular categories, featured jobs, about
 * block, headline statistics, client logos and recent articles (HomeSections). One jobs request
 * feeds the banner and the featured jobs. A failed load leaves the lists empty (src/api/queries.ts
 * writes the console message).
 */
export default function HomePage() {
  useDocumentTitle();
  const jobsQuery = useJobs();
  const jobs = useMemo(() => jobsQuery.data ?? [], [jobsQuery.data]);

  return (
    <>
      <Hero jobs={jobs} />
      <Sections />
    </>
  );
}
