import { describe, expect, it } from 'vitest';
import { findSocialHandles } from './social-handle.ts';

const found = (text: string): string[] => findSocialHandles(text).map((span) => text.slice(span.start, span.end));

describe('findSocialHandles', () => {
  it('reports an @handle with an X/Twitter word before it', () => {
    expect(found('Follow me on Twitter: @quill_mara42')).toEqual(['@quill_mara42']);
    expect(found('my X handle is @orin_vega, DM me')).toEqual(['@orin_vega']);
    expect(found('she tweeted at @BaltoRiver yesterday')).toEqual(['@BaltoRiver']);
    expect(found('follow us @tallowbay and @tallow_help')).toEqual(['@tallowbay', '@tallow_help']);
  });

  it('reports an @handle with the platform named right after it', () => {
    expect(found('ping @nessa_k on X if the build breaks')).toEqual(['@nessa_k']);
    expect(found('I am @ferro_bel (Twitter)')).toEqual(['@ferro_bel']);
  });

  it('reports Skype names in their link, live: and labelled forms', () => {
    expect(found('click skype:tamsin.oakes?call to join')).toEqual(['skype:tamsin.oakes?call']);
    expect(found('add me on skype, live:tamsin.oakes_7')).toEqual(['live:tamsin.oakes_7']);
    expect(found('ID live:.cid.4f9a21c07be3d512')).toEqual(['live:.cid.4f9a21c07be3d512']);
    expect(found('Skype: tamsin.oakes88')).toEqual(['tamsin.oakes88']);
    expect(found('my skype id is t_oakes_work')).toEqual(['t_oakes_work']);
  });

  it('leaves an @word without a platform word unreported', () => {
    expect(found('thanks @rowan for the review')).toEqual([]);
    expect(found('the price is 5 @ 20 each')).toEqual([]);
  });

  it('does not report the local part or domain of an e-mail address', () => {
    expect(found('tweet me or mail quill.mara@example.org')).toEqual([]);
    expect(found('on twitter, write to team @example.com')).toEqual([]);
  });

  it('does not report code decorators', () => {
    expect(found('@Override\npublic String toString() { return name; }')).toEqual([]);
    expect(found('@Component({ selector: "app-tweet" })')).toEqual([]);
    expect(found('class TwitterClient:\n    @staticmethod\n    def build(): pass')).toEqual([]);
  });

  it('does not read "live:" without Skype, nor a bare "skype" mention, as a name', () => {
    expect(found('stream live:tonight at eight')).toEqual([]);
    expect(found('we talked on skype yesterday')).toEqual([]);
  });
});
