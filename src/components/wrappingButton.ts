import type { CSSProperties } from 'react';

/**
 * A Mantine Button whose words may take two lines (`styles={wrappingButton}`): Mantine's keeps them on
 * one line in a fixed height and cuts what does not fit, which a Tamil or Hindi label on a phone
 * ("Start Recruiting Now", "Show more jobs (24 more)") does not. The height grows from Mantine's own;
 * one line looks as before. Inline styles rather than a stylesheet: the button is on pages whose
 * parts are split into chunks, and a stylesheet of its own would be one more file they must link.
 */
export const wrappingButton: { root: CSSProperties; label: CSSProperties } = {
  root: { height: 'auto', minHeight: 'var(--button-height)', paddingBlock: 6 },
  label: { overflow: 'visible', lineHeight: 1.3, textAlign: 'center', whiteSpace: 'normal' },
};
