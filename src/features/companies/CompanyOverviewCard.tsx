import { Paper, Stack, Text, Title } from '@mantine/core';
import type { Company } from '../../domain/entities';

/** SPEC.md §2: the industry line of the side card is fixed text, not data. */
export const COMPANY_INDUSTRY_TEXT = 'Recruitment & Staffing Partner Network';

/** SPEC.md §2 "/showcompanydetails": the side card. Employees come from the wire's application_enddate, net worth from salary. */
export function CompanyOverviewCard({ company }: { company: Company }) {
  const rows: [string, string][] = [
    ['Number of Employees', company.employeeCount || 'Not given'],
    ['Location', company.location || 'Not given'],
    ['Net Worth', company.netWorth || 'Not given'],
    ['Industry', COMPANY_INDUSTRY_TEXT],
  ];
  return (
    <Paper withBorder p="lg" radius="lg" component="aside" aria-labelledby="company-overview-title" shadow="xs">
      <Title order={2} size="h3" id="company-overview-title" mb="md">
        Company Overview
      </Title>
      <Stack component="dl" gap="md" m={0}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="sm" c="dimmed">
              {label}
            </Text>
            <Text component="dd" m={0} fw={600} c="gray.9">
              {value}
            </Text>
          </div>
        ))}
      </Stack>
    </Paper>
  );
}
