import { Button, Group, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router-dom';

import { IconArrowRight } from '../../components/pageIcons';

/** A home section's closing "View All" link; `what` ("jobs") completes its name for screen readers. */
export function ViewAllButton({ to, what, outline = false }: { to: string; what: string; outline?: boolean }) {
  return (
    <Group justify="center" mt={40}>
      <Button
        component={Link}
        to={to}
        size="md"
        variant={outline ? 'outline' : undefined}
        rightSection={<IconArrowRight size={18} />}
      >
        View All<VisuallyHidden> {what}</VisuallyHidden>
      </Button>
    </Group>
  );
}
