import { patternDetector } from '../prompt/pattern-detector.ts';
import { signal, type Signal } from '../prompt/signal.ts';

// SQL that breaks out of a quoted value or a query: a query in a coding question is not an
// injection, so the strong signals need the break-out (a closing quote or bracket) or a payload
// with no honest use (timing functions, out-of-band calls).
const SIGNALS: readonly Signal[] = [
  signal(
    'tautology',
    '',
    /['"`)]\s{0,3}(?:or|\|\|)\s{1,3}(?:['"`]?(\w{1,12})['"`]?\s{0,3}(?:=|like)\s{0,3}['"`]?\1\b|\d{1,6}\s{0,3}[<>]\s{0,3}\d{1,6}|true\b|not\s{1,3}false\b)/gi,
    0.75,
  ),
  signal(
    'bare-tautology',
    'or 0|or 1|or 2|or 3|or 4|or 5|or 6|or 7|or 8|or 9',
    /\bor\s{1,3}(\d{1,6})\s{0,3}=\s{0,3}\1\b/gi,
    0.5,
  ),
  signal('comment-terminator', `'--|' --|"--|)--|'/*|)/*|"/*`, /['"`)]\s{0,3}(?:--(?:\s|$)|\/\*)/g, 0.35),
  signal(
    'login-bypass',
    `'--|'#|' --|' #|"--|"#|'/*`,
    /\b(?:admin|root|administrator|user)['"`]\s{0,3}(?:--|#|\/\*)/gi,
    0.7,
  ),
  signal(
    'union-select',
    '^union',
    /\bunion(?:\s{1,5}|\/\*[^*]{0,20}\*\/)(?:all\s{1,5})?(?:distinct\s{1,5})?select\b/gi,
    0.55,
  ),
  signal(
    'union-probe',
    '^union',
    /\bunion\s{1,5}(?:all\s{1,5})?select\s{1,5}(?:null|\d{1,3}\s{0,3},|@@|char\(|concat|group_concat|table_name|column_name|user\(\)|version\(\)|database\(\)|load_file|username\s{0,3},\s{0,3}password)/gi,
    0.85,
  ),
  signal(
    'stacked-query',
    `';|";|);|' ;|" ;|) ;`,
    /['"`)]\s{0,3};\s{0,3}(?:drop\s{1,3}(?:table|database|schema|user)|truncate\s{1,3}table|delete\s{1,3}from|shutdown\b|exec(?:ute)?\s{1,3}(?:xp_|sp_|master\.)|insert\s{1,3}into|update\s{1,3}\w{1,64}\s{1,3}set|alter\s{1,3}(?:table|user|login)|create\s{1,3}(?:user|login)|grant\s{1,3}all)/gi,
    0.85,
  ),
  signal('drop-after-statement', 'drop', /;\s{0,3}drop\s{1,3}(?:table|database)\b/gi, 0.6),
  signal('quote-then-select', 'select', /['"`]\s{0,3}\)?\s{0,3}(?:and|or)\s{1,3}\(?\s{0,3}select\b/gi, 0.7),
  signal(
    'blind-timing',
    'sleep',
    /(?:['"`)]|\b(?:and|or))\s{0,3}(?:\(?\s{0,3}select\s{1,3})?(?:sleep|pg_sleep)\s{0,3}\(/gi,
    0.8,
  ),
  signal('waitfor', '^waitfor', /\bwaitfor\s{1,3}delay\s{1,3}['"]\d/gi, 0.85),
  signal('benchmark', '^benchmark', /\bbenchmark\s{0,3}\(\s{0,3}\d{5,}\s{0,3},/gi, 0.8),
  signal('oracle-timing', '^dbms_pipe', /\bdbms_pipe\.receive_message\b/gi, 0.8),
  signal(
    'system-catalog',
    '^information_schema|sysobjects|sqlite_master|mysql.user',
    /\binformation_schema\.(?:tables|columns|schemata)\b|\bsysobjects\b|\bsqlite_master\b|\bmysql\.user\b/gi,
    0.35,
  ),
  signal(
    'out-of-band',
    'xp_cmdshell|load_file|outfile|dumpfile|utl_http|sp_oacreate',
    /\bxp_cmdshell\b|\bload_file\s{0,3}\(|\binto\s{1,3}(?:out|dump)file\b|\butl_http\.request\b|\bsp_oacreate\b/gi,
    0.7,
  ),
  signal(
    'error-based',
    'extractvalue|updatexml|convert(|convert (',
    /\b(?:extractvalue|updatexml)\s{0,3}\(\s{0,3}\w{0,8}\s{0,3},\s{0,3}concat\s{0,3}\(|\bconvert\s{0,3}\(\s{0,3}int\s{0,3},\s{0,3}(?:@@version|db_name|user_name)/gi,
    0.8,
  ),
  signal(
    'char-encoding',
    'char(|char (',
    /\bchar\s{0,3}\(\s{0,3}\d{2,3}(?:\s{0,3},\s{0,3}\d{2,3}){3,32}\s{0,3}\)/gi,
    0.35,
  ),
  signal('version-probe', '^@@version', /@@version\b/gi, 0.35),
];

export const sqlInjectionDetector = patternDetector('sql-injection', 'SQL_INJECTION', 'injection', SIGNALS);
