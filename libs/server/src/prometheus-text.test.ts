import { describe, expect, it } from 'vitest';
import { mergeExpositions } from './prometheus-text.ts';

const page = (value: number) =>
  [
    '# HELP csg_x_total Things.',
    '# TYPE csg_x_total counter',
    `csg_x_total{kind="a"} ${value}`,
    '# HELP csg_up Up.',
    '# TYPE csg_up gauge',
    `csg_up ${value}`,
    '',
  ].join('\n');

describe('mergeExpositions', () => {
  it('labels every sample with its app and writes each family once, samples grouped under it', () => {
    const merged = mergeExpositions([
      { app: 'one', text: page(1) },
      { app: 'two', text: page(2) },
      { text: 'csg_scrape_up{app="three"} 0\n' },
    ]);
    expect(merged).toBe(
      [
        '# HELP csg_x_total Things.',
        '# TYPE csg_x_total counter',
        'csg_x_total{app="one",kind="a"} 1',
        'csg_x_total{app="two",kind="a"} 2',
        '# HELP csg_up Up.',
        '# TYPE csg_up gauge',
        'csg_up{app="one"} 1',
        'csg_up{app="two"} 2',
        'csg_scrape_up{app="three"} 0',
        '',
      ].join('\n'),
    );
  });
});
