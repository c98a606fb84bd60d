import { Alert, Anchor, Text } from '@mantine/core';
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
    <Alert color="yellow" title={`${what} not found`} my="xl">
      <Text mb="xs">This {what.toLowerCase()} does not exist or is no longer available.</Text>
      <Anchor component={Link} to={backTo}>
        {backLabel}
      </Anchor>
    </Alert>
  );
}
