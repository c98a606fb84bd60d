import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { EnquiryModal } from './EnquiryModal';

/** SPEC.md §2: the Recruiting enquiry block of every page; "Start Recruiting Now" opens the form. */
export function RecruitingEnquiryBlock() {
  const [open, setOpen] = useState(false);
  return (
    <Box component="section" aria-labelledby="recruiting-title" bg="brand.0" py={48}>
      <Container>
        <Group justify="space-between" align="center" gap="lg">
          <Stack gap={6} maw={680}>
            <Title order={2} id="recruiting-title">
              Recruiting?
            </Title>
            <Text size="lg">
              Tell us about the people you need. Our recruitment team finds, screens and places the right candidates for your
              business, from a single hire to a whole team.
            </Text>
          </Stack>
          <Button size="lg" onClick={() => setOpen(true)}>
            Start Recruiting Now
          </Button>
        </Group>
      </Container>
      <EnquiryModal opened={open} onClose={() => setOpen(false)} />
    </Box>
  );
}
