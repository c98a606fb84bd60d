/**
 * Between a deferred part (deferredPart.tsx) and the boot script's held taps (app/boot/earlyTaps.ts):
 * plain strings, so the boot script carries them without React.
 *
 * A part's HTML is on screen before its code has arrived, and may hold buttons (a job row's Save).
 * Its wrapper carries this attribute until React has hydrated the part, so a tap there is held
 * until then, and the part says so with this event on `document` once it is React's.
 */
export const PENDING_PART_ATTRIBUTE = 'data-part-pending';
export const PART_SHOWN_EVENT = 'srjobs:part-shown';
