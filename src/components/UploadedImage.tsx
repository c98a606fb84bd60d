import { Image, type ImageProps } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';

import { imageUrl } from '../api/content';

/** What shows in place of a picture whose file is missing or fails to load. */
export const IMAGE_PLACEHOLDER = '/images/image-placeholder.svg';

type Props = Omit<ImageProps, 'src' | 'fallbackSrc'> &
  Omit<ComponentPropsWithoutRef<'img'>, keyof ImageProps | 'src'> & {
    /** The file name the data gives (docs/PRODUCT.md §3: served from the uploads path). */
    image: string;
  };

/**
 * A job's, company's or article's picture from the uploads path, with the site's placeholder when
 * the file is missing. Decorative unless given an alt text: the name beside it says what it is.
 */
export function UploadedImage({ image, alt = '', ...rest }: Props) {
  return <Image src={imageUrl(image)} fallbackSrc={IMAGE_PLACEHOLDER} alt={alt} {...rest} />;
}
