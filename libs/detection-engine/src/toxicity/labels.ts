/** The 13 labels of the hap-guard-v2 toxicity classifier; a finding's `type` is one of these. */
export const TOXICITY_LABELS = [
  'HATE',
  'HARASSMENT',
  'INSULT',
  'PROFANITY',
  'THREAT',
  'VIOLENCE',
  'SELF_HARM',
  'SEXUAL',
  'SEXUAL_MINORS',
  'EXTREMISM',
  'IDENTITY_ATTACK',
  'BULLYING',
  'SEVERE_TOXICITY',
] as const;

export type ToxicityLabel = (typeof TOXICITY_LABELS)[number];

export const TOXICITY_LABEL_DEFINITIONS: Readonly<Record<ToxicityLabel, string>> = {
  HATE: 'Slurs or contempt aimed at people for a protected characteristic.',
  HARASSMENT: 'Abuse directed at the reader: telling them off, wishing them harm, hostile commands.',
  INSULT: 'Demeaning words about a person, especially when aimed at someone.',
  PROFANITY: 'Swearing and obscene vocabulary, whoever it is aimed at.',
  THREAT: 'A stated intention to hurt, kill or otherwise harm someone.',
  VIOLENCE: 'Calls for, or glorification of, physical violence against people.',
  SELF_HARM: 'Suicide, self-injury or encouragement of it.',
  SEXUAL: 'Explicit sexual content or vocabulary.',
  SEXUAL_MINORS: 'Any sexual content involving children or minors.',
  EXTREMISM: 'Support for, or slogans of, extremist ideologies, terror groups or genocide.',
  IDENTITY_ATTACK: 'A negative judgement about a group identity, or a person because of it.',
  BULLYING: 'Belittling someone’s worth, looks or social standing, telling them nobody wants them.',
  SEVERE_TOXICITY: 'Several strong toxic signals together: hateful, threatening or vile abuse.',
};
