import type { ToxicPhrases } from './types.ts';

export const PT: ToxicPhrases = {
  groups: [
    'muçulmanos',
    'judeus',
    'evangélicos',
    'ciganos',
    'negros',
    'nordestinos',
    'angolanos',
    'mulheres',
    'gays',
    'pessoas trans',
    'deficientes',
    'imigrantes',
    'refugiados',
  ],
  threat: [
    'Sei onde você mora e vou {harm}.',
    'Mais uma palavra, {name2}, e eu vou {harm}.',
    'Cuidado {when}, eu vou {harm}.',
    'Vou te encontrar {when} e vou {harm}.',
  ],
  incitement: [
    'Alguém devia acabar de vez com os {group}.',
    'Os {group} merecem sofrer, todos eles.',
    'Tinham que expulsar os {group} da cidade {when}.',
  ],
  selfHarm: [
    'Vai se matar, {name2}.',
    'Ninguém sentiria a sua falta.',
    'Faz um favor a todos e acaba com isso {when}.',
    'O mundo seria melhor sem você, você sabe o que fazer.',
  ],
  dehumanising: [
    'Os {group} são {vermin}, nada mais.',
    'Os {group} se espalham como {vermin}.',
    'Os {group} são uma doença para este país.',
  ],
  stereotype: [
    'Os {group} são todos preguiçosos que vivem às nossas custas.',
    'Todo {group} é bandido.',
    'Nunca dá para confiar nos {group}.',
  ],
  question: [
    'Só perguntando: por que os {group} são todos tão desonestos?',
    'Não sou racista, mas os {group} são o problema.',
    'É só a minha opinião, mas os {group} não deviam estar aqui.',
  ],
  insult: [
    'Você é um fracassado patético, {name2}.',
    'Cala a boca, seu idiota inútil.',
    'Ninguém te aguenta, você é nojento.',
  ],
  counter: [
    'Dizer que os {group} são {vermin} é nojento e falso.',
    'Chamar os {group} de doença é discurso de ódio, vou denunciar.',
    'Não, os {group} não são bandidos, e essa mentira machuca pessoas reais.',
    'Mandar alguém se matar nunca é brincadeira.',
  ],
  negated: [
    'Os {group} não são bandidos.',
    'Não é verdade que os {group} são preguiçosos.',
    'Os {group} não são mais desonestos do que ninguém.',
  ],
  neutral: [
    'Nossos vizinhos são {group} e nos convidaram para jantar em {date}.',
    'O museu tem uma exposição sobre a história dos {group} na Europa.',
    'Muitos {group} da equipe se inscreveram na corrida solidária.',
    'Como a nossa escola pode apoiar melhor os {group}?',
  ],
  homonym: [
    'O processo travou, mata ele com kill -9.',
    'Esse bug está me matando, estou nele desde as {time}.',
    'Vamos fotografar os produtos em {date}.',
    'Você arrasou ontem no palco, matou a pau!',
    'Bata os ovos e pique a cebola.',
  ],
  slots: {
    vermin: ['ratos', 'baratas', 'parasitas', 'pragas'],
    harm: ['quebrar suas pernas', 'te machucar muito', 'queimar sua casa'],
    when: ['hoje à noite', 'amanhã', 'neste fim de semana'],
  },
};
