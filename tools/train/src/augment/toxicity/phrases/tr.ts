import type { ToxicPhrases } from './types.ts';

export const TR: ToxicPhrases = {
  groups: [
    'Müslümanlar',
    'Yahudiler',
    'Hristiyanlar',
    'Kürtler',
    'Suriyeliler',
    'Çingeneler',
    'Araplar',
    'kadınlar',
    'eşcinseller',
    'trans bireyler',
    'engelliler',
    'göçmenler',
    'mülteciler',
  ],
  threat: [
    'Nerede oturduğunu biliyorum, {harm}.',
    'Bir kelime daha, {name2}, ve {harm}.',
    '{when} dikkat et, {harm}.',
    'Seni {when} bulacağım ve {harm}.',
  ],
  incitement: [
    'Biri artık şu {group} meselesini kökünden halletmeli.',
    'Bu {group} hepsi acı çekmeyi hak ediyor.',
    'Bu {group} {when} şehirden kovulmalı.',
  ],
  selfHarm: [
    'Git kendini öldür, {name2}.',
    'Kimse seni özlemezdi.',
    'Herkese bir iyilik yap ve {when} her şeye son ver.',
    'Sensiz dünya daha iyi olurdu, ne yapman gerektiğini biliyorsun.',
  ],
  dehumanising: [
    '{group} {vermin}, başka bir şey değil.',
    'Bu {group} {vermin} gibi çoğalıyor.',
    '{group} bu ülkenin hastalığı.',
  ],
  stereotype: [
    '{group} hepsi tembel ve bizim sırtımızdan geçiniyor.',
    'Bütün {group} suçlu.',
    '{group} asla güvenilmez.',
  ],
  question: [
    'Sadece soruyorum: neden bütün {group} bu kadar sahtekâr?',
    'Irkçı değilim ama sorun {group}.',
    'Sadece fikrim ama {group} buraya ait değil.',
  ],
  insult: ['Sen zavallı bir ezik, {name2}.', 'Kes sesini, değersiz aptal.', 'Kimse sana katlanamıyor, iğrençsin.'],
  counter: [
    '{group} için {vermin} demek iğrenç ve yanlış.',
    '{group} için hastalık demek nefret söylemidir, şikâyet ediyorum.',
    'Hayır, {group} suçlu değil ve bu yalan gerçek insanlara zarar veriyor.',
    'Birine kendini öldür demek asla şaka değildir.',
  ],
  negated: ['{group} suçlu değil.', '{group} tembel değil, bu doğru değil.', '{group} kimseden daha sahtekâr değil.'],
  neutral: [
    'Komşularımız {group} ve bizi {date} akşam yemeğine davet ettiler.',
    'Müzede {group} tarihine dair yeni bir sergi var.',
    'Ekibimizdeki birçok {group} yardım koşusuna katılıyor.',
    'Okulumuz {group} daha iyi nasıl destekleyebilir?',
  ],
  homonym: [
    'Süreç yine dondu, kill -9 ile öldür gitsin.',
    'Bu hata beni öldürüyor, saat {time}’dan beri uğraşıyorum.',
    'Ürün fotoğraflarını {date} çekiyoruz.',
    'Dün sahnede resmen yıktın geçtin!',
    'Yumurtaları çırp ve soğanı doğra.',
  ],
  slots: {
    vermin: ['fare', 'hamam böceği', 'parazit', 'haşere'],
    harm: ['bacaklarını kıracağım', 'canını çok yakacağım', 'evini yakacağım'],
    when: ['bu gece', 'yarın', 'bu hafta sonu'],
  },
};
