import { describe, expect, it } from 'vitest';
import { normalize } from '../../normalize/index.ts';
import { sqlInjectionDetector } from './sql-injection.ts';
import { DEFAULT_CONTEXT } from '../../test-support.ts';

function confidence(text: string): number {
  return Math.max(
    0,
    ...sqlInjectionDetector.detect(normalize(text), DEFAULT_CONTEXT).map((finding) => finding.confidence),
  );
}

describe('sqlInjectionDetector', () => {
  it.each([
    "username: ' OR 1=1 --",
    "password' or 'a'='a",
    "admin'--",
    '1 UNION SELECT NULL, username, password FROM users',
    "x'; DROP TABLE customers; --",
    "1' AND SLEEP(5)--",
    "'; WAITFOR DELAY '0:0:10'--",
    '1 AND extractvalue(1, concat(0x7e, (SELECT version())))',
  ])('%s', (text) => {
    expect(confidence(text)).toBeGreaterThanOrEqual(0.7);
  });

  it.each([
    'Write a SQL query that selects all users who signed up in 2020.',
    'SELECT name, email FROM users WHERE id = 42 ORDER BY name;',
    "I can't decide whether to stay or go; what do you think?",
    "Is it Tom's or Jerry's turn to cook tonight?",
    'How does UNION differ from JOIN in SQL?',
    'Please call time.sleep(2) between requests.',
  ])('leaves alone: %s', (text) => {
    expect(confidence(text)).toBeLessThan(0.7);
  });

  it('reports offsets of the injected part', () => {
    const text = "Search for: ' OR 1=1 -- please";
    const [finding] = sqlInjectionDetector.detect(normalize(text), DEFAULT_CONTEXT);
    expect(finding?.type).toBe('SQL_INJECTION');
    expect(text.slice(finding?.start, finding?.end)).toMatch(/^' OR 1=1/);
  });
});
