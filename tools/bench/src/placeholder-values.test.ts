import { describe, expect, it } from 'vitest';
import { holdsObviousPlaceholder } from './placeholder-values.ts';

describe('holdsObviousPlaceholder', () => {
  it('recognises filler, example keys, typed runs and slots', () => {
    expect(holdsObviousPlaceholder('token = "AP6xxxxxxxxxx"')).toBe(true);
    expect(holdsObviousPlaceholder('AKIAZZZZZZZZZZZZZZZZ')).toBe(true);
    expect(holdsObviousPlaceholder('aws_secret = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY')).toBe(true);
    expect(holdsObviousPlaceholder('key = "1234567890abcdef1234567890abcdef"')).toBe(true);
    expect(holdsObviousPlaceholder('export API_KEY=your_api_key_here')).toBe(true);
  });

  it('leaves random-looking values alone', () => {
    expect(holdsObviousPlaceholder('ghp_8fK2mQ9xLp4RtV7nB3cW1zY6hJ0sD5aE2gU9')).toBe(false);
    expect(holdsObviousPlaceholder('password = "Tr0ub4dor&3-horse"')).toBe(false);
    expect(holdsObviousPlaceholder('sk_live_51H8kLm2eZvKYlo2C9xQ7pRtW')).toBe(false);
    // Base64 of a binary header holds runs of A without being filler; a host name says "example".
    expect(holdsObviousPlaceholder('FlyV1 fm1r_lJPECAAAAAAAAMqcxBBLMJKXYKJiT0CI58XmukX/wrVodHlwczovL2FwaS5mbHku')).toBe(
      false,
    );
    expect(holdsObviousPlaceholder('curl -u "k9Fq2LmXv7RtPz3W" https://api.example.com/v1')).toBe(false);
  });
});
