import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { routes } from '../domain/routes';

/** SPEC.md §2 and §8: an unmatched route (or a route that throws) shows the default error text. */
export function RouteErrorScreen() {
  return (
    <Container size="sm" py="xl">
      <Stack align="flex-start">
        <Title order={1}>Unexpected Application Error!</Title>
        <Text>The page you asked for does not exist or could not be shown.</Text>
        <Button component={Link} to={routes.home}>
          Back to the home page
        </Button>
      </Stack>
    </Container>
  );
}
