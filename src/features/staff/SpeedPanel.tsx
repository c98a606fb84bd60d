import { Alert, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';

import type { SpeedPeriodDto } from '../../contract/vitals';
import { isGoodVital, VITAL_METRICS, VITAL_RULES, type VitalMetric } from '../../domain/vitals';
import { formatVital, TEMPLATE_LABELS } from './speedFormat';
import { staffApi } from './staffApi';
import { StaffLoader } from './StaffLoader';
import { staffKeys, staffQueryOptions } from './staffQueries';
import { useSessionGuard } from './useSessionGuard';

const GOOD_TEXT = VITAL_METRICS.map((metric) => `${metric} ${formatVital(metric, VITAL_RULES[metric].good)}`).join(', ');

/**
 * The Speed tab (docs/STAFF.md): how fast the site is for its real visitors, per page template,
 * over the last 7 and 28 days: each Core Web Vital's 75th percentile and how many visits measured
 * it, said good or not against Google's "good" thresholds in words, not colour alone.
 */
export function SpeedPanel() {
  const report = useQuery({ queryKey: staffKeys.speed, queryFn: staffApi.speed, ...staffQueryOptions });
  useSessionGuard(report.error);

  return (
    <Stack>
      <Text size="sm">
        The 75th percentile of what real visitors measured (three visits in four were at least this fast), by the page they opened
        first, with the number of visits measured. Good means at most {GOOD_TEXT}.
      </Text>
      {report.error && (
        <Alert color="red" role="alert" title="Could not load the speed report">
          {report.error.message}
        </Alert>
      )}
      {report.isPending && <StaffLoader label="Loading" />}
      {report.data?.rows.length === 0 && <Text role="status">No visits have been measured in the last 28 days.</Text>}
      {report.data && report.data.rows.length > 0 && (
        // A narrow screen scrolls the table sideways, not the page.
        <div style={{ overflowX: 'auto' }}>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Page</Table.Th>
                <Table.Th scope="col">Period</Table.Th>
                {VITAL_METRICS.map((metric) => (
                  <Table.Th key={metric} scope="col">
                    {metric}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.data.rows.flatMap((row) =>
                row.periods.map((period) => (
                  <Table.Tr
                    key={`${row.template}-${period.days}`}
                    aria-label={`${TEMPLATE_LABELS[row.template]}, last ${period.days} days`}
                  >
                    <Table.Th scope="row">{TEMPLATE_LABELS[row.template]}</Table.Th>
                    <Table.Td>Last {period.days} days</Table.Td>
                    {VITAL_METRICS.map((metric) => (
                      <Table.Td key={metric} data-metric={metric}>
                        <VitalCell metric={metric} summary={period.metrics[metric]} />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                )),
              )}
            </Table.Tbody>
          </Table>
        </div>
      )}
    </Stack>
  );
}

function VitalCell({ metric, summary }: { metric: VitalMetric; summary: SpeedPeriodDto['metrics'][VitalMetric] }) {
  if (!summary)
    return (
      <Text size="sm" c="dimmed">
        no visits
      </Text>
    );
  const good = isGoodVital(metric, summary.p75);
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600} c={good ? 'teal.8' : 'red.8'}>
        {formatVital(metric, summary.p75)} {good ? 'good' : 'not good'}
      </Text>
      <Text size="xs" c="dimmed">
        {summary.count} {summary.count === 1 ? 'visit' : 'visits'}
      </Text>
    </Stack>
  );
}
