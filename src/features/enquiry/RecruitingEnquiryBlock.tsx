import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { EnquiryModal } from './EnquiryModal';

/** SPEC.md §2: the Recruiting enquiry block of every page; "Start Recruiting Now" opens the form. */
export function RecruitingEnquiryBlock() {
  const [open, setOpen] = useState(false);
  return (
    <Paper p="xl" radius="md" withBorder component="section" aria-labelledby="recruiting-title">
      <Group justify="space-between" align="center" gap="md">
        <Stack gap={4} maw={640}>
          <Title order={2} id="recruiting-title">
            Recruiting?
          </Title>
          <Text>
            Tell us about the people you need. Our recruitment team finds, screens and places the right candidates for your
            business, from a single hire to a whole team.
          </Text>
        </Stack>
        <Button size="md" onClick={() => setOpen(true)}>
          Start Recruiting Now
        </Button>
      </Group>
      <EnquiryModal opened={open} onClose={() => setOpen(false)} />
    </Paper>
  );
}
