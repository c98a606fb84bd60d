import { memo, useMemo } from 'react';

import { useWindowedList } from '../../api/useWindowedList';
import { FEATURED_JOBS_WINDOW, RECENT_ARTICLES_WINDOW } from '../../domain/firstWindows';
import { recentArticlesInListOrder } from '../../domain/homeRules';
import { AboutBlock } from './AboutBlock';
import { ClientLogos } from './ClientLogos';
import { FeaturedJobs } from './FeaturedJobs';
import { HeadlineStats } from './HeadlineStats';
import { PopularCategories } from './PopularCategories';
import { RecentArticles } from './RecentArticles';

/**
 * The sections draw again only when their own data changes. The home page draws again whenever a
 * query's state moves (the refetch when the service worker takes control on a first visit), and
 * that re-render is synchronous: drawing every section again then blocked a phone for some 250 ms.
 */
const Categories = memo(PopularCategories);
const Featured = memo(FeaturedJobs);
const About = memo(AboutBlock);
const Stats = memo(HeadlineStats);
const Clients = memo(ClientLogos);
const Articles = memo(RecentArticles);

/**
 * The home page below its hero (docs/PRODUCT.md §2): popular categories, featured jobs, the about block,
 * headline statistics, client logos and recent articles. A chunk of its own (HomePage.tsx): the
 * first screen of a phone is the hero and its search. Each list is one small window the API cuts:
 * the last 10 jobs, last first, and the last 3 articles (docs/PRODUCT.md §2).
 */
export default function HomeSections() {
  const jobs = useWindowedList('jobs', FEATURED_JOBS_WINDOW);
  const recent = useWindowedList('articles', RECENT_ARTICLES_WINDOW);
  const articles = useMemo(() => recentArticlesInListOrder(recent.items), [recent.items]);

  return (
    <>
      <Categories />
      <Featured jobs={jobs.items} loading={jobs.isLoading} />
      <About />
      <Stats />
      <Clients />
      <Articles articles={articles} loading={recent.isLoading} />
    </>
  );
}
