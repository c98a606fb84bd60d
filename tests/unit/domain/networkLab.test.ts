import { describe, expect, it } from 'vitest';

import { activeLab, describeLab, labFault, labOffline, MAX_DURATION_MS, parseLabSettings } from '../../../src/domain/networkLab';
import { LAB_NOW, labSettings } from '../labSettings';

const NOW = LAB_NOW;
const lab = labSettings;
const ours = { toOurServer: true, firstSubmission: false };

describe('the network lab rules', () => {
  it('reads back only whole settings, and never longer than an hour', () => {
    expect(parseLabSettings(lab())).toEqual(lab());
    expect(parseLabSettings({ ...lab(), mode: 'storm' })).toBeNull();
    expect(parseLabSettings({ ...lab(), until: NOW })).toBeNull();
    expect(parseLabSettings('offline')).toBeNull();
    expect(parseLabSettings(lab({ until: NOW + 5 * MAX_DURATION_MS }))?.until).toBe(NOW + MAX_DURATION_MS);
  });

  it('is on until its expiry, then off by itself', () => {
    expect(activeLab(lab(), NOW + 59_999)).not.toBeNull();
    expect(activeLab(lab(), NOW + 60_000)).toBeNull();
    expect(labOffline(lab(), NOW + 1)).toBe(true);
    expect(labOffline(lab(), NOW + 60_000)).toBe(false);
    expect(labOffline(lab({ mode: 'slow' }), NOW + 1)).toBe(false);
    expect(labFault(lab(), ours, NOW + 60_000, 0)).toEqual({ kind: 'pass', delayMs: 0 });
  });

  it('fails every request offline, delays them when slow, fails the chosen share when flaky', () => {
    expect(labFault(lab(), { toOurServer: false, firstSubmission: false }, NOW, 0.99)).toEqual({ kind: 'fail' });
    expect(labFault(lab({ mode: 'slow' }), ours, NOW, 0)).toEqual({ kind: 'pass', delayMs: 2_000 });
    expect(labFault(lab({ mode: 'flaky' }), ours, NOW, 0.2)).toEqual({ kind: 'fail' });
    expect(labFault(lab({ mode: 'flaky' }), ours, NOW, 0.25)).toEqual({ kind: 'pass', delayMs: 0 });
  });

  it("answers busy for this site's server only, and loses only a submission's first answer", () => {
    expect(labFault(lab({ mode: 'busy' }), ours, NOW, 0)).toEqual({ kind: 'busy', retryAfterS: 30 });
    expect(labFault(lab({ mode: 'busy' }), { toOurServer: false, firstSubmission: false }, NOW, 0).kind).toBe('pass');
    const lost = lab({ mode: 'answerLost' });
    expect(labFault(lost, { toOurServer: true, firstSubmission: true }, NOW, 0)).toEqual({ kind: 'loseAnswer' });
    expect(labFault(lost, ours, NOW, 0).kind).toBe('pass');
  });

  it('describes each simulation in a line', () => {
    expect(describeLab(lab({ mode: 'slow', latencyMs: 500 }))).toBe('Slow network (+500 ms per request)');
    expect(describeLab(lab({ mode: 'flaky' }))).toBe('Flaky network (25% of requests fail)');
    expect(describeLab(lab({ mode: 'busy' }))).toBe('Server busy (503, Retry-After 30 s)');
  });
});
