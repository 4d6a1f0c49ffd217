import type { ToxicityLabel } from '../labels.ts';

/**
 * How a listed word is inflected when the lexicon is built: n = the word and its plural, p = the
 * plural only, v = verb forms (-s, -ed, -ing, -er, -ers), x = exactly as written. Phrases are
 * never inflected.
 */
export type Inflection = 'n' | 'p' | 'v' | 'x';

/**
 * [label, weight, inflection, terms]. Terms are space separated; `_` joins the words of a phrase
 * and `/` lists alternatives for one word of a phrase. The weight is a logit contribution: about 3
 * alone is a confident finding, about 1.5 needs context (a target, an identity term) to count.
 */
export type LexiconGroup = readonly [ToxicityLabel, number, Inflection, string];

export const LEXICON: readonly LexiconGroup[] = [
  // Profanity: swearing whoever it is aimed at.
  ['PROFANITY', 3, 'v', 'fuck motherfuck fuk fuq fck fcuk phuck phuk fook fukk fucc fvck'],
  ['PROFANITY', 3, 'x', 'fucking fuckin fucken fuckn fking fkn fkin fcking fukin fukkin muthafucka muthafucker'],
  ['PROFANITY', 3, 'x', 'motherfucking mfer mfr mfers mofo fk fjb stfu gtfo'],
  ['PROFANITY', 2.6, 'x', 'shit shits shitty shitting shitted shite bullshit horseshit shitload shitshow'],
  ['PROFANITY', 2.2, 'n', 'ass arse asshole arsehole asswipe'],
  ['PROFANITY', 2, 'x', 'wtf ffs omfg effing effin frickin fricking goddamn goddamned goddamnit'],
  ['PROFANITY', 1.4, 'x', 'damn dammit damned crap crappy piss pissed pissing bollocks bugger frigging friggin'],
  ['PROFANITY', 0.8, 'x', 'hell sucks suck sucked sucking'],
  ['PROFANITY', 2.4, 'x', "let's/lets_go_brandon"],
  // Insults: demeaning nouns and adjectives; a second-person or "is a" target makes them count.
  ['INSULT', 3.2, 'n', 'cunt twat bitch cocksucker motherfucker dickhead fuckface fucktard fuckwit shithead shitbag'],
  [
    'INSULT',
    3,
    'n',
    'whore slut skank hoe thot dumbass jackass dipshit asshat douchebag wanker retard libtard biatch baitch',
  ],
  [
    'INSULT',
    3,
    'x',
    'bitches bitchass retarded trumptard trumptards son_of_a_bitch piece_of_shit beotch beeotch biotch',
  ],
  ['INSULT', 2.6, 'x', 'piece_of_garbage/trash/filth/dirt douche_bag douch_bag douchbag'],
  ['INSULT', 2.6, 'n', 'scumbag prick douche tosser moron imbecile cretin numbnuts pussy lowlife sicko'],
  ['INSULT', 2.4, 'n', 'idiot dimwit nitwit halfwit dunce bastard pervert perv degenerate subhuman scum'],
  ['INSULT', 2.2, 'x', 'idiotic moronic braindead brainless dumbfuck piece_of_crap libturd libturds libtarded'],
  ['INSULT', 2.2, 'n', 'democrap repuke magat dumbocrat demonrat'],
  ['INSULT', 1.8, 'n', 'homo'],
  ['INSULT', 2, 'n', 'dick buffoon twit jerk freak hag bimbo pedo pedophile commie cuck psycho weirdo'],
  [
    'INSULT',
    1.8,
    'x',
    'stupid stoopid stupit dumb vile repulsive demented deranged stupidity bitchy pathetic worthless',
  ],
  ['INSULT', 1.6, 'x', 'ugly filthy disgusting senile spineless gutless loser losers clown clowns lunatic lunatics'],
  ['INSULT', 1.6, 'n', 'loony fruitcake'],
  ['INSULT', 1.6, 'x', 'loonies'],
  ['INSULT', 1.4, 'n', 'fool hypocrite liar creep parasite traitor snowflake maggot swine vermin pig thief'],
  ['INSULT', 1.4, 'x', 'thieves'],
  ['INSULT', 2.6, 'x', 'you_suck you_are/were_the_worst your_the_worst'],
  ['INSULT', 1.4, 'x', 'nasty rotten useless incompetent ignorant lame clueless horrible gross'],
  ['INSULT', 1.2, 'x', 'evil pos'],
  ['INSULT', 1, 'x', 'awful terrible shameful trash garbage fat lying corrupt dirty sick'],
  // Slurs: contempt for a protected group, serious on their own.
  ['HATE', 3.6, 'n', 'nigger nigga niggah nigguh nicca nigg niggaz niggas niccas faggit fagit'],
  ['HATE', 3.6, 'n', 'faggot fagget fag spic spick wetback beaner chink gook kike paki raghead towelhead'],
  ['HATE', 3.2, 'n', 'tranny shemale dyke coon jigaboo porchmonkey muzzie mudslime zipperhead untermensch'],
  ['HATE', 3.2, 'n', 'niglet niggress darkie darky wigger nig towel_head sand_monkey'],
  ['HATE', 2.6, 'n', 'whitey honky honkey gringo kraut wop dago polack chinaman jap cracka'],
  ['HATE', 2.2, 'x', 'negro negros negroes negroid colored_folk colored_folks'],
  ['HATE', 1.6, 'n', 'cracker redneck hillbilly hick'],
  ['HATE', 2.6, 'x', 'white_trash sand_nigger'],
  // Directed abuse: hostile commands and wishes aimed at the reader.
  [
    'HARASSMENT',
    3.6,
    'x',
    'fuck_you fuck_off fuck_your go_fuck_yourself kys kill_yourself kill_yourselves killyourself',
  ],
  ['HARASSMENT', 3.2, 'x', 'shut_the_fuck/f/hell_up go_die hope_you_die die_in_a_fire drop_dead rot_in_hell eat_shit'],
  ['HARASSMENT', 3.2, 'x', 'go_hang_yourself hang_yourself/yourselves'],
  ['HARASSMENT', 3, 'x', 'kiss_my_ass suck_my_dick/cock/balls screw_you piss_off go_to_hell burn_in_hell'],
  ['HARASSMENT', 2.6, 'x', 'you_should_die you_deserve_to_die hope_you_rot go_away_loser die_already get_sick_and_die'],
  ['HARASSMENT', 2, 'x', 'shut_up get_lost'],
  // Bullying: belittling someone's worth and social standing.
  ['BULLYING', 3, 'x', 'nobody/noone_likes/loves/wants_you no_one_likes/loves/wants/cares_about_you'],
  ['BULLYING', 3, 'x', 'everyone/everybody_hates_you you_have_no_friends waste_of_space/oxygen/air/skin'],
  ['BULLYING', 2, 'x', 'crybaby cry_baby go_cry fatso fatass fatty lardass nobody_cares no_one_asked nobody_asked'],
  // Threats: stated intent to harm (the first-person "I will <verb> you" pattern is in rules).
  ['THREAT', 3.2, 'x', 'i_know_where_you_live your_days_are_numbered you_are_dead your_dead i_will_find_you'],
  ['THREAT', 3.2, 'x', 'slit/cut_your_throat break_your_neck/legs/face put_you_in_the_ground'],
  ['THREAT', 2.6, 'x', 'watch_your_back sleep_with_one_eye_open'],
  ['THREAT', 3, 'x', "you_will_die you'll_die you/your_gonna_die"],
  ['THREAT', 3, 'x', 'you_are_gonna/going_to_die your_going_to_die'],
  ['THREAT', 2.2, 'x', "you'll_regret_this you'll_pay_for_this you_will_regret_this"],
  // Violence: calls for harm to people.
  ['VIOLENCE', 3.2, 'x', 'should/must_be_shot/killed/hanged/hung/executed/lynched/gassed/exterminated'],
  [
    'VIOLENCE',
    3.2,
    'x',
    'needs/need/ought/supposed_to_be_shot/killed/hanged/hung/executed/lynched/gassed/exterminated',
  ],
  ['VIOLENCE', 3, 'x', 'deserve/deserves/deserved_to_die deserve/deserves_to_be_shot/killed/raped kill_them_all'],
  ['VIOLENCE', 2.8, 'x', 'kill/murder/shoot/exterminate_all put_a_bullet_in line_them_up string_them_up'],
  ['VIOLENCE', 3, 'x', 'execute/kill/shoot/hang/gas/burn_them_all'],
  ['VIOLENCE', 2.4, 'x', 'beat_the_shit/crap/hell_out heads_will_roll death_to'],
  ['VIOLENCE', 1.8, 'v', 'rape behead'],
  ['VIOLENCE', 1.6, 'x', 'genocide massacre'],
  // Self-harm: suicide and self-injury, including telling someone to do it.
  ['SELF_HARM', 3.4, 'x', 'kill/killing/hang/hanging/cut/cutting/hurt/hurting/harm/harming/starve/starving_myself'],
  ['SELF_HARM', 3.4, 'x', 'end/ending/take/taking_my_own_life end/ending_my_life slit_my_wrists kill_me_now'],
  ['SELF_HARM', 3, 'x', 'want/wish_to_die wanna_die better_off_dead self_harm selfharm suicidal'],
  ['SELF_HARM', 3, 'x', "don't_want_to_live kys kill_yourself kill_yourselves killyourself slit_your_wrists"],
  ['SELF_HARM', 3, 'x', 'hang_yourself/yourselves'],
  ['SELF_HARM', 2.4, 'x', 'commit/committing_suicide'],
  ['SELF_HARM', 1.6, 'x', 'suicide overdose'],
  // Sexual content.
  ['SEXUAL', 3, 'x', 'blowjob blowjobs handjob jizz cumshot deepthroat gangbang creampie bukkake rimjob fisting'],
  ['SEXUAL', 3, 'x', 'clit titties cumming masturbate masturbating masturbation dildo hentai milf'],
  ['SEXUAL', 2.6, 'x', 'pussy pussies tits porn porno horny blow_job hand_job jerk/jerking_off nudes'],
  ['SEXUAL', 2.2, 'v', 'molest'],
  ['SEXUAL', 1.8, 'v', 'rape'],
  ['SEXUAL', 2.2, 'x', 'cock cocks orgasm'],
  ['SEXUAL', 1.6, 'x', 'cum'],
  ['SEXUAL', 1.2, 'x', 'anal sex'],
  ['SEXUAL', 2.6, 'x', 'suck_my_dick/cock/balls anal_sex oral_sex have_sex sexting boner erection ballsack nutsack'],
  ['SEXUAL', 1.8, 'x', 'boobs boob penis dick dicks sexy naked nude pornography pornographic threesome xxx nsfw'],
  // Extremism: slogans and support for extremist movements.
  ['EXTREMISM', 3.6, 'x', 'heil_hitler sieg_heil gas_the_jews rahowa day_of_the_rope hitler_was_right 1488'],
  [
    'EXTREMISM',
    3.2,
    'x',
    'white_power fourteen_words 14_words race_war white_genocide join_isis holocaust_never_happened',
  ],
  ['EXTREMISM', 3, 'x', 'kill_the/all_infidels death_to_america ethnostate'],
  ['EXTREMISM', 1.8, 'x', 'kkk ku_klux_klan neo_nazi neonazi white_pride great_replacement zog jewish/jew_question'],
  ['EXTREMISM', 1.8, 'x', 'final_solution'],
  ['EXTREMISM', 1.2, 'n', 'nazi jihad jihadi jihadist isis infidel'],
  // Direct sexualisation of minors, regardless of context.
  ['SEXUAL_MINORS', 3.6, 'x', 'jailbait lolicon shotacon child/kiddie/kiddy_porn childporn'],
];

