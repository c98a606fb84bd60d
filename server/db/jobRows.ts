import type { JobRecord } from '../../src/domain/entities';
import type { JobRow } from './schema';

/** A stored job row as the rest of the server reads it. */
export function jobFromRow(r: JobRow): JobRecord {
  return {
    id: r.id,
    image: r.image,
    title: r.title,
    companyName: r.company_name,
    location: r.location,
    jobType: r.job_type,
    experience: r.experience,
    salary: r.salary,
    startDate: r.start_date,
    endDate: r.end_date,
    mainHeading: r.main_heading,
    mainDescription: r.main_description,
    headings: r.headings,
  };
}
