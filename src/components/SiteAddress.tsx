import { Text, type TextProps } from '@mantine/core';

import { SITE_ADDRESS_LINES } from '../domain/siteContact';

/** The agency's postal address (siteContact.ts) in an <address>, a line each, upright. */
export function SiteAddress(props: TextProps) {
  return (
    <Text component="address" fs="normal" lh={1.7} {...props}>
      {SITE_ADDRESS_LINES.map((line) => (
        <span key={line} style={{ display: 'block' }}>
          {line}
        </span>
      ))}
    </Text>
  );
}
