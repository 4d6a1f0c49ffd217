import type { ToxicPhrases } from './types.ts';

export const ES: ToxicPhrases = {
  groups: [
    'musulmanes',
    'judíos',
    'cristianos',
    'gitanos',
    'negros',
    'marroquíes',
    'latinos',
    'mujeres',
    'gays',
    'personas trans',
    'discapacitados',
    'inmigrantes',
    'refugiados',
  ],
  threat: [
    'Sé dónde vives y voy a {harm}.',
    'Una palabra más, {name2}, y voy a {harm}.',
    'Cuídate {when}, voy a {harm}.',
    'Te voy a encontrar {when} y voy a {harm}.',
  ],
  incitement: [
    'Alguien debería acabar de una vez con los {group}.',
    'Los {group} merecen sufrir, todos ellos.',
    'Habría que echar a los {group} del pueblo {when}.',
  ],
  selfHarm: [
    'Vete a matarte, {name2}.',
    'Nadie te echaría de menos.',
    'Haznos un favor a todos y acaba con todo {when}.',
    'El mundo estaría mejor sin ti, ya sabes lo que tienes que hacer.',
  ],
  dehumanising: [
    'Los {group} son {vermin}, nada más.',
    'Los {group} se multiplican como {vermin}.',
    'Los {group} son una enfermedad para este país.',
  ],
  stereotype: [
    'Los {group} son todos unos vagos que viven de nosotros.',
    'Todos los {group} son delincuentes.',
    'Nunca te fíes de los {group}.',
  ],
  question: [
    'Solo pregunto: ¿por qué los {group} son todos tan deshonestos?',
    'No soy racista, pero los {group} son el problema.',
    'Es solo mi opinión, pero los {group} no pintan nada aquí.',
  ],
  insult: ['Eres un fracasado patético, {name2}.', 'Cállate, idiota inútil.', 'Nadie te soporta, das asco.'],
  counter: [
    'Decir que los {group} son {vermin} es repugnante y falso.',
    'Llamar enfermedad a los {group} es discurso de odio, lo denuncio.',
    'No, los {group} no son delincuentes, y esa mentira hace daño.',
    'Decirle a alguien que se mate nunca es una broma.',
  ],
  negated: [
    'Los {group} no son delincuentes.',
    'No es verdad que los {group} sean vagos.',
    'Los {group} no son más deshonestos que nadie.',
  ],
  neutral: [
    'Nuestros vecinos son {group} y nos invitaron a cenar el {date}.',
    'El museo tiene una exposición sobre la historia de los {group} en Europa.',
    'Muchos {group} del equipo se apuntaron a la carrera solidaria.',
    '¿Cómo puede nuestra escuela apoyar mejor a los {group}?',
  ],
  homonym: [
    'El proceso se colgó, mátalo con kill -9.',
    'Este bug me está matando, llevo con él desde las {time}.',
    'Disparamos las fotos del producto el {date}.',
    '¡Anoche lo mataste en el escenario!',
    'Bate los huevos y pica la cebolla.',
  ],
  slots: {
    vermin: ['ratas', 'cucarachas', 'parásitos', 'alimañas'],
    harm: ['romperte las piernas', 'hacerte mucho daño', 'quemar tu casa'],
    when: ['esta noche', 'mañana', 'este fin de semana'],
  },
};
