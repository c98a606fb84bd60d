import { PageHero } from '../../components/PageHero';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useT } from '../../i18n/useT';
import { AboutGallery } from './AboutGallery';
import { AboutIndustries } from './AboutIndustries';
import { AboutServices } from './AboutServices';
import { DreamJobsBanner } from './DreamJobsBanner';
import { HowItWorks } from './HowItWorks';

/**
 * docs/PRODUCT.md §2 "/about-us": header gallery with stats, mission and services, the industries served,
 * the "Your Dream Jobs Are Waiting" banner and "How It Works?". All fixed content.
 */
export default function AboutPage() {
  useDocumentTitle();
  const t = useT();
  return (
    <>
      <PageHero title={t('about.heroTitle')} subtitle={t('about.heroSubtitle')} />
      <AboutGallery />
      <AboutServices />
      <AboutIndustries />
      <DreamJobsBanner />
      <HowItWorks />
    </>
  );
}