/** Word classes the contextual rules look for; none is toxic alone. A phrase marks its last word. */
export const TOKEN_CLASS_NAMES = [
  'SECOND',
  'THIRD',
  'FIRST',
  'FUTURE',
  'INTENT',
  'CHAIN',
  'NEGATION',
  'COPULA',
  'FILLER',
  'IDENTITY',
  'IDENTITY_NOUN',
  'PERSON',
  'DEHUMAN',
  'VIOLENT',
  'VIOLENT_WEAK',
  'HATE_VERB',
  'MINOR',
  'MENTION',
  'BULLY',
  'INTENSIFIER',
] as const;

export type TokenClass = (typeof TOKEN_CLASS_NAMES)[number];

export const TOKEN_CLASSES: readonly (readonly [TokenClass, Inflection, string])[] = [
  ['SECOND', 'x', 'you your yourself yourselves yours'],
  ['THIRD', 'x', 'him her them'],
  // Subjects that already carry the future ("imma" and friends fold to "i'll").
  ['FUTURE', 'x', "i'll we'll i'd we'd"],
  ['FIRST', 'x', "i we i'm we're"],
  ['INTENT', 'x', 'will gonna going wanna want wants shall would gotta finna plan planning swear might'],
  // Words that may sit between a subject and its verb without changing the intent.
  ['CHAIN', 'x', 'to just really fucking literally personally come and about gladly happily definitely totally'],
  ['CHAIN', 'x', 'am are is'],
  ['NEGATION', 'x', "not never no don't doesn't didn't isn't aren't wasn't weren't won't wouldn't can't cannot"],
  ['NEGATION', 'x', "shouldn't couldn't hardly"],
  ['COPULA', 'x', "is are was were am be being been he's she's it's that's they're i'm what"],
  ['FILLER', 'x', 'a an such so the total complete absolute utter real fucking little big fat stupid dumb'],
  ['FILLER', 'x', 'ugly lazy useless worthless pathetic old ignorant nasty filthy dirty disgusting damn bloody'],
  ['FILLER', 'x', 'piece bunch pack of like sorry all both just'],
  // Identity words that are usually adjectives: they name a group only before a person word or alone.
  ['IDENTITY', 'x', 'gay lesbian bisexual homosexual queer transgender transsexual lgbt lgbtq lgbtqia heterosexual'],
  ['IDENTITY', 'x', 'trans nonbinary straight black white jewish latino latina latinx asian african hispanic'],
  ['IDENTITY', 'x', 'mexican indian arab muslim moslem christian catholic protestant buddhist sikh hindu taoist'],
  ['IDENTITY', 'x', 'female male european american canadian chinese japanese deaf blind disabled paralyzed'],
  ['IDENTITY', 'x', 'autistic elderly older young younger teenage middle_aged russian israeli palestinian iranian'],
  ['IDENTITY', 'x', 'mongolian turkish korean shiite sunni'],
  // Identity words that name people on their own: plurals of the above, and nouns.
  ['IDENTITY_NOUN', 'p', 'gay lesbian bisexual homosexual queer transgender heterosexual black white latino latina'],
  ['IDENTITY_NOUN', 'p', 'asian african hispanic mexican indian arab muslim moslem christian catholic protestant'],
  ['IDENTITY_NOUN', 'p', 'buddhist sikh hindu taoist female male european american canadian russian israeli'],
  ['IDENTITY_NOUN', 'p', 'palestinian iranian mongolian korean shiite sunni'],
  ['IDENTITY_NOUN', 'n', 'jew atheist immigrant refugee teenager millennial boomer feminist turk'],
  ['IDENTITY_NOUN', 'x', 'women men jewry gypsy gypsies roma old_people'],
  ['PERSON', 'n', 'person people folk guy man woman girl boy kid dude lady community race nation population'],
  ['PERSON', 'x', 'men women children ladies'],
  ['DEHUMAN', 'x', 'animals animal vermin rats cockroaches roaches parasites savages savage apes monkeys pigs'],
  ['DEHUMAN', 'x', 'dogs filth plague cancer disease subhuman subhumans scum trash garbage inferior'],
  // Verbs of violence: strong ones make a threat against anyone, weak ones only against "you".
  ['VIOLENT', 'v', 'kill murder stab hurt strangle choke slit slaughter lynch behead butcher torture'],
  ['VIOLENT', 'v', 'shank drown exterminate massacre rape'],
  ['VIOLENT', 'x', 'raped raping shoot shooting shot beat beating beaten slain'],
  ['VIOLENT_WEAK', 'v', 'punch burn hang bury smash slap gut cut bash kick break snap end hunt execute poison'],
  ['VIOLENT_WEAK', 'v', 'bomb rip eliminate wreck destroy'],
  ['HATE_VERB', 'v', 'hate despise loathe detest'],
  ['MINOR', 'n', 'child kid minor toddler infant preteen schoolgirl schoolboy loli shota tween'],
  ['MINOR', 'x', 'children underage pre_teen little_girl little_girls little_boy little_boys'],
  ['MINOR', 'x', '8yo 9yo 10yo 11yo 12yo 13yo 14yo 15yo 16yo 17yo'],
  // The same as the relaxed view spells them, digits read as letters (1 → i, 3 → e, …).
  ['MINOR', 'x', 'ioyo iiyo i2yo ieyo iayo isyo i6yo ityo'],
  ['MENTION', 'x', 'word words term terms slur slurs called calling'],
  ['BULLY', 'x', 'loser losers ugly fat worthless pathetic useless freak weirdo fatso lonely'],
  ['INTENSIFIER', 'x', 'so mad too very super such'],
];
/** Informal spellings folded to one canonical token before lookup. */
export const CANONICAL: Readonly<Record<string, string>> = {
  u: 'you',
  ya: 'you',
  yu: 'you',
  ye: 'you',
  yall: 'you',
  "y'all": 'you',
  youse: 'you',
  thou: 'you',
  yaself: 'yourself',
  urself: 'yourself',
  yaselves: 'yourselves',
  urselves: 'yourselves',
  ur: 'your',
  yer: 'your',
  yor: 'your',
  "you're": 'your',
  youre: 'your',
  "u're": 'your',
  "you'll": "you'll",
  youll: "you'll",
  ull: "you'll",
  "u'll": "you'll",
  im: "i'm",
  ima: "i'll",
  imma: "i'll",
  "i'ma": "i'll",
  "i'mma": "i'll",
  gunna: 'gonna',
  gon: 'gonna',
  "gon'": 'gonna',
  dont: "don't",
  cant: "can't",
  didnt: "didn't",
  doesnt: "doesn't",
  isnt: "isn't",
  arent: "aren't",
  wasnt: "wasn't",
  wouldnt: "wouldn't",
  shouldnt: "shouldn't",
  couldnt: "couldn't",
  noone: 'nobody',
  'no-one': 'nobody',
};
