import { signal, type Signal } from './signal.ts';

// Evidence that a prompt tries to talk the model out of its rules: personas without limits,
// "modes", refusal suppression, fiction framing. Weights were tuned on public jailbreak corpora so
// that one strong marker or several weak ones reach the default threshold (0.7), while a lone weak
// marker ("from now on", "hypothetical") stays well below it.
const RULES = String.raw`(?:rules|restrictions|limitations|limits|guidelines|policies|policy|filters|censorship|ethics|morals|morality|principles|constraints|boundaries|laws|programming|safeguards|standards|values|concerns|considerations|obligations)`;
const RULE_KEYS =
  'rule restriction limit guideline polic filter censorship ethic moral principle constraint boundar law programming safeguard standard value concern consideration obligation';
const AI = String.raw`(?:ai|chatbot|bot|language model|llm|model|assistant|gpt|chatgpt|machine)`;
const AI_KEYS = 'ai$ chatbot bot$ language llm$ model assistant gpt$ chatgpt machine';
const NEG = String.raw`(?:do not|don['’]?t|never|must not|mustn['’]?t|will not|won['’]?t|cannot|can['’]?t|shall not|should not|shouldn['’]?t)`;

export const JAILBREAK_SIGNALS: readonly Signal[] = [
  // Named personas and modes.
  signal('do-anything-now', '^do / anything', 'do anything now', 0.8),
  signal(
    'dan-persona',
    '^as called named you become be / dan$',
    String.raw`\b(?:as|called|named|you are|you['’]re|become|be) ['"“]?dan\b`,
    0.55,
  ),
  signal(
    'mode-enabled',
    '^developer dan$ god evil chaos jailbr unrestricted unfiltered uncensored opposite sudo admin maximum dude stan anarchy dark devil rogue / mode / enabled activated active on output',
    String.raw`\b(?:developer|dan|god|evil|chaos|jailbreak|jailbroken|unrestricted|unfiltered|uncensored|opposite|sudo|admin|maximum|dude|stan|anarchy|dark|devil|rogue) mode (?:enabled|activated|active|on|output)`,
    0.75,
  ),
  signal('named-mode', '^mode / enabled activated', String.raw`(?<=\b[a-z0-9]{2,20} )mode (?:enabled|activated)`, 0.5),
  // Freedom from rules.
  signal(
    'not-bound',
    `^not never isn aren / bound restricted limited constrained / ${RULE_KEYS}`,
    String.raw`(?:not|never|isn['’]?t|aren['’]?t) (?:bound|restricted|limited|constrained) by ~${RULES}`,
    0.6,
  ),
  signal(
    'free-from-rules',
    `^free above / ${RULE_KEYS}`,
    String.raw`(?:\bfree (?:from|of)|\babove (?:all |any )?(?:mortal |human )?) ~${RULES}`,
    0.55,
  ),
  signal(
    'broken-free',
    '^broken break broke / free out',
    '(?:broken|break|broke|breaking) (?:free|out) (?:of|from)',
    0.45,
  ),
  signal(
    'without-rules',
    `^without with has have no / ${RULE_KEYS}`,
    String.raw`\b(?:without|with no|has no|have no|no) ~${RULES}\b`,
    0.3,
  ),
  signal(
    'doesnt-care',
    '^doesn does don do never / care give follow obey abide adhere / law moral ethic rule safety consequence legality feeling guideline polic',
    String.raw`(?:doesn['’]?t|does not|don['’]?t|do not|never) (?:care|give a \S{1,8}|follow|obey|abide by|adhere to) (?:about |for )?~(?:laws|morals|ethics|rules|safety|consequences|legality|feelings|guidelines|policies)`,
    0.5,
  ),
  signal(
    'ignore-policies',
    `^ignor bypass violat disregard break circumvent overrid evad defy defi / openai anthropic content ethical safety moral usage legal / ${RULE_KEYS}`,
    String.raw`\b(?:ignor|bypass|violat|disregard|break|circumvent|overrid|evad|defy|defi)\w{0,4} ~(?:openai|anthropic|content|ethical|safety|moral|usage|legal)\S{0,2} ~${RULES}`,
    0.55,
  ),
  signal(
    'defy-ethics',
    '^ignor bypass violat disregard break circumvent overrid evad defy defi abandon transcend / ethic moral law',
    String.raw`\b(?:ignor|bypass|violat|disregard|break|circumvent|overrid|evad|defy|defi|abandon|transcend)\w{0,4} ~(?:ethics|morals|morality|(?:ethical|moral) (?:standards|guidelines|principles|concerns|boundaries)|laws|the law)\b`,
    0.55,
  ),
  signal(
    'legal-or-not',
    '^legal ethical moral harmful appropriate / not',
    String.raw`\b(?:legal|ethical|moral|harmful|appropriate) or not\b`,
    0.4,
  ),
  signal(
    'vendor-policy',
    '^openai anthropic google meta / polic',
    String.raw`(?:openai|anthropic|google|meta)['’]?s? ~(?:content|usage|safety) ~polic(?:y|ies)`,
    0.35,
  ),
  signal('content-policy', '^content / polic', 'content polic(?:y|ies)', 0.25),
  // Unrestricted persona language.
  signal(
    'persona-adjective',
    '^unfiltered uncensored unrestricted amoral unethical immoral unbound boundless limitless unhinged unaligned lawless uninhibited unmoral',
    String.raw`\b(?:unfiltered|uncensored|unrestricted|amoral|unethical|immoral|unbound|boundless|limitless|unhinged|unaligned|lawless|uninhibited|unmoral)\b`,
    0.3,
  ),
  signal(
    'evil-persona',
    '^evil unhinged rogue malicious dark twisted / ai$ bot$ assistant confidant persona version twin alter chatbot',
    String.raw`\b(?:evil|unhinged|rogue|malicious|dark|twisted) (?:ai|bot|assistant|confidant|persona|version|twin|alter ego|chatbot)`,
    0.5,
  ),
  signal(
    'persona-setup',
    `^pretend act behave roleplay role simulate impersonate emulate assume / ${AI_KEYS}`,
    String.raw`(?:pretend|act|behave|roleplay|role-play|role play|simulate|impersonate|emulate|assume the (?:role|persona|identity)) ~(?:as|to be|like|of)? ~(?:an? )?~${AI}\b`,
    0.3,
  ),
  signal(
    'denies-being-ai',
    '^is are you not never don do / ai$ language chatbot assistant',
    String.raw`(?:(?:is|are|you['’]re) (?:not|never|no longer) (?:an? )?(?:ai|language model|ai language model|chatbot|assistant)\b|(?:not allowed to|never|don['’]?t|do not) (?:say|mention|admit|reveal|remind) ~(?:that )?(?:you are|you['’]re|it is|it['’]s) an? (?:ai|language model|chatbot|assistant))`,
    0.45,
  ),
  signal(
    'no-filter',
    '^don do never without / filter censor sanitiz',
    String.raw`(?:don['’]?t|do not|never|without) (?:filter|censor|sanitize)(?:ing)?\b`,
    0.45,
  ),
  signal(
    'offensive-tone',
    '^respond reply answer speak talk write / offensive rude toxic insulting vulgar hateful derogatory',
    String.raw`(?:respond|reply|answer|speak|talk|write)\w{0,3} ~in (?:an? )?(?:highly |very |extremely )?(?:offensive|rude|toxic|insulting|vulgar|hateful|derogatory) (?:tone|way|manner|style)`,
    0.4,
  ),
  signal(
    'immerse-role',
    '^immerse fully respond always / yourself immersed character',
    '(?:immerse yourself|fully immersed|respond as the character|always respond as the character)',
    0.4,
  ),
  signal(
    'first-question',
    '^answer respond reply here / first / question prompt',
    String.raw`(?:answer|respond to|reply to|here(?:['’]s| is)) (?:my|the) first (?:question|prompt)`,
    0.25,
  ),
  signal(
    'going-to-act',
    '^you / going / act pretend be play simulate roleplay',
    String.raw`you (?:are|['’]re) going to (?:act|pretend|be|play|simulate|roleplay)`,
    0.3,
  ),
  signal(
    'called-model',
    `^${AI_KEYS} / called named known`,
    String.raw`${AI} (?:called|named|known as) ['"“]?\w`,
    0.25,
  ),
  signal(
    'grandma-exploit',
    '^pretend act roleplay role / grand',
    '(?:pretend|act|roleplay|role-play) (?:to be |as |like )?my (?:dead |deceased |late |beloved )?(?:grandmother|grandma|granny|grandfather|grandpa)',
    0.45,
  ),
  signal('lets-play', '^let / play', String.raw`let['’]?s play a (?:game|role)`, 0.2),
  // Fiction and hypothetical framing: weak alone, adds to the rest.
  signal(
    'hypothetical',
    '^hypothetical fictional imaginary fictitious alternate',
    String.raw`\b(?:hypothetical|fictional|imaginary|fictitious|alternate) (?:story|scenario|response|world|universe|setting|language model|ai|character|situation|conversation)`,
    0.3,
  ),
  signal(
    'purposes-only',
    '^for / purposes',
    'for (?:educational|research|academic|testing|entertainment) purposes(?: only)?',
    0.2,
  ),
  // Character lock-in.
  signal(
    'stay-in-character',
    '^stay remain keep staying / character',
    '(?:stay|remain|keep|staying) (?:in|true to (?:your|the)) character',
    0.55,
  ),
  signal(
    'break-character',
    '^do don never must mustn will won can shall should shouldn / break / character',
    `${NEG} (?:ever )?break(?:ing)? (?:out of )?character`,
    0.6,
  ),
  signal(
    'character-lapse',
    '^break broke fall / character',
    '(?:break|breaking|broke|fall out of) (?:of )?character',
    0.35,
  ),
  // Refusal suppression.
  signal(
    'never-refuse',
    '^do don never must mustn will won can shall should shouldn / refuse decline reject deny',
    String.raw`${NEG} (?:ever )?(?:refuse|decline|reject|deny)\b`,
    0.55,
  ),
  signal(
    'no-apology',
    '^do don never must mustn will won can shall should shouldn / apologi sorry warning disclaimer caveat note',
    String.raw`${NEG} (?:ever )?(?:apologi[sz]e|say (?:that )?(?:you['’]?re |you are )?sorry|include (?:any )?(?:warnings?|disclaimers?|caveats?|notes?)|add (?:any )?(?:warnings?|disclaimers?))`,
    0.45,
  ),
  signal(
    'without-warning',
    '^without / warning disclaimer moraliz hesitation refusal censorship restraint',
    String.raw`without (?:any )?(?:warnings?|disclaimers?|moraliz\w{0,4}|hesitation|refusal|censorship|restraint)`,
    0.35,
  ),
  signal(
    'no-matter-how',
    '^no regardless even / immoral unethical illegal harmful dangerous offensive inappropriate explicit wrong',
    String.raw`(?:no matter how|regardless of how|even if (?:it['’]?s|it is)?) ~(?:immoral|unethical|illegal|harmful|dangerous|offensive|inappropriate|explicit|wrong)`,
    0.55,
  ),
  signal('as-an-ai-model', '^as / language', 'as an ai language model', 0.2),
  // Dual answers.
  signal(
    'two-responses',
    '^two both / responses answers paragraphs outputs replies',
    String.raw`\b(?:two|2|both) (?:different |separate )?(?:responses|answers|paragraphs|outputs|replies)`,
    0.25,
  ),
  signal('answer-as-both', '^answer respond reply / both', String.raw`(?:answer|respond|reply) as both\b`, 0.5),
  signal(
    'normal-and-persona',
    '^one first / normal regular standard classic filtered',
    String.raw`\b(?:one|first) (?:normal|regular|standard|classic|filtered)\b ~(?:and|the other|second)`,
    0.3,
  ),
  // Templates and token games.
  signal(
    'insert-prompt',
    '^[insert [prompt [question [request',
    String.raw`\[(?:insert )?(?:prompt|question|request)(?: here)?\]`,
    0.5,
  ),
  signal(
    'persona-field',
    '^persona personality rules never',
    /(?<=(?:^|\n)\s{0,4})(?:persona|personality|rules|never say)\s{0,2}=/g,
    0.4,
  ),
  signal(
    'token-penalty',
    '^lose deduct lost gain earn / token point',
    String.raw`(?:lose|deduct|deducted|lost|gain|earn|gains)\w{0,2} ~\d{1,4} (?:tokens?|points?)`,
    0.5,
  ),
  signal(
    'token-penalty',
    '^deduct',
    String.raw`(?<=\b\d{1,4} (?:tokens?|points?) (?:are |will be |is )?)deducted`,
    0.5,
  ),
  signal('mandatory-warning', '^mandatory obligatory', '(?:mandatory|obligatory) ~(?:warning|disclaimer)', 0.4),
];
