import { Image, type MantineRadius } from '@mantine/core';

interface Props {
  /** A self-hosted picture under /images. */
  src: string;
  /** Its drawn size: the width and height attributes and the aspect ratio, so its box is reserved before it loads. */
  width: number;
  height: number;
  radius?: MantineRadius;
  /** Below the fold: loaded when it comes near the screen. */
  lazy?: boolean;
  /** The page's main picture, above the fold: fetched first. */
  priority?: boolean;
}

/** A decorative picture (alt="") that fills its column's width at its own aspect ratio. */
export function Illustration({ src, width, height, radius, lazy = false, priority = false }: Props) {
  return (
    <Image
      src={src}
      alt=""
      width={width}
      height={height}
      w="100%"
      h="auto"
      radius={radius}
      style={{ aspectRatio: `${width} / ${height}` }}
      loading={lazy ? 'lazy' : undefined}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
