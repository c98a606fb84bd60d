import { z } from 'zod';

import { largestVital, type VitalMetric } from '../domain/vitals';
import { PAGE_TEMPLATES } from './vitals';

const value = (metric: VitalMetric) => z.number().finite().min(0).max(largestVital(metric)).optional();

/**
 * One visit's beacon (the server's check; the page only sends it): its page template and the metrics it measured, each once. Anything else is
 * refused (strict objects): an unknown metric or field, a value outside what a browser measures.
 */
export const vitalsBeaconSchema = z.strictObject({
  template: z.enum(PAGE_TEMPLATES),
  metrics: z
    .strictObject({ LCP: value('LCP'), INP: value('INP'), CLS: value('CLS'), TTFB: value('TTFB') } satisfies Record<
      VitalMetric,
      ReturnType<typeof value>
    >)
    .refine((metrics) => Object.values(metrics).some((v) => v !== undefined), 'A beacon carries at least one metric.'),
});

export type VitalsBeacon = z.infer<typeof vitalsBeaconSchema>;
