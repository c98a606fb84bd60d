import { useArticles, useJobs } from '../../api/queries';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { featuredJobs, recentArticles } from '../../domain/homeRules';
import { AboutBlock } from './AboutBlock';
import { ClientLogos } from './ClientLogos';
import { FeaturedJobs } from './FeaturedJobs';
import { HeadlineStats } from './HeadlineStats';
import { HeroBanner } from './HeroBanner';
import { PopularCategories } from './PopularCategories';
import { RecentArticles } from './RecentArticles';
import { pageTitles } from '../../domain/pageTitles';

/**
 * SPEC.md §2 "Home page": hero with the job search, popular categories, featured jobs, about block,
 * headline statistics, client logos and recent articles. One jobs request feeds the banner and the
 * featured jobs. A failed load leaves the lists empty (src/api/queries.ts writes the console message).
 */
export default function HomePage() {
  useDocumentTitle(pageTitles.home);
  const jobsQuery = useJobs();
  const articlesQuery = useArticles();
  const jobs = jobsQuery.data ?? [];

  return (
    <>
      <HeroBanner jobs={jobs} />
      <PopularCategories />
      <FeaturedJobs jobs={featuredJobs(jobs)} loading={jobsQuery.isLoading} />
      <AboutBlock />
      <HeadlineStats />
      <ClientLogos />
      <RecentArticles articles={recentArticles(articlesQuery.data ?? [])} loading={articlesQuery.isLoading} />
    </>
  );
}
