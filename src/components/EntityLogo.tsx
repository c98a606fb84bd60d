import { Image } from '@mantine/core';

import { imageUrl } from '../api/content';
import { UploadedImage } from './UploadedImage';

interface Props {
  /** The file name the data gives. */
  image: string;
  /** The side in pixels, or one for phones and one from the sm breakpoint up. */
  size: number | { base: number; sm: number };
  alt?: string;
  /** Below the fold (the default): loaded when it comes near the screen. */
  lazy?: boolean;
  /**
   * Framed (cards, the company page): on a light tile, with the placeholder when the file is
   * missing. Unframed (the job lists): the logo whole, as it is.
   */
  framed?: boolean;
}

/**
 * A job's or company's logo, square, its size in the HTML (the largest, for the width and height
 * attributes) so nothing shifts when it arrives.
 */
export function EntityLogo({ image, size, alt = '', lazy = true, framed = true }: Props) {
  const px = typeof size === 'number' ? size : Math.max(size.base, size.sm);
  const box = { alt, width: px, height: px, w: size, h: size, loading: lazy ? ('lazy' as const) : undefined };
  return framed ? (
    <UploadedImage image={image} radius="md" bg="gray.0" {...box} />
  ) : (
    <Image src={imageUrl(image)} radius="sm" fit="contain" {...box} />
  );
}
