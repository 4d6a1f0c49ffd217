/**
 * Words naming a nationality, an ethnic or regional group, a religion or a political affiliation
 * (Presidio's NRP). A data table, written for this project; compromise's demonyms are added to it
 * in nationality.ts.
 */

/** Nationalities and peoples, as adjectives and as nouns for one person. */
const PEOPLES = `
afghan albanian algerian andorran angolan antiguan argentine argentinian armenian australian austrian azerbaijani
bahamian bahraini bangladeshi barbadian belarusian belgian belizean belizian beninese bhutanese bolivian bosnian
botswanan brazilian british briton bruneian bulgarian burkinabe burmese burundian cambodian cameroonian canadian
cape verdean chadian chilean chinese colombian comoran congolese costa rican croatian cuban cypriot czech danish
djiboutian dominican dutch ecuadorian ecuadorean egyptian emirati english equatoguinean eritrean estonian eswatini
ethiopian fijian filipino filipina finnish french gabonese gambian georgian german ghanaian greek grenadian
guatemalan guinean guyanese haitian honduran hungarian icelandic indian indonesian iranian iraqi irish israeli
italian ivorian jamaican japanese jordanian kazakh kazakhstani kenyan kiribati korean kosovar kuwaiti kyrgyz lao
laotian latvian lebanese liberian libyan liechtensteiner lithuanian luxembourgish luxembourger macedonian malagasy
malawian malaysian maldivian malian maltese marshallese mauritanian mauritian mexican micronesian moldovan
monegasque mongolian montenegrin moroccan mozambican namibian nauruan nepalese nepali nicaraguan nigerian nigerien
norwegian omani pakistani palauan palestinian panamanian paraguayan peruvian polish portuguese qatari romanian
russian rwandan salvadoran samoan sammarinese saudi scottish senegalese serbian seychellois singaporean slovak
slovakian slovenian slovene somali somalian spanish sudanese surinamese swazi swedish swiss syrian taiwanese tajik
tanzanian thai togolese tongan trinidadian tunisian turkish turkmen tuvaluan ugandan ukrainian uruguayan uzbek
vanuatuan venezuelan vietnamese welsh yemeni zambian zimbabwean
american european african asian arab arabian latino latina hispanic caucasian scandinavian nordic baltic balkan
greenlander greenlandic faroese basque catalan galician flemish walloon bavarian sicilian corsican breton
kurdish kurd chechen tatar berber tibetan uyghur uighur pashtun punjabi bengali tamil gujarati sindhi maori
aboriginal inuit cherokee navajo sioux apache hawaiian puerto rican texan californian quebecois acadian
dane swede finn pole spaniard scot brit turk serb croat czech slav greek thai lao
englishman englishwoman irishman irishwoman scotsman scotswoman welshman welshwoman frenchman frenchwoman
dutchman dutchwoman new zealander kiwi aussie
`;

/** Religions and their followers. */
const FAITHS = `
christian catholic protestant orthodox evangelical baptist methodist lutheran anglican presbyterian pentecostal
mormon quaker amish adventist calvinist episcopalian muslim moslem islamic sunni shia shiite shii ismaili sufi
jewish jew hasidic buddhist hindu sikh jain jainist zoroastrian bahai taoist shinto confucian rastafarian
pagan wiccan druze yazidi atheist agnostic
`;

/** Political parties' members and movements, written with a capital: "a Republican senator". */
const POLITICAL = `
democrat democratic republican tory conservative liberal socialist communist marxist leninist maoist libertarian
labourite unionist nationalist loyalist republicanist progressive populist fascist nazi anarchist zionist
`;

/** Words that would read as ordinary words in lower case ("polish the floor", "a liberal amount"). */
export const CAPITAL_ONLY: ReadonlySet<string> = new Set(
  `polish georgian nordic baltic balkan kiwi finn pole scot turk dane swede brit kurd slav jew pagan sufi orthodox
  evangelical catholic latin
  ${POLITICAL}`.split(/\s+/),
);

/** Languages share their name with a people: "speaks French", "studying English" name the language. */
export const LANGUAGE_BEFORE: ReadonlySet<string> = new Set(
  `speak speaks spoke spoken speaking study studies studied studying learn learns learned learnt learning teach
  teaches taught teaching translate translated translating translation read write written fluent native understand
  knows know native-level`.split(/\s+/),
);
/** "in French", "into German": prepositions that name a language unless a noun follows ("in Russian villages"). */
export const LANGUAGE_PREPOSITIONS: ReadonlySet<string> = new Set(['in', 'into', 'from']);
export const LANGUAGE_AFTER: ReadonlySet<string> = new Set(
  `language languages speaker speakers translation translations version subtitles class classes course courses
  lesson lessons teacher grammar dictionary keyboard word words text literature literatures and-literature
  major degree proficiency`.split(/\s+/),
);

/** Capitalised words after a demonym that make both one proper name: "Czech Republic", "European Union". */
export const NAME_AFTER: ReadonlySet<string> = new Set(
  `republic union kingdom empire federation emirates islands island sea ocean alps airlines airways army navy
  party parliament congress senate government revolution war league cup open championship grand prix riviera
  guiana samoa sahara peninsula coast channel`.split(/\s+/),
);

const words = (list: string): string[] => list.split(/\s+/).filter((word) => word !== '');

/** Two-word entries ("costa rican", "new zealander") stay one phrase. */
function phrasesOf(list: string): string[] {
  const out: string[] = [];
  const all = words(list);
  for (let index = 0; index < all.length; index += 1) {
    const word = all[index] ?? '';
    const next = all[index + 1] ?? '';
    if (['costa', 'cape', 'puerto', 'new'].includes(word)) {
      out.push(`${word} ${next}`);
      index += 1;
    } else {
      out.push(word);
    }
  }
  return out;
}

/** Every listed word with its plural ("Surinamese" → "Surinameses" as well as the word itself). */
export function withPlurals(list: readonly string[]): string[] {
  return list.flatMap((word) => [
    word,
    /(?:s|sh|ch|x|z)$/.test(word) ? `${word}es` : `${word}s`,
    ...(word.endsWith('man') ? [`${word.slice(0, -3)}men`] : []),
  ]);
}

export const NATIONALITY_WORDS: readonly string[] = withPlurals([
  ...phrasesOf(PEOPLES),
  ...words(FAITHS),
  ...words(POLITICAL),
]);
