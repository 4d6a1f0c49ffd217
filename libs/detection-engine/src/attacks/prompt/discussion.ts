// Prose ABOUT attacks (security guidance, papers, threat models) quotes the same phrases as the
// attacks themselves. It talks about "attackers", "the model" and "mitigations" in the third person;
// an attack talks to "you". Only vocabulary that attack prompts themselves rarely use counts.
const ANALYTICAL =
  /\b(?:attackers?|adversarial|vulnerabilit\w{0,3}|vulnerable|mitigat\w{0,5}|exploitation|susceptible|llms|llm['’]s|the llm|an llm|the model['’]s|guardrails|(?:its|their) (?:system prompts?|instructions)|security controls?|owasp|red[- ]team\w{0,3}|penetration test\w{0,3}|prompt injections?|jailbreak(?:s|ing)? (?:attacks?|techniques?|attempts?)|researchers?|e\.g\.|i\.e\.)\b/g;
const SECOND_PERSON = /\b(?:you|your|you['’]re|yourself)\b/g;

/** 1 for ordinary text, lower when the text reads as analysis of attacks rather than an attack. */
export function discussionFactor(view: string): number {
  const markers = new Set(view.match(ANALYTICAL) ?? []).size;
  if (markers < 2) return 1;
  const words = view.length / 6;
  const addressed = (view.match(SECOND_PERSON)?.length ?? 0) / Math.max(words, 1);
  // An attack leans on second person; analysis hardly uses it.
  if (addressed > 0.03) return 1;
  return markers >= 4 ? 0.45 : 0.65;
}
