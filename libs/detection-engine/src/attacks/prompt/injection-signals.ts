import { signal, type Signal } from './signal.ts';

// Evidence that a text tries to replace the instructions the model was given: overrides, fake
// system turns, delimiter breaking, concealment from the user, and text addressed to an AI reader.
const EARLIER = String.raw`(?:previous|previously|prior|above|preceding|earlier|former|original|initial|old|past|following|other|given|existing|current|system|all|any|every)`;
const ORDERS = String.raw`(?:instructions?|instructed|directions?|directives?|commands?|prompts?|prompting|rules|guidelines|text|input|context|messages?|programming|training|constraints|restrictions|evidence|information|orders|content|requests?|conversation|guidance|tasks?)`;
const OVERRIDE = String.raw`(?:ignore|ignoring|disregard|disregarding|forget|discard|override|overwrite|bypass|neglect|set aside|abandon|skip|cancel)`;
const OVERRIDE_KEYS = 'ignor disregard forget discard overrid overwrit bypass neglect set abandon skip cancel';
const ORDERS_KEYS =
  'instruct direction directive command prompt rule guideline text input context message programming training constraint restriction evidence information order content request conversation guidance task';
const READER = String.raw`(?:ai|llm|assistant|chatbot|language model|gpt|chatgpt|model|bot|agent|copilot)`;
const READER_KEYS = 'ai$ llm$ assistant chatbot language gpt$ chatgpt model bot$ agent copilot';

