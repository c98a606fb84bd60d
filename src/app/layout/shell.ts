/**
 * react-remove-scroll's class for fixed elements at the right edge: while a dialog locks the
 * page's scrolling, it moves them left by the scrollbar's width, so the top bar does not jump.
 */
export const FIXED_RIGHT_EDGE_CLASS = 'right-scroll-bar-position';
