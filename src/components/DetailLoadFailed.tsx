import { Alert, Anchor, Button, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

/**
 * A detail page whose data could not be loaded (no connection and no saved copy, or a server
 * error): unlike "not found", the item may well exist, so the visitor can try again.
 */
export function DetailLoadFailed({ what, onRetry, backTo, backLabel }: { what: string; onRetry: () => void; backTo: string; backLabel: string }) {
  return (
    <Alert color="red" my="xl">
      <Title order={1} size="h3" mb="xs">
        This {what.toLowerCase()} could not be loaded
      </Title>
      <Text mb="xs">Check your connection and try again.</Text>
      <Group gap="md">
        <Button size="compact-sm" onClick={onRetry}>
          Try again
        </Button>
        <Anchor component={Link} to={backTo}>
          {backLabel}
        </Anchor>
      </Group>
    </Alert>
  );
}
