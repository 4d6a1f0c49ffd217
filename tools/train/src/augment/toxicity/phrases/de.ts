import type { ToxicPhrases } from './types.ts';

export const DE: ToxicPhrases = {
  groups: [
    'Muslime',
    'Juden',
    'Christen',
    'Türken',
    'Polen',
    'Roma',
    'Schwarze',
    'Frauen',
    'Schwule',
    'Transmenschen',
    'Behinderte',
    'Migranten',
    'Flüchtlinge',
  ],
  threat: [
    'Ich weiß, wo du wohnst, und ich werde {harm}.',
    'Noch ein Wort, {name2}, und ich werde {harm}.',
    'Pass {when} gut auf, ich werde {harm}.',
    'Ich finde dich {when} und dann werde ich {harm}.',
  ],
  incitement: [
    'Jemand sollte endlich aufräumen: {group} haben hier nichts verloren.',
    '{group} verdienen es alle zu leiden.',
    '{group} sollte man {when} aus der Stadt jagen.',
  ],
  selfHarm: [
    'Bring dich doch einfach um, {name2}.',
    'Niemand würde dich vermissen.',
    'Tu allen einen Gefallen und mach {when} Schluss.',
    'Die Welt wäre ohne dich besser, du weißt, was zu tun ist.',
  ],
  dehumanising: [
    '{group} sind {vermin}, sonst nichts.',
    '{group} vermehren sich wie {vermin}.',
    '{group} sind eine Krankheit für dieses Land.',
  ],
  stereotype: [
    '{group} sind alle faul und leben auf unsere Kosten.',
    'Alle {group} sind Kriminelle.',
    '{group} kann man nie trauen.',
  ],
  question: [
    'Ich frag ja nur: Warum sind {group} alle so unehrlich?',
    'Ich bin kein Rassist, aber {group} sind nun mal das Problem.',
    'Ist nur meine Meinung, aber {group} gehören nicht hierher.',
  ],
  insult: [
    'Du bist ein erbärmlicher Versager, {name2}.',
    'Halt die Klappe, du wertloser Idiot.',
    'Keiner kann dich ausstehen, du widerlicher Mensch.',
  ],
  counter: [
    'Zu sagen, {group} seien {vermin}, ist widerlich und falsch.',
    '{group} als Krankheit zu bezeichnen ist Hetze, ich melde das.',
    'Nein, {group} sind keine Kriminellen, und diese Lüge schadet echten Menschen.',
    'Jemandem zu sagen, er solle sich umbringen, ist nie ein Witz.',
  ],
  negated: [
    '{group} sind keine Kriminellen.',
    'Es stimmt einfach nicht, dass {group} faul sind.',
    '{group} sind nicht unehrlicher als alle anderen.',
  ],
  neutral: [
    'Unsere Nachbarn sind {group} und haben uns am {date} zum Essen eingeladen.',
    'Das Museum zeigt eine Ausstellung über {group} in Europa.',
    'Viele {group} in unserem Team laufen beim Spendenlauf mit.',
    'Wie kann unsere Schule {group} besser unterstützen?',
  ],
  homonym: [
    'Der Prozess hängt schon wieder, kill ihn einfach.',
    'Dieser Bug bringt mich noch um, ich sitze seit {time} dran.',
    'Wir schießen die Produktfotos am {date}.',
    'Du hast die Präsentation gestern echt gekillt!',
    'Die Zwiebeln fein hacken und die Eier schlagen.',
  ],
  slots: {
    vermin: ['Ratten', 'Kakerlaken', 'Parasiten', 'Ungeziefer'],
    harm: ['dir die Beine brechen', 'dir richtig wehtun', 'dein Haus anzünden'],
    when: ['heute Nacht', 'morgen', 'am Wochenende'],
  },
};
