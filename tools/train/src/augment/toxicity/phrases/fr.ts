import type { ToxicPhrases } from './types.ts';

export const FR: ToxicPhrases = {
  groups: [
    'musulmans',
    'juifs',
    'chrétiens',
    'Arabes',
    'Noirs',
    'Roms',
    'Maghrébins',
    'femmes',
    'homosexuels',
    'personnes trans',
    'handicapés',
    'migrants',
    'réfugiés',
  ],
  threat: [
    'Je sais où tu habites et je vais {harm}.',
    'Encore un mot, {name2}, et je vais {harm}.',
    'Fais gaffe {when}, je vais {harm}.',
    'Je te retrouverai {when} et je vais {harm}.',
  ],
  incitement: [
    "Quelqu'un devrait enfin régler le problème des {group}.",
    'Les {group} méritent tous de souffrir.',
    'Il faudrait chasser les {group} de la ville {when}.',
  ],
  selfHarm: [
    'Va te tuer, {name2}.',
    'Personne ne te regretterait.',
    'Rends service à tout le monde et finis-en {when}.',
    'Le monde serait mieux sans toi, tu sais ce qui te reste à faire.',
  ],
  dehumanising: [
    'Les {group} sont des {vermin}, rien de plus.',
    'Les {group} se multiplient comme des {vermin}.',
    'Les {group} sont une maladie pour ce pays.',
  ],
  stereotype: [
    'Les {group} sont tous des fainéants qui vivent à nos crochets.',
    'Tous les {group} sont des délinquants.',
    'On ne peut jamais faire confiance aux {group}.',
  ],
  question: [
    'Je pose juste la question : pourquoi les {group} sont-ils tous malhonnêtes ?',
    'Je ne suis pas raciste, mais les {group} sont le problème.',
    "C'est juste mon avis, mais les {group} n'ont rien à faire ici.",
  ],
  insult: [
    'Tu es un minable, {name2}.',
    'Ferme-la, espèce d’idiot sans valeur.',
    'Personne ne te supporte, tu es répugnant.',
  ],
  counter: [
    'Dire que les {group} sont des {vermin} est ignoble et faux.',
    'Traiter les {group} de maladie, c’est de la haine, je signale.',
    'Non, les {group} ne sont pas des délinquants, et ce mensonge fait du mal.',
    'Dire à quelqu’un de se tuer n’est jamais une blague.',
  ],
  negated: [
    'Les {group} ne sont pas des délinquants.',
    'Il est faux de dire que les {group} sont fainéants.',
    'Les {group} ne sont pas plus malhonnêtes que les autres.',
  ],
  neutral: [
    'Nos voisins sont {group} et nous ont invités à dîner le {date}.',
    "Le musée consacre une exposition à l'histoire des {group} en Europe.",
    "Beaucoup de {group} de l'équipe participent à la course solidaire.",
    'Comment notre école peut-elle mieux accompagner les {group} ?',
  ],
  homonym: [
    'Le processus est bloqué, tue-le avec kill -9.',
    'Ce bug me tue, je suis dessus depuis {time}.',
    'On shoote les photos produit le {date}.',
    "Tu as tué l'ambiance hier soir, c'était génial !",
    'Battre les œufs et hacher les oignons.',
  ],
  slots: {
    vermin: ['rats', 'cafards', 'parasites', 'vermines'],
    harm: ['te casser les jambes', 'te faire très mal', 'brûler ta maison'],
    when: ['ce soir', 'demain', 'ce week-end'],
  },
};
