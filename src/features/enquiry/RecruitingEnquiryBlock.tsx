import { Paper, Title } from '@mantine/core';

/** Placeholder until the site issue: the Recruiting enquiry block with "Start Recruiting Now". */
export function RecruitingEnquiryBlock() {
  return (
    <Paper p="md" withBorder>
      <Title order={2}>Recruiting?</Title>
    </Paper>
  );
}
