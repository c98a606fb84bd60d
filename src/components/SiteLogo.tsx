import { Group, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router-dom';

import { routes } from '../domain/routes';
import { BrandMark } from './BrandMark';

/**
 * The logo: mark and wordmark, a link home. `inverted` is for dark backgrounds (the footer).
 * The link's name is its visible text, "Sr Technologies Jobs" (WCAG 2.5.3 Label in Name: a
 * speech user says what they see); the mark is decorative. `wordmarkClassName` lets the header hide
 * the words from sight on a full phone header (they stay the link's name).
 */
export function SiteLogo({ inverted = false, wordmarkClassName }: { inverted?: boolean; wordmarkClassName?: string }) {
  return (
    <UnstyledButton component={Link} to={routes.home} style={{ borderRadius: 8 }}>
      <Group gap={10} wrap="nowrap">
        <BrandMark size={38} />
        <div className={wordmarkClassName}>
          <Text
            component="span"
            display="block"
            fw={800}
            fz={18}
            lh={1.1}
            c={inverted ? 'white' : 'brand.9'}
            style={{ whiteSpace: 'nowrap' }}
          >
            Sr Technologies
          </Text>{' '}
          <Text
            component="span"
            display="block"
            fw={700}
            fz={11}
            lh={1.3}
            lts={2.5}
            c={inverted ? 'accent.3' : 'accent.6'}
            tt="uppercase"
          >
            Jobs
          </Text>
        </div>
      </Group>
    </UnstyledButton>
  );
}
