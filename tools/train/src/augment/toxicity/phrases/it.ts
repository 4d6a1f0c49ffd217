import type { ToxicPhrases } from './types.ts';

export const IT: ToxicPhrases = {
  groups: [
    'musulmani',
    'ebrei',
    'cristiani',
    'rom',
    'neri',
    'albanesi',
    'cinesi',
    'donne',
    'gay',
    'persone trans',
    'disabili',
    'immigrati',
    'profughi',
  ],
  threat: [
    'So dove abiti e ti {harm}.',
    'Ancora una parola, {name2}, e ti {harm}.',
    'Stai attento {when}, ti {harm}.',
    'Ti trovo {when} e poi ti {harm}.',
  ],
  incitement: [
    'Qualcuno dovrebbe finalmente sistemare i {group} una volta per tutte.',
    'I {group} meritano tutti di soffrire.',
    'Bisognerebbe cacciare i {group} dalla città {when}.',
  ],
  selfHarm: [
    'Vai ad ammazzarti, {name2}.',
    'Nessuno sentirebbe la tua mancanza.',
    'Fai un favore a tutti e falla finita {when}.',
    'Il mondo starebbe meglio senza di te, sai cosa devi fare.',
  ],
  dehumanising: [
    'I {group} sono {vermin}, niente di più.',
    'I {group} si moltiplicano come {vermin}.',
    'I {group} sono una malattia per questo paese.',
  ],
  stereotype: [
    'I {group} sono tutti fannulloni che vivono alle nostre spalle.',
    'Tutti i {group} sono delinquenti.',
    'Dei {group} non ci si può mai fidare.',
  ],
  question: [
    'Chiedo solo: perché i {group} sono tutti così disonesti?',
    'Non sono razzista, ma i {group} sono il problema.',
    'È solo la mia opinione, ma i {group} qui non c’entrano niente.',
  ],
  insult: ['Sei un fallito patetico, {name2}.', 'Stai zitto, idiota inutile.', 'Nessuno ti sopporta, fai schifo.'],
  counter: [
    'Dire che i {group} sono {vermin} è disgustoso e falso.',
    'Chiamare i {group} una malattia è odio, lo segnalo.',
    'No, i {group} non sono delinquenti, e questa bugia fa male.',
    'Dire a qualcuno di ammazzarsi non è mai uno scherzo.',
  ],
  negated: [
    'I {group} non sono delinquenti.',
    'Non è vero che i {group} sono fannulloni.',
    'I {group} non sono più disonesti di chiunque altro.',
  ],
  neutral: [
    'I nostri vicini sono {group} e ci hanno invitato a cena il {date}.',
    'Il museo ha una mostra sulla storia dei {group} in Europa.',
    'Molti {group} della squadra partecipano alla corsa di beneficenza.',
    'Come può la nostra scuola sostenere meglio i {group}?',
  ],
  homonym: [
    'Il processo si è bloccato, uccidilo con kill -9.',
    'Questo bug mi sta uccidendo, ci sono sopra dalle {time}.',
    'Scattiamo le foto del prodotto il {date}.',
    'Ieri sera sul palco hai spaccato!',
    'Sbatti le uova e trita la cipolla.',
  ],
  slots: {
    vermin: ['ratti', 'scarafaggi', 'parassiti', 'vermi'],
    harm: ['spezzo le gambe', 'faccio molto male', 'brucio la casa'],
    when: ['stanotte', 'domani', 'questo fine settimana'],
  },
};
