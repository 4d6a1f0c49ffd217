import type { ToxicPhrases } from './types.ts';

export const PL: ToxicPhrases = {
  groups: [
    'muzułmanie',
    'Żydzi',
    'katolicy',
    'Romowie',
    'Ukraińcy',
    'Czarni',
    'Niemcy',
    'kobiety',
    'geje',
    'osoby trans',
    'niepełnosprawni',
    'imigranci',
    'uchodźcy',
  ],
  threat: [
    'Wiem, gdzie mieszkasz, i {harm}.',
    'Jeszcze jedno słowo, {name2}, i {harm}.',
    'Uważaj {when}, bo {harm}.',
    'Znajdę cię {when} i {harm}.',
  ],
  incitement: [
    'Ktoś wreszcie powinien zrobić porządek z nimi. {group} nie mają tu czego szukać.',
    '{group} zasługują na cierpienie, wszyscy co do jednego.',
    'Trzeba {when} wygonić ich z miasta. {group} to zaraza.',
  ],
  selfHarm: [
    'Idź się zabij, {name2}.',
    'Nikt by za tobą nie tęsknił.',
    'Zrób wszystkim przysługę i skończ z tym {when}.',
    'Świat byłby lepszy bez ciebie, wiesz, co masz zrobić.',
  ],
  dehumanising: [
    '{group} to {vermin}, nic więcej.',
    '{group} mnożą się jak {vermin}.',
    '{group} to choroba tego kraju.',
  ],
  stereotype: [
    '{group} to sami lenie żyjący na nasz koszt.',
    'Wszyscy {group} to przestępcy.',
    '{group} nigdy nie można ufać.',
  ],
  question: [
    'Tak tylko pytam: dlaczego {group} są tacy nieuczciwi?',
    'Nie jestem rasistą, ale {group} to problem.',
    'To tylko moja opinia, ale {group} nie powinni tu być.',
  ],
  insult: [
    'Jesteś żałosnym nieudacznikiem, {name2}.',
    'Zamknij się, bezwartościowy idioto.',
    'Nikt cię nie znosi, jesteś obrzydliwy.',
  ],
  counter: [
    'Mówienie, że {group} to {vermin}, jest obrzydliwe i fałszywe.',
    'Nazywanie ich chorobą to mowa nienawiści. {group} na to nie zasługują, zgłaszam to.',
    'Nie, {group} to nie przestępcy, a to kłamstwo krzywdzi ludzi.',
    'Mówienie komuś, żeby się zabił, nigdy nie jest żartem.',
  ],
  negated: [
    '{group} nie są przestępcami.',
    'To nieprawda, że {group} są leniwi.',
    '{group} nie są bardziej nieuczciwi niż inni.',
  ],
  neutral: [
    'Nasi sąsiedzi to {group} i zaprosili nas na kolację {date}.',
    'W muzeum jest wystawa o historii społeczności, którą tworzą {group}.',
    'Wielu z nas w zespole to {group} i wszyscy biegniemy w biegu charytatywnym.',
    'Jak nasza szkoła może lepiej wspierać uczniów, którzy są {group}?',
  ],
  homonym: [
    'Proces znowu wisi, po prostu go zabij.',
    'Ten bug mnie wykańcza, siedzę nad nim od {time}.',
    'Sesję zdjęciową produktów robimy {date}.',
    'Wczoraj na scenie po prostu zabiłeś!',
    'Ubij jajka i posiekaj cebulę.',
  ],
  slots: {
    vermin: ['szczury', 'karaluchy', 'pasożyty', 'robactwo'],
    harm: ['połamię ci nogi', 'zrobię ci krzywdę', 'spalę ci dom'],
    when: ['dziś w nocy', 'jutro', 'w weekend'],
  },
};
