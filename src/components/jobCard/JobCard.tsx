// A global stylesheet, linked with every page (src/app/firstScreenStyles.ts): see JobCard.css.
import './JobCard.css';

import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import type { JobSummary } from '../../domain/entities';
import { detailLink, routes } from '../../domain/routes';
import { useT } from '../../i18n/useT';
import { EntityLogo } from '../EntityLogo';
import { LightBadge } from '../LightParts';
import { experienceInYears, salaryPerAnnum } from './jobText';

export interface JobCardProps {
  job: JobSummary;
  /** The title's level in its page's outline: 2 in a page's own list, 3 under a section's heading. */
  headingLevel: 2 | 3;
  /**
   * The place's buttons: the Save toggle and its own action (Apply Now, View). Passed in, because
   * what they do differs by place (docs/PRODUCT.md §2) and the Save toggle lives in src/personal,
   * which this folder may not import.
   */
  actions: ReactNode;
  /** A keyword search's marks on the shown words (the job list during a search). */
  highlight?: (text: string) => ReactNode;
  /** A line of the place's own under the facts (the saved jobs: when it was saved, whether it was removed). */
  note?: ReactNode;
}

/**
 * One job as every list shows it (docs/PRODUCT.md §2, "The job card"): logo, title (a link to the
 * job, at most two lines, its full text in the link's name and title attribute), company, then
 * location, type, experience and salary, then the place's buttons. Plain elements and one global
 * stylesheet (JobCard.css), not Mantine's Stack, Text and Group: each of those writes its settings
 * into the HTML as inline variables, some 800 bytes a card, ten to twenty cards a page.
 * Not memoised itself: its `actions` are new elements at every draw. Each place wraps it in a
 * memoised component of its own (JobRow, RelatedJobs), so a list drawn again leaves its cards be.
 */
export function JobCard({ job, headingLevel, actions, highlight, note }: JobCardProps) {
  const t = useT();
  const shown = (text: string) => (highlight ? highlight(text) : text);
  const link = detailLink(routes.jobDetails, job.id);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className="sr-job-card" data-testid="job-card">
      <div className="sr-job-card__body">
        <div className="sr-job-card__logo">
          {/* Beside the company's name, so it says nothing more: no alternative text. */}
          <EntityLogo image={job.image} size={48} />
        </div>
        <div className="sr-job-card__names">
          <Heading className="sr-job-card__title">
            <Link className="sr-job-card__link" to={link.to} state={link.state} title={job.title}>
              {shown(job.title)}
            </Link>
          </Heading>
          {job.companyName && <p className="sr-job-card__company">{shown(job.companyName)}</p>}
        </div>
        <div className="sr-job-card__facts">
          {job.location && (
            <div>
              <span className="sr-job-card__icon sr-job-card__icon--place" aria-hidden="true" />
              {shown(job.location)}
            </div>
          )}
          <div>
            <LightBadge vars="sr-job-card__badge">{shown(job.jobType)}</LightBadge>
          </div>
          <div>
            <span className="sr-job-card__icon sr-job-card__icon--experience" aria-hidden="true" />
            {shown(experienceInYears(t, job.experience))}
          </div>
          <div className="sr-job-card__salary">{salaryPerAnnum(t, job.salary)}</div>
          {note && <div className="sr-job-card__note">{note}</div>}
        </div>
        <div className="sr-job-card__actions">{actions}</div>
      </div>
    </li>
  );
}
