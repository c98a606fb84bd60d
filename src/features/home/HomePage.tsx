import { memo } from 'react';

import { deferredPart } from '../../components/deferredPart';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { HeroBanner } from './HeroBanner';

/** Drawn once: the hero reads its own data (the banner's options), the page's queries are not its own. */
const Hero = memo(HeroBanner);

/** Below the hero: a phone's first screen is the hero, so the rest loads and hydrates after it. */
const Sections = deferredPart(() => import('./HomeSections'), '100dvh');

/**
 * docs/PRODUCT.md §2 "Home page": hero with the job search, then popular categories, featured jobs, about
 * block, headline statistics, client logos and recent articles (HomeSections). A failed load leaves
 * the lists empty (src/api/queries.ts writes the console message).
 */
export default function HomePage() {
  useDocumentTitle();
  return (
    <>
      <Hero />
      <Sections />
    </>
  );
}
