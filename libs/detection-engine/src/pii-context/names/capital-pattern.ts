/**
 * The pattern that finds runs of capitalised words: the one full pass over the text that name,
 * place and organisation rules share.
 */

/**
 * Letters without the `u` flag: V8 scans these ranges several times faster than \p{L}. Latin, Greek
 * and Cyrillic (the text view is NFKC, so accents are composed); caseless scripts have no
 * capitalised names to find.
 */
const LETTER = 'A-Za-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02AF\\u0370-\\u03FF\\u0400-\\u052F\\u1E00-\\u1EFF';
const UPPER = 'A-Z\\u00C0-\\u00D6\\u00D8-\\u00DE\\u0100-\\u024F\\u0386-\\u03AB\\u0400-\\u042F\\u1E00-\\u1EFF';
const PARTICLE = 'van|von|de|da|del|della|di|du|le|la|der|den|ter|ten|bin|ibn|al|el|dos|das|y|mac|st\\.';
/** Lower-case letters; the Latin Extended blocks mix cases and are taken whole. */
const LOWER = 'a-z\\u00DF-\\u00F6\\u00F8-\\u02AF\\u03AC-\\u03CE\\u0430-\\u045F\\u0461-\\u052F\\u1E00-\\u1EFF';
/** The rest of a capitalised word: "mith", "ean-Luc", "nna's". */
const TAIL = `[${LOWER}'’]{1,40}(?:-[${UPPER}]?[${LOWER}'’]{1,40}){0,3}`;
/**
 * After the capital, a word is written in lower case (Smith, Jean-Luc), all in capitals (SMITH),
 * with a prefix before a second capital (McDonald, DeShawn, O'Brien), or is an initial with its
 * full stop. Mixed-case strings ("IgLPDtNy", "ChatGPT") are identifiers, and not matched at all.
 */
const WORD_REST = `(?:\\.|(?:c|ac|e|a|i|an|on|')[${UPPER}]${TAIL}|${TAIL}|[${UPPER}'’-]{1,40})`;
const CAP_WORD = `[${UPPER}]${WORD_REST}?`;
/** A run opens with a word of two letters or more, or an initial with its full stop: "I" and "A" open none. */
const FIRST_REST = WORD_REST;
const GLUE = `0-9_${LETTER}`;
/**
 * Function words and query keywords that open sentences and statements but never a name (unless
 * a capitalised word follows: "The Hague"): the scan steps over them without building a match.
 */
const NEVER_NAMES = [
  'The|This|That|These|Those|There|Here|It|Its|If|In|On|At|To|Of|For|From|With|By|As|And|But|Or|So|We|Our|You|Your',
  'They|Their|He|His|She|Her|My|Is|Are|Was|Were|Be|Can|Could|Would|Should|Do|Does|Did|Not|No|Yes|Please|When|What',
  // Day names: the date rules find them in any case.
  'Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday',
  'Why|How|Where|Which|Who|Also|Then|Now|All|Some|Any|Each|After|Before|About|Let|Thanks|Thank|Hi|Hello|Dear|Sorry',
  // The imperatives prompts open with.
  'Write|Rewrite|Summarise|Summarize|Explain|Describe|Create|Generate|Translate|List|Give|Make|Tell|Avoid|Keep|Use',
  'Check|Show|Find|Help|Draft|Fix|Add|Remove|Update|Provide|Compare|Suggest|Answer|Act|Pretend|Imagine|Ignore|Read',
  'SELECT|FROM|WHERE|AND|OR|NOT|NULL|INSERT|INTO|UPDATE|DELETE|JOIN|LIMIT|ORDER|GROUP|BY|VALUES|SET|TRUE|FALSE|TODO',
].join('|');
/** Query keyword pairs, never names whatever follows them. */
const QUERY_PHRASES =
  'ORDER BY|GROUP BY|INSERT INTO|DELETE FROM|LEFT JOIN|RIGHT JOIN|INNER JOIN|OUTER JOIN|PRIMARY KEY|NOT NULL';

/**
 * Up to five capitalised words (an initial may carry its full stop) with up to two particles
 * between them, on one line, not glued to a word, digit or underscore ("token=Ab3x"), nor a
 * member or a call in code ("env.RETRIES", "Number("). Tokens are separated by spaces, so the
 * bounded repetitions cannot backtrack into each other; the leading lookahead lets the engine
 * skip to capitals before testing anything else.
 */
export const CAP_RUN = new RegExp(
  `(?=[${UPPER}])(?<![${GLUE}]|[${GLUE}]\\.)(?!(?:${NEVER_NAMES})(?![${GLUE}]|[ \\t]{1,3}[${UPPER}])|(?:${QUERY_PHRASES})(?![${GLUE}]))[${UPPER}]${FIRST_REST}(?:[ \\t]{1,3}(?:(?:${PARTICLE})[ \\t]){0,2}${CAP_WORD}){0,4}(?![${GLUE}(])`,
  'g',
);
