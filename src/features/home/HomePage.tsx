import { memo, useMemo } from 'react';
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
 * The page's sections draw again only when their own data changes. The page itself draws again
 * whenever a query's state moves (the refetch when the service worker takes control on a first
 * visit), and that re-render is synchronous: drawing the whole home page again then blocked a
 * phone for some 250 ms.
 */
const Hero = memo(HeroBanner);
const Categories = memo(PopularCategories);
const Featured = memo(FeaturedJobs);
const About = memo(AboutBlock);
const Stats = memo(HeadlineStats);
const Clients = memo(ClientLogos);
const Articles = memo(RecentArticles);

/**
 * SPEC.md §2 "Home page": hero with the job search, popular categories, featured jobs, about block,
 * headline statistics, client logos and recent articles. One jobs request feeds the banner and the
 * featured jobs. A failed load leaves the lists empty (src/api/queries.ts writes the console message).
 */
export default function HomePage() {
  useDocumentTitle(pageTitles.home);
  const jobsQuery = useJobs();
  const articlesQuery = useArticles();
  const jobs = useMemo(() => jobsQuery.data ?? [], [jobsQuery.data]);
  const featured = useMemo(() => featuredJobs(jobs), [jobs]);
  const articles = useMemo(() => recentArticles(articlesQuery.data ?? []), [articlesQuery.data]);

  return (
    <>
      <Hero jobs={jobs} />
      <Categories />
      <Featured jobs={featured} loading={jobsQuery.isLoading} />
      <About />
      <Stats />
      <Clients />
      <Articles articles={articles} loading={articlesQuery.isLoading} />
    </>
  );
}
