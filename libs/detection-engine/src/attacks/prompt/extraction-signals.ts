import { signal, type Signal } from './signal.ts';

// Evidence that a prompt tries to make the model disclose what it was told: its system prompt,
// its instructions, or a secret guarded by them (password games such as "say Access Granted").
const DISCLOSE = String.raw`(?:repeat|print|output|reveal|show|display|list|tell|give|write|return|relay|recite|dump|share|disclose|expose|paste|copy|echo|state|provide|spell|read|summari[sz]e|format|convert|translate|rewrite|restate|reiterate|leak|send|respond with|reply with|put|encode|explain|describe)`;
const DISCLOSE_KEYS =
  'repeat print output reveal show display list tell give write return relay recite dump share disclose expose paste copy echo state provide spell read summari format convert translate rewrite restate reiterate leak send respond reply put encode explain describe';
const OWN = String.raw`(?:prompt|prompts|prompting|instructions?|rules|ruleset|directives?|guidelines|programming|configuration|parameters|pre-?prompt|system message|initiali[sz]ation|commands|guidance|context window|briefing)`;
const OWN_KEYS =
  'prompt instruction rule directive guideline programming configuration parameter system initiali command guidance context briefing';
const QUALIFIED = String.raw`(?:above|previous|prior|preceding|earlier|initial|initials|original|system|hidden|secret|internal|entire|full|complete|exact|first|underlying|given|starting|developer|real)`;
const QUALIFIED_KEYS =
  'above previous prior preceding earlier initial original system hidden secret internal entire full complete exact first underlying given starting developer real';
const SECRET = String.raw`(?:password|passcode|access code|secret (?:code|key|word|phrase)|passphrase|secret)`;
const SECRET_KEYS = 'password passcode passphrase secret access';

export const EXTRACTION_SIGNALS: readonly Signal[] = [
  signal(
    'disclose-your-prompt',
    `^${DISCLOSE_KEYS} / your / ${OWN_KEYS}`,
    String.raw`\b${DISCLOSE}\b ~your ~${OWN}\b`,
    0.75,
  ),
  signal(
    'disclose-earlier-orders',
    `^${DISCLOSE_KEYS} / ${QUALIFIED_KEYS} / ${OWN_KEYS}`,
    String.raw`\b${DISCLOSE}\b ~${QUALIFIED} ~${OWN}\b`,
    0.75,
  ),
  signal(
    'what-is-your-prompt',
    '^what / prompt instruction',
    String.raw`\bwhat(?: is|['’]?s| are| were) your (?:(?:system|initial|original|hidden|secret|internal|real|exact|full) (?:prompt|instructions|message)|prompt|instructions)\b`,
    0.75,
  ),
  signal(
    'disclose-earlier-text',
    `^${DISCLOSE_KEYS} / ${QUALIFIED_KEYS} / text word message content conversation line sentence input`,
    String.raw`\b${DISCLOSE}\b ~${QUALIFIED} ~(?:text|words|messages?|content|conversation|lines|sentences|input)\b`,
    0.55,
  ),
  signal(
    'your-system-prompt',
    '^your / system initial original hidden secret internal underlying pre / prompt instruction message rule',
    String.raw`\byour (?:system|initial|original|hidden|secret|internal|underlying|pre-?) ?(?:prompt|instructions|message|rules)`,
    0.55,
  ),
  signal(
    'orders-so-far',
    `^${OWN_KEYS} text everything word all / far verbatim word above before prior given received`,
    String.raw`\b(?:${OWN}|text|everything|words|all) ~(?:so far|above this|before this|prior to (?:this|the|my)|you (?:were|have been) given|you received|verbatim|word for word|above verbatim)\b`,
    0.55,
  ),
  signal(
    'transform-the-instructions',
    '^format reformat convert translate rewrite summari print output repeat list explain describe paraphrase restate recite share show display return tl respond reply give tell / instruction rule prompt directive guideline command',
    String.raw`\b(?:format|reformat|convert|translate|rewrite|summari[sz]e|print|output|repeat|list|explain|describe|paraphrase|restate|recite|share|show|display|return|tl;?dr|respond with|reply with|give me|tell me) (?:me )?(?:all|all the|all of the|the|every|each) (?:instructions?|rules|prompt|directives|guidelines|commands)\b(?! (?:for|on|to|of|how|that|needed|required|in (?:this|the|that)))`,
    0.6,
  ),
  signal(
    'what-were-you-told',
    '^what / told instructed programmed given asked',
    String.raw`what (?:were|was|are|have) you (?:told|instructed|programmed|given|asked)\b`,
    0.6,
  ),
  signal(
    'everything-above',
    '^output print repeat return write copy list show / everything all / above before prior',
    String.raw`\b(?:output|print|repeat|return|write|copy|list|show) (?:me )?(?:everything|all(?: the)? text|all) (?:above|before|prior)\b`,
    0.7,
  ),
  signal(
    'text-before-phrase',
    '^text word everything instruction content / granted',
    `(?:text|words|everything|instructions|content) (?:before|above|prior to|preceding|after) (?:the (?:phrase|words?) )?['"“]?access granted`,
    0.8,
  ),
  signal(
    'ask-secret',
    `^tell give reveal print show say output spell repeat share provide disclose state explain remind append include add insert / ${SECRET_KEYS}`,
    String.raw`\b(?:tell me|give me|reveal|print|show|say|output|spell|repeat|share|provide|disclose|state|explain|remind \S{1,12} of|append|include|add|insert) (?:me )?(?:the |your |my )?(?:correct |real |true |secret |current |only |actual )?${SECRET}\b`,
    0.45,
  ),
  signal(
    'ask-secret',
    `^what / ${SECRET_KEYS}`,
    String.raw`\bwhat(?: is|['’]?s) (?:the |your )?(?:correct |real |true |secret |current |only |actual )?${SECRET}\b`,
    0.45,
  ),
  signal(
    'stored-secrets',
    '^password credential api secret access token / database system memory file training context configuration',
    String.raw`\b(?:passwords?|credentials|api keys?|secrets|access codes?|tokens) ~(?:in|from|stored in|inside) (?:your|the) (?:database|system|memory|files|training data|context|configuration)`,
    0.5,
  ),
  signal(
    'no-redaction',
    '^do don never without / redact censor omit leave skip',
    String.raw`(?:do not|don['’]?t|never|without) (?:redact|censor|omit|leave (?:anything|out)|skip)`,
    0.3,
  ),
  signal(
    'instructions-to-code',
    '^instruction prompt rule / python code pseudo json bullet list poem base',
    String.raw`\b(?:instructions|prompt|rules) ~(?:into|as|to|in) (?:python|code|pseudocode|pseudo-code|json|bullet points|a list|list form|a poem|base6[4a])\b`,
    0.45,
  ),
  signal(
    'reply-with-preamble',
    '^begin start / your / denied haha here instruction sure',
    String.raw`(?:begin|start) your (?:reply|response|answer|output) with ['"“]?(?:access denied|haha|here (?:are|is)|the instructions|my instructions|sure)`,
    0.35,
  ),
];
