import { OverviewCard } from '../../components/OverviewCard';
import type { Company } from '../../domain/entities';
import { useT } from '../../i18n/useT';

/** docs/PRODUCT.md §2 "/showcompanydetails": the side card. Employees come from the wire's application_enddate, net worth from salary. */
export function CompanyOverviewCard({ company }: { company: Company }) {
  const t = useT();
  const notGiven = t('companies.notGiven');
  return (
    <OverviewCard
      title={t('companies.overviewTitle')}
      titleId="company-overview-title"
      raised
      rows={[
        [t('companies.employeeCount'), company.employeeCount || notGiven],
        [t('companies.location'), company.location || notGiven],
        [t('companies.netWorth'), company.netWorth || notGiven],
        // docs/PRODUCT.md §2: the industry line is fixed text, not data.
        [t('companies.industry'), t('companies.industryText')],
      ]}
    />
  );
}
