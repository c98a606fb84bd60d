import { Anchor, Text } from '@mantine/core';

/**
 * An applicant's or enquirer's e-mail and phone as links: a tap writes the mail or rings the
 * number. Spaces and dashes are left out of the tel: address (a dialler wants digits and "+").
 */
export function ContactLinks({ email, phone }: { email: string; phone: string }) {
  return (
    <Text size="sm">
      <Anchor href={`mailto:${email}`} size="sm">
        {email}
      </Anchor>
      {' · '}
      <Anchor href={`tel:${phone.replace(/[^\d+]/g, '')}`} size="sm">
        {phone}
      </Anchor>
    </Text>
  );
}
