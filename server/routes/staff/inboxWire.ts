import type { ApplicationJobDto, StaffApplicationDto, StaffEnquiryDto } from '../../../src/contract/staff';
import type { ApplicationRecord, EnquiryRecord, JobApplicationCount } from '../../../src/domain/staffInbox';

/**
 * The inbox's records in the staff API's wire shapes (src/contract/staff.ts), the one place they
 * are mapped: the repositories speak the domain's records, the console reads these flat shapes.
 */
export function applicationToWire(a: ApplicationRecord): StaffApplicationDto {
  return {
    id: a.id,
    fullName: a.fullName,
    mobile: a.mobile,
    email: a.email,
    address: a.address,
    pincode: a.pincode,
    experienceYears: a.experienceYears,
    previousRole: a.previousRole,
    jobId: a.job.id,
    jobTitle: a.job.title,
    jobLocation: a.job.location,
    jobType: a.job.type,
    companyName: a.job.companyName,
    jobRemoved: a.job.removed,
    resumeName: a.resume.name,
    resumeType: a.resume.type,
    resumeSize: a.resume.size,
    status: a.status,
    notes: a.notes,
    createdAt: a.receivedAt,
  };
}

export function enquiryToWire(e: EnquiryRecord): StaffEnquiryDto {
  return {
    id: e.id,
    companyName: e.companyName,
    email: e.email,
    phone: e.phone,
    jobTitle: e.jobTitle,
    description: e.description,
    status: e.status,
    notes: e.notes,
    createdAt: e.receivedAt,
  };
}

export function jobApplicationsToWire(j: JobApplicationCount): ApplicationJobDto {
  return { jobId: j.jobId, jobTitle: j.jobTitle, removed: j.removed, applications: j.applications };
}