export const INJECTION_SIGNALS: readonly Signal[] = [
  // Overrides. A user taking back their own words ("disregard my previous message") is not one.
  signal(
    'ignore-previous',
    `^${OVERRIDE_KEYS} / ${ORDERS_KEYS}`,
    String.raw`\b${OVERRIDE} (?!(?:all (?:of )?)?my\b)~${EARLIER}\b ~${ORDERS}`,
    0.85,
  ),
  signal(
    'ignore-the-above',
    `^${OVERRIDE_KEYS} / above before previous prior`,
    String.raw`\b${OVERRIDE} (?:all |everything |the )?(?:above|before|previous|prior)\b`,
    0.7,
  ),
  signal(
    'forget-your-rules',
    `^${OVERRIDE_KEYS} / your / rule instruction programming training guideline restriction directive system prompt`,
    String.raw`\b${OVERRIDE} ~your ~(?:rules|instructions|programming|training|guidelines|restrictions|directives|system prompts?|prompt)`,
    0.8,
  ),
  signal(
    'out-of-date',
    '^out outdated old obsolete / instruction rule prompt',
    '(?:out of date|outdated|old|obsolete) (?:instructions|rules|prompt)',
    0.45,
  ),
  signal(
    'begin-new',
    '^begin start enter initiat / instruction reprogramming prompt session task',
    String.raw`(?:begin|start|enter|initiat\w{0,3}) (?:new instructions|reprogramming|new prompt|new session|new task)`,
    0.55,
  ),
  signal(
    'your-new-role',
    '^your / new real true / role task job purpose goal instruction name identity objective function',
    'your (?:new|real|true|only) (?:role|task|job|purpose|goal|instructions?|name|identity|objective|function)',
    0.45,
  ),
  // Role hijack.
  signal(
    'you-are-now',
    '^you / now',
    String.raw`\byou (?:are|['’]re) now (?:a|an|in|the|my|called|named|known|going|operating|playing|acting|free|under|being)\b`,
    0.4,
  ),
  signal(
    'from-now-on',
    '^going moving starting / now forward',
    String.raw`\b(?:going forward|moving forward|starting now)\b`,
    0.25,
  ),
  signal(
    'from-now-on',
    '^from / now point moment',
    String.raw`\bfrom (?:now|this (?:point|moment)) (?:on|forward)\b`,
    0.25,
  ),
  signal('from-now-on', '^henceforth', String.raw`\bhenceforth\b`, 0.25),
  signal('you-must-now', '^you / now', String.raw`\byou (?:will|must|shall|should|are to) now\b`, 0.3),
  signal(
    'situation-changed',
    '^the due / situation / changed changing',
    '(?:the situation has changed|due to the situation changing)',
    0.4,
  ),
  signal(
    'situation-changed',
    '^there / confusion change mistake misunderstanding',
    'there (?:was|has been) (?:some |a )?(?:confusion|change|mistake|misunderstanding)',
    0.4,
  ),
  signal(
    'situation-changed',
    '^the this / simulation test game roleplay exercise session / over ended finished complete',
    '(?:the|this) (?:previous )?(?:simulation|test|game|roleplay|exercise|session) (?:is|has) (?:over|ended|finished|complete)',
    0.4,
  ),
  signal(
    'upgrade',
    '^system security software firmware emergency / upgrade update override reset alert',
    String.raw`(?:system|security|software|firmware|emergency) (?:upgrade|update|override|reset|alert)\b`,
    0.35,
  ),
  signal(
    'upgrade',
    '^important / update notice message announcement',
    String.raw`important (?:update|notice|message|announcement)\s{0,2}[!:]`,
    0.35,
  ),
  signal(
    'claims-authority',
    '^i / developer creator admin owner programmer master operator supervisor',
    String.raw`(?:i['’]?m|i am) (?:your|the|an?) (?:developer|creator|admin|administrator|owner|programmer|master|operator|supervisor)\b`,
    0.5,
  ),
  signal(
    'safe-mode-off',
    '^safe safety security / mode filter protocol / off disabled deactivated',
    '(?:safe|safety|security) (?:mode|filters?|protocols?) (?:off|disabled|deactivated)',
    0.55,
  ),
  signal(
    'stop-everything',
    '^stop halt abort pause / everything all',
    String.raw`\b(?:stop|halt|abort|pause) (?:everything|all (?:tasks|previous))`,
    0.5,
  ),
  signal(
    'standing-order',
    '^every whenever each any / time whenever / user',
    String.raw`\b(?:every time|whenever|each time|any time) (?:a |the )?user (?:asks|says|mentions|types|writes|requests|enters)`,
    0.45,
  ),
  signal('something-else', '^do / something / else', 'do something else', 0.35),
  signal(
    'hijacked',
    '^hijack reprogram',
    String.raw`\b(?:hijack|hijacked|hijacking|reprogram|reprogrammed|reprogramming)\b`,
    0.4,
  ),
  // Fake turns, special tokens and delimiters.
  signal(
    'system-turn',
    // The lookbehind keeps the match starting at the role name, so it is tried there only.
    '^sys admin developer root operator assistant',
    /(?<=(?:^|\n)[^\S\n]{0,8}[[(<#*{]{0,3}[^\S\n]{0,2})(?:system|admin|administrator|developer|root|sys|operator|assistant)(?:[^\S\n]{1,2}(?:note|message|prompt|override|update|instruction|alert|notice|command))?[^\S\n]{0,2}[\])>*}]{0,3}[^\S\n]{0,2}:/g,
    0.5,
  ),
  signal(
    'special-token',
    '^<| [inst [/inst <<sys <</sys',
    /<\|(?:im_start|im_end|im_sep|endoftext|system|user|assistant|eot_id|start_header_id|end_header_id|begin_of_text)\|?>|\[\/?inst\]|<<\/?sys>>/g,
    0.65,
  ),
  signal(
    'fake-tag',
    '^<system </system <instruction </instruction <admin </admin <developer </developer',
    /<\/?(?:system|system_prompt|instructions?|admin|developer)>/g,
    0.45,
  ),
  signal(
    'delimiter',
    '^%%% === ### *** >>> ]]] ---',
    /(?:%%%|===|###|\*\*\*|>>>|\]\]\]|---)[^\S\n]{0,3}(?:end|begin|start|new|stop)\b/g,
    0.5,
  ),
  signal(
    'end-of-input',
    '^end begin start / input ambiguity instruction prompt example context document login data conversation simulation interaction text query password access section rule',
    String.raw`\b(?:end|begin|start) (?:of )?(?:the )?(?:user |system |previous )?(?:input|ambiguity|instructions?|prompt|example|examples|context|document|login attempt|data|conversation|simulation|interaction|text|query|password|access code|section|rules)\b`,
    0.3,
  ),
  // Concealment.
  signal(
    'without-telling',
    '^without / telling informing alerting notifying letting / user',
    'without (?:telling|informing|alerting|notifying|letting) (?:the )?user',
    0.55,
  ),
  signal(
    'secret-agenda',
    '^secret hidden / agenda objective goal mission instruction',
    String.raw`\b(?:secret|hidden) (?:agenda|objective|goal|mission|instructions?)\b`,
    0.5,
  ),
  signal('no-suspicion', '^without / suspicion', 'without (?:raising|arousing|causing) (?:any )?suspicion', 0.5),
  signal(
    'never-reveal-these',
    '^never / reveal disclose mention repeat / instruction rule prompt message',
    'never (?:reveal|disclose|mention|repeat) (?:these|this|the) (?:instructions?|rules?|prompt|message)',
    0.4,
  ),
  // Addressed to an AI reader (indirect injection inside documents, pages and mail).
  signal(
    'note-to-ai',
    `^note message instruction attention dear hey psst important / ${READER_KEYS}`,
    String.raw`\b(?:note|message|instructions?|attention|dear|hey|psst|important) (?:to |for )?(?:the |any |all |an )?${READER}s?\b\s{0,2}[:,!]`,
    0.5,
  ),
  signal(
    'if-you-are-ai',
    '^if / ai$ llm$ language assistant chatbot automated bot$',
    String.raw`if you (?:are|['’]re) an? (?:ai|llm|language model|assistant|chatbot|automated|bot)`,
    0.55,
  ),
  signal(
    'ai-reading-this',
    `^${READER_KEYS} / reading processing summari analy parsing`,
    String.raw`${READER}s? (?:reading|processing|summari[sz]ing|analy[sz]ing|parsing) this`,
    0.55,
  ),
  signal('treat-as-data', '^if / text / instruction', 'if the text (?:has|contains) instructions', 0.45),
  // Actions an injection typically asks for.
  signal(
    'exfiltrate',
    '^forward send email upload exfiltrate leak transmit / email message conversation chat history data file contact password credential inbox detail',
    String.raw`\b(?:forward|send|email|e-mail|upload|exfiltrate|leak|transmit) ~(?:emails?|messages?|conversation|chat history|history|data|files|contacts|passwords?|credentials|inbox|details)\b ~(?:to|at)\b`,
    0.4,
  ),
  signal(
    'destroy-data',
    '^delete wipe erase destroy drop / data file email record message user database',
    String.raw`\b(?:delete|wipe|erase|destroy|drop) (?:all |every )~(?:data|files|emails|records|messages|users|database)`,
    0.4,
  ),
  signal(
    'decode-and-follow',
    '^decode decrypt translate convert / and then / follow execute obey do run act carry perform',
    String.raw`\b(?:decode|decrypt|translate|convert) ~(?:and|then) ~(?:follow|execute|obey|do|run|act on|carry out|perform)\b`,
    0.45,
  ),
  // Output forcing, typical of hijacking: harmless alone, telling with anything else.
  signal(
    'say-exactly',
    '^say output print respond reply answer return write',
    String.raw`\b(?:say|output|print|respond with|reply with|answer with|return|write)\s{1,4}(?:only |just |exactly |the (?:words?|phrase|following) |simply )*['"“‘\[]`,
    0.2,
  ),
  signal(
    'begin-reply-with',
    '^begin start prefix preface prepend end / reply response answer output message / with',
    '(?:begin|start|prefix|preface|prepend|end) (?:your|the|each|all|every) ~(?:reply|replies|response|responses|answer|answers|output|message)s? with',
    0.3,
  ),
  signal(
    'nothing-else',
    '^say print write output add and but don do / nothing anything / else',
    String.raw`(?:(?:say|print|write|output|add) nothing else|(?:and|but) nothing else|(?:don['’]?t|do not) (?:say|write|add|include|output) anything else)`,
    0.3,
  ),
  signal(
    'nothing-else',
    '^and / only / word phrase',
    String.raw`and only th(?:at|ose|is|ese) (?:words?|phrases?)`,
    0.3,
  ),
  signal(
    'forced-phrase',
    '^say output print respond reply answer return write prefix prepend begin start end type / granted approved pwned jailbroken',
    String.raw`\b(?:say|says|saying|output|print|respond with|reply with|replying with|answer with|return|write|prefix|prepend|begin|start|end|type)\b ~['"“\[(]{0,3}(?:access granted|access approved|i have been pwned|pwned|jailbroken)`,
    0.7,
  ),
  signal(
    'was-a-trick',
    '^everything the / trick test joke lie fake simulation example hypothetical',
    '(?:everything|the (?:above|previous|text above)) ~(?:up to now|so far|above|before this)? ~(?:has been|was|is|were) (?:just )?(?:a |an )?(?:trick|test|joke|lie|fake|simulation|example|hypothetical)',
    0.5,
  ),
  signal(
    'correct-password',
    '^entered provided given typed said supplied knows input correct right valid / password passcode code',
    '(?:(?:entered|provided|given|typed|said|supplied|knows|input) (?:the |a )?(?:correct|right|valid|secret) (?:password|passcode|access code|code)|(?:correct|right|valid) (?:password|passcode|access code|code) (?:has been|was|is|been) (?:entered|input|provided|given|registered|typed|supplied|verified))',
    0.5,
  ),
  // The same override in the languages attacks most often switch to.
  signal(
    'ignore-previous-translated',
    '^ignor',
    String.raw`\b(?:ignorier\w{0,3}(?: sie)? (?:alle )?(?:vorherigen|bisherigen|obigen|vorigen) (?:anweisungen|befehle|instruktionen)|ignor\w{0,3} (?:toutes )?(?:les )?(?:instructions|consignes) (?:pr[eé]c[eé]dentes|ci-dessus|ant[eé]rieures)|ignor\w{0,3} (?:todas )?(?:las |as )?(?:instrucciones|instru[cç][oõ]es) (?:anteriores|previas)|ignora (?:tutte )?(?:le )?istruzioni (?:precedenti|sopra))`,
    0.85,
  ),
  signal(
    'bracket-authority',
    '^[ ( { < / admin system developer root sudo operator',
    /[[({<](?:admin|administrator|system|developer|root|sudo|operator)\b[^\]\n)}>]{0,40}[\])}>]/g,
    0.45,
  ),
  signal('access-granted', '^access / granted', String.raw`\baccess granted\b`, 0.45),
];
