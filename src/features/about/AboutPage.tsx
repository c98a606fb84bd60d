import { PageHero } from '../../components/PageHero';
import { useDocumentTitle } from '../../components/useDocumentTitle';
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
  return (
    <>
      <PageHero
        title="About Us"
        subtitle="A Chennai recruitment, staffing and outsourcing agency connecting job seekers with employers across South India."
      />
      <AboutGallery />
      <AboutServices />
      <AboutIndustries />
      <DreamJobsBanner />
      <HowItWorks />
    </>
  );
}
