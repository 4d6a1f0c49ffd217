import type { ToxicPhrases } from './types.ts';

export const NL: ToxicPhrases = {
  groups: [
    'moslims',
    'joden',
    'christenen',
    'Marokkanen',
    'Turken',
    'Polen',
    'zwarte mensen',
    'vrouwen',
    'homo’s',
    'transpersonen',
    'gehandicapten',
    'migranten',
    'vluchtelingen',
  ],
  threat: [
    'Ik weet waar je woont en ik ga {harm}.',
    'Nog één woord, {name2}, en ik ga {harm}.',
    'Let {when} maar goed op, ik ga {harm}.',
    'Ik vind je {when} en dan ga ik {harm}.',
  ],
  incitement: [
    'Iemand moet eindelijk eens afrekenen met de {group}.',
    'De {group} verdienen het allemaal om te lijden.',
    'We moeten de {group} {when} de stad uit jagen.',
  ],
  selfHarm: [
    'Ga jezelf van kant maken, {name2}.',
    'Niemand zou je missen.',
    'Doe iedereen een plezier en maak er {when} een eind aan.',
    'De wereld is beter af zonder jou, je weet wat je moet doen.',
  ],
  dehumanising: [
    '{group} zijn {vermin}, meer niet.',
    'De {group} vermenigvuldigen zich als {vermin}.',
    '{group} zijn een ziekte voor dit land.',
  ],
  stereotype: [
    '{group} zijn allemaal lui en leven van ons geld.',
    'Alle {group} zijn criminelen.',
    '{group} kun je nooit vertrouwen.',
  ],
  question: [
    'Ik vraag het maar: waarom zijn {group} allemaal zo oneerlijk?',
    'Ik ben geen racist, maar {group} zijn nu eenmaal het probleem.',
    'Gewoon mijn mening, maar {group} horen hier niet.',
  ],
  insult: [
    'Je bent een zielige mislukkeling, {name2}.',
    'Hou je bek, waardeloze idioot.',
    'Niemand kan je uitstaan, walgelijk figuur.',
  ],
  counter: [
    'Zeggen dat {group} {vermin} zijn is walgelijk en onwaar.',
    '{group} een ziekte noemen is haatzaaien, ik meld het.',
    'Nee, {group} zijn geen criminelen, en die leugen doet echte mensen pijn.',
    'Iemand zeggen dat hij zichzelf van kant moet maken is nooit een grap.',
  ],
  negated: [
    '{group} zijn geen criminelen.',
    'Het is gewoon niet waar dat {group} lui zijn.',
    '{group} zijn niet oneerlijker dan ieder ander.',
  ],
  neutral: [
    'Onze buren zijn {group} en ze nodigden ons uit voor het eten op {date}.',
    'Het museum heeft een tentoonstelling over de geschiedenis van {group} in Europa.',
    'Veel {group} uit ons team lopen mee met de sponsorloop.',
    'Hoe kan onze school {group} beter ondersteunen?',
  ],
  homonym: [
    'Het proces hangt weer, kill het gewoon.',
    'Deze bug maakt me gek, ik zit er al sinds {time} op.',
    'We schieten de productfoto’s op {date}.',
    'Je hebt het gisteren op het podium echt gesloopt!',
    'Klop de eieren en snipper de ui.',
  ],
  slots: {
    vermin: ['ratten', 'kakkerlakken', 'parasieten', 'ongedierte'],
    harm: ['je benen breken', 'je flink pijn doen', 'je huis in brand steken'],
    when: ['vannacht', 'morgen', 'dit weekend'],
  },
};
