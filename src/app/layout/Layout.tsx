import { AppShell, Container } from '@mantine/core';
import { Outlet } from 'react-router-dom';

/** Placeholder shell; the site issue adds the navbar, enquiry block and footer. */
export function Layout() {
  return (
    <AppShell>
      <AppShell.Main>
        <Container size="lg" py="md">
          <Outlet />
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
