import { Alert, Anchor, Button, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

/** Where the not-found and could-not-load messages lead back to. */
export interface Back {
  to: string;
  label: string;
}

/** A missing or unknown id: a clear message and a way back, never a blank page. */
function NotFound({ what, back }: { what: string; back: Back }) {
  return (
    // The message is the page's one heading (h1), and in the theme's dark text: Mantine's yellow
    // alert title colour fails WCAG AA contrast on its light background.
    <Alert color="yellow" my="xl">
      <Title order={1} size="h3" mb="xs">
        {what} not found
      </Title>
      <Text mb="xs">This {what.toLowerCase()} does not exist or is no longer available.</Text>
      <Anchor component={Link} to={back.to}>
        {back.label}
      </Anchor>
    </Alert>
  );
}

/**
 * Data that could not be loaded (no connection and no saved copy, or a server error): unlike
 * "not found", the item may well exist, so the visitor can try again.
 */
function LoadFailed({ what, back, onRetry }: { what: string; back: Back; onRetry: () => void }) {
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
        <Anchor component={Link} to={back.to}>
          {back.label}
        </Anchor>
      </Group>
    </Alert>
  );
}

/**
 * A detail page's problem (DetailPage.tsx): not found, or, given a way to try again, could not be
 * loaded.
 */
export default function DetailProblem({ what, back, onRetry }: { what: string; back: Back; onRetry?: () => void }) {
  return onRetry ? <LoadFailed what={what} back={back} onRetry={onRetry} /> : <NotFound what={what} back={back} />;
}
