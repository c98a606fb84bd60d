import type { RouteObject } from 'react-router-dom';
import { routes } from '../domain/routes';
import { Layout } from './layout/Layout';
import { LayoutFallback } from './layout/LayoutFallback';
import { RouteErrorScreen } from './RouteErrorScreen';

/**
 * The one table of routes (SPEC.md §2). Every screen is its own lazily loaded chunk, so a phone
 * downloads only the code of the page it opens. The page's router is made in browserRouter.ts, the
 * server render's in ssr/entryServer.tsx.
 */
const page = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

export const routeObjects: RouteObject[] = [
  {
    // The staff console has its own header and no public navigation; its chunk (StaffConsole-*.js)
    // is left out of the worker's precache by vite.config.ts.
    path: `${routes.staff}/*`,
    hydrateFallbackElement: <LayoutFallback />,
    errorElement: <RouteErrorScreen />,
    ...page(() => import('../features/staff/StaffConsole')),
  },
  {
    element: <Layout />,
    // While the first page's lazily loaded code arrives, the header shows instead of nothing.
    hydrateFallbackElement: <LayoutFallback />,
    errorElement: <RouteErrorScreen />,
    children: [
      {
        // A page that throws shows the error screen INSIDE the layout (navbar and footer stay);
        // the outer errorElement is only for a failure of the layout itself.
        errorElement: <RouteErrorScreen />,
        children: [
          { path: routes.home, ...page(() => import('../features/home/HomePage')) },
          { path: routes.homeAlias, ...page(() => import('../features/home/HomePage')) },
          { path: routes.findJobs, ...page(() => import('../features/jobs/FindJobsPage')) },
          { path: routes.findFilteredJobs, ...page(() => import('../features/jobs/FindFilteredJobsPage')) },
          { path: routes.aboutUs, ...page(() => import('../features/about/AboutPage')) },
          { path: routes.employers, ...page(() => import('../features/companies/CompanyListPage')) },
          { path: routes.blogs, ...page(() => import('../features/articles/ArticleListPage')) },
          { path: routes.contact, ...page(() => import('../features/contact/ContactPage')) },
          {
            // The pages whose "Apply Now" opens the application form (SPEC.md §4) sit inside its
            // provider; the form's code is a chunk of its own that no other page loads.
            ...page(() => import('../features/apply/ApplicationProvider')),
            children: [{ path: routes.jobDetails, ...page(() => import('../features/jobs/JobDetailsPage')) }],
          },
          { path: routes.companyDetails, ...page(() => import('../features/companies/CompanyDetailsPage')) },
          { path: routes.articleDetails, ...page(() => import('../features/articles/ArticleDetailsPage')) },
          { path: '*', element: <RouteErrorScreen /> },
        ],
      },
    ],
  },
];
