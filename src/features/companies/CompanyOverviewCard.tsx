import { OverviewCard } from '../../components/OverviewCard';
import type { Company } from '../../domain/entities';

/** docs/PRODUCT.md §2: the industry line of the side card is fixed text, not data. */
export const COMPANY_INDUSTRY_TEXT = 'Recruitment & Staffing Partner Network';

/** docs/PRODUCT.md §2 "/showcompanydetails": the side card. Employees come from the wire's application_enddate, net worth from salary. */
export function CompanyOverviewCard({ company }: { company: Company }) {
  return (
    <OverviewCard
      title="Company Overview"
      titleId="company-overview-title"
      raised
      rows={[
        ['Number of Employees', company.employeeCount || 'Not given'],
        ['Location', company.location || 'Not given'],
        ['Net Worth', company.netWorth || 'Not given'],
        ['Industry', COMPANY_INDUSTRY_TEXT],
      ]}
    />
  );
}
