import { Alert, Anchor, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

/** SPEC.md §2: what a detail page shows while its data is not ready. */
export function LoadingText() {
  return (
    <Text role="status" py="xl">
      Loading...
    </Text>
  );
}

/** A detail page with a missing or unknown id: a clear message and a way back, never a blank page. */
export function DetailNotFound({ what, backTo, backLabel }: { what: string; backTo: string; backLabel: string }) {
  return (
    // The message is the page's one heading (h1), and in the theme's dark text: Mantine's yellow
    // alert title colour fails WCAG AA contrast on its light background.
    <Alert color="yellow" my="xl">
      <Title order={1} size="h3" mb="xs">
        {what} not found
      </Title>
      <Text mb="xs">This {what.toLowerCase()} does not exist or is no longer available.</Text>
      <Anchor component={Link} to={backTo}>
        {backLabel}
      </Anchor>
    </Alert>
  );
}
