import './consoleStyles';

import { Alert, Center, Container, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';

import { useOnlineStatus } from '../../browser/useOnlineStatus';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { ConsoleShell } from './ConsoleShell';
import { LoginForm } from './LoginForm';
import { StaffLoader } from './StaffLoader';
import { fetchSession, staffKeys, staffQueryOptions } from './staffQueries';

/**
 * /staff: the agency's console (docs/STAFF.md). Its own lazily loaded chunk, left out of the
 * worker's precache, and it talks to the network only: offline it says so instead of showing
 * anything, since no copy of applicants' data is kept on the device.
 */
export default function StaffConsole() {
  const online = useOnlineStatus();
  // Offline there is nothing to ask: no request, and the console shows only that it needs the network.
  const session = useQuery({ queryKey: staffKeys.session, queryFn: fetchSession, ...staffQueryOptions, enabled: online });

  if (!online) {
    return (
      <Shell>
        <Alert color="yellow" title="You are offline" role="status">
          The staff console needs a network connection. Nothing of it is kept on this device; it comes back when you are online.
        </Alert>
      </Shell>
    );
  }
  if (session.isPending) {
    return (
      <Shell>
        <Center py="xl">
          <StaffLoader label="Loading the staff console" />
        </Center>
      </Shell>
    );
  }
  if (session.error) {
    return (
      <Shell>
        <Alert color="red" title="The staff console could not load" role="alert">
          {session.error.message}
        </Alert>
      </Shell>
    );
  }
  if (session.data === null) {
    return <LoginScreen />;
  }
  return <ConsoleShell email={session.data.email} />;
}

// Each screen sets the tab's title itself, so the console's (with its count) is the only one then.
function LoginScreen() {
  useDocumentTitle();
  return (
    <main>
      <LoginForm />
    </main>
  );
}

function Shell({ children }: { children: React.ReactNode }) {
  useDocumentTitle();
  return (
    <main>
      <Container py="xl">
        <Title order={1} size="h2" mb="md">
          Staff console
        </Title>
        {children}
      </Container>
    </main>
  );
}
