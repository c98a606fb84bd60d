import { Badge, Button, Container, Group, Tabs, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { useDocumentTitle } from '../../components/useDocumentTitle';
import { RESOURCES } from '../../contract/resources';
import { ApplicationsPanel } from './ApplicationsPanel';
import { resourceNouns } from './contentFields';
import { ContentPanel } from './ContentPanel';
import { EnquiriesPanel } from './EnquiriesPanel';
import { InboxSeenContext } from './inboxSeen';
import { SpeedPanel } from './SpeedPanel';
import { staffApi } from './staffApi';
import { forgetStaffData } from './staffQueries';
import { useInboxCounts } from './useInboxCounts';
import { useSessionGuard } from './useSessionGuard';

/**
 * The logged-in console: a header with the count of new items and Log out, and a tab per area.
 * The tab's title counts the items that arrived since the inbox's lists last showed them.
 */
export function ConsoleShell({ email }: { email: string }) {
  const queryClient = useQueryClient();
  const { counts, arrived, tracker } = useInboxCounts();
  useDocumentTitle(null, arrived);
  useSessionGuard(counts.error);
  const logOut = useMutation({ mutationFn: staffApi.logOut, onSettled: () => forgetStaffData(queryClient) });
  const fresh = counts.data ? counts.data.applications + counts.data.enquiries : undefined;

  return (
    <InboxSeenContext value={tracker}>
      <header>
        <Container size="xl" py="sm">
          <Group justify="space-between">
            <Group gap="sm">
              <Title order={1} size="h3">
                Staff console
              </Title>
              {fresh !== undefined && (
                <Badge color={fresh > 0 ? 'red' : 'gray'} size="lg" data-testid="new-count">
                  {fresh} new
                </Badge>
              )}
            </Group>
            <Group gap="sm">
              <Text size="sm">{email}</Text>
              <Button variant="default" onClick={() => logOut.mutate()} loading={logOut.isPending}>
                Log out
              </Button>
            </Group>
          </Group>
        </Container>
      </header>
      <main>
        <Container size="xl" pb="xl">
          <Tabs defaultValue="applications" keepMounted={false}>
            <Tabs.List mb="md">
              <Tabs.Tab value="applications">Applications{counts.data ? ` (${counts.data.applications} new)` : ''}</Tabs.Tab>
              <Tabs.Tab value="enquiries">Enquiries{counts.data ? ` (${counts.data.enquiries} new)` : ''}</Tabs.Tab>
              {RESOURCES.map((r) => (
                <Tabs.Tab key={r} value={r}>
                  {resourceNouns[r].many}
                </Tabs.Tab>
              ))}
              <Tabs.Tab value="speed">Speed</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="applications">
              <ApplicationsPanel />
            </Tabs.Panel>
            <Tabs.Panel value="enquiries">
              <EnquiriesPanel />
            </Tabs.Panel>
            {RESOURCES.map((r) => (
              <Tabs.Panel key={r} value={r}>
                <ContentPanel resource={r} />
              </Tabs.Panel>
            ))}
            <Tabs.Panel value="speed">
              <SpeedPanel />
            </Tabs.Panel>
          </Tabs>
        </Container>
      </main>
    </InboxSeenContext>
  );
}
