import { imageUrl } from '../../api/content';
import { useSiteOrigin } from '../../browser/siteOrigin';
import type { Job } from '../../domain/entities';
import { buildJobPosting, jobPostingJson } from '../../domain/jobPosting';

/** The job as schema.org JobPosting JSON-LD, for search engines' job listings. */
export function JobPostingScript({ job }: { job: Job }) {
  const origin = useSiteOrigin();
  const logoUrl = job.image ? new URL(imageUrl(job.image), origin).href : undefined;
  const json = jobPostingJson(buildJobPosting(job, { logoUrl }));
  // The JSON escapes "<", so data can never close this script element.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
