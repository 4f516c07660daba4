import { describe, expect, it } from 'vitest';
import { analyzeQuestion, asksSomething } from './question-shape.js';

describe('analyzeQuestion', () => {
  it.each([
    ['What is the punishment for theft in the Quran?', 'punishment', 'theft'],
    ['Is alcohol forbidden in Islam?', 'ruling', 'alcohol'],
    ['Is eating pork allowed?', 'ruling', 'eating pork'],
    ['Is music haram?', 'ruling', 'music'],
    ['Is it a sin to listen to music?', 'ruling', 'listen to music'],
    ['Is using a credit card haram if I always pay it off on time?', 'ruling', 'using a credit card'],
    ['Can a Muslim marry a Christian woman?', 'ruling', 'marry a Christian woman'],
    // Whom a ruling is asked for is part of its subject, unless it only says "a Muslim" or "I".
    ['Can women work in Islam?', 'ruling', 'women work'],
    ['Is gold haram for men?', 'ruling', 'gold men'],
    ['Is it haram for women to cut their hair?', 'ruling', 'women cut their hair'],
    ['What is the Islamic ruling on tattoos?', 'ruling', 'tattoos'],
    ['Music halal or haram?', 'ruling', 'Music'],
    ['What does the Quran say about honesty?', 'quran-says', 'honesty'],
    ['What is the wisdom behind trials?', 'quran-says', 'trials'],
    ['Which verse talks about patience?', 'which-verse', 'patience'],
    ['Who was Dhul-Qarnayn?', 'who', 'Dhul-Qarnayn'],
    ['Tell me the story of Prophet Yusuf', 'story', 'Yusuf'],
    ["What's the story of the man who was swallowed by a whale?", 'story', 'man who was swallowed by a whale'],
    ['Which woman was told to shake a palm tree?', 'who', 'woman was told to shake a palm tree'],
    ['Which bird brought news from Sheba?', 'who', 'bird brought news from Sheba'],
    ['Which people carved houses in the mountains?', 'who', 'people carved houses in the mountains'],
    ['Who slept in a cave for over three hundred years?', 'who', 'slept in a cave for over three hundred years'],
    ['Is it wrong to read my sister\'s diary?', 'ruling', "read my sister's diary"],
    ['What is Ayat al-Kursi?', 'definition', 'Ayat al-Kursi'],
    // Bangla typed in Latin letters
    ['sud khawa ki haram?', 'ruling', 'sud khawa'],
    ['churir shasti ki?', 'punishment', 'churi'],
    ['gibot somporke quran ki bole?', 'quran-says', 'gibot'],
  ] as const)('English: %s → %s "%s"', (question, shape, subject) => {
    expect(analyzeQuestion(question, 'en')).toEqual({ shape, subject });
  });

  it.each([
    ['সুদ কি হারাম?', 'ruling', 'সুদ'],
    ['গান শোনা কি জায়েজ?', 'ruling', 'গান শোনা'],
    ['রোজা রেখে ওষুধ খাওয়া যাবে কি?', 'ruling', 'রোজা রেখে ওষুধ খাওয়া'],
    // Without কি too, unless another question word asks how, where or when.
    ['সিগারেট বিক্রি করা যাবে?', 'ruling', 'সিগারেট বিক্রি করা'],
    ['ঢাকায় কোথায় ঘুরতে যাওয়া যায়?', 'other', 'ঢাকায় কোথায় ঘুরতে যাওয়া যায়'],
    ['চুরির শাস্তি কী?', 'punishment', 'চুরি'],
    // The plural genitive "দের" goes whole, not as "ের" after a stray "দ".
    ['অহংকারীদের পরিণতি কী?', 'punishment', 'অহংকারী'],
    ['মুনাফিকদের শাস্তি কী?', 'punishment', 'মুনাফিক'],
    ['ধৈর্য সম্পর্কে কুরআন কী বলে?', 'quran-says', 'ধৈর্য'],
    ['কুরআনে পিতামাতা সম্পর্কে কী বলা হয়েছে?', 'quran-says', 'পিতামাতা'],
    ['ইউসুফ নবীর কাহিনী', 'story', 'ইউসুফ নবী'],
    ['যে ছেলেকে কূপে ফেলা হয়েছিল, পরে তার কী হয়েছিল?', 'story', 'যে ছেলেকে কূপে ফেলা হয়েছিল, পরে'],
    ['খদ্দের ঠকানো কি বড় অন্যায়?', 'ruling', 'খদ্দের ঠকানো'],
    ['কোন নবীকে মাছ গিলে ফেলেছিল?', 'who', 'নবীকে মাছ গিলে ফেলেছিল'],
    ['গুহায় কারা তিনশো বছর ঘুমিয়ে ছিল?', 'who', 'গুহায় কারা তিনশো বছর ঘুমিয়ে ছিল'],
    // Which person did X, asked at the end; a family word only whole ("কোন মাসে" asks which month).
    ['শিশুকে নদীতে ভাসিয়ে দিয়েছিলেন কোন মা?', 'who', 'শিশুকে নদীতে ভাসিয়ে দিয়েছিলেন কোন মা'],
    ['মাছের পেটে ছিলেন কোন নবী?', 'who', 'মাছের পেটে ছিলেন কোন নবী'],
    ['রোজা রাখতে হয় কোন মাসে?', 'other', 'রোজা রাখতে হয় কোন মাসে'],
  ] as const)('Bangla: %s → %s "%s"', (question, shape, subject) => {
    expect(analyzeQuestion(question, 'bn')).toEqual({ shape, subject });
  });

  it.each([
    ['ما حكم الربا؟', 'ruling', 'الربا'],
    // Spoken Arabic's question words read as the standard ones.
    ['شو حكم الأغاني؟', 'ruling', 'الأغاني'],
    ['وش حكم التدخين؟', 'ruling', 'التدخين'],
    ['هل التدخين حرام؟', 'ruling', 'التدخين'],
    ['هل الكذب غلط؟', 'ruling', 'الكذب'],
    ['احكيلي قصة يوسف', 'story', 'يوسف'],
    ['هل يجوز أكل لحم الخنزير؟', 'ruling', 'أكل لحم الخنزير'],
    ['ما عقوبة السرقة في الإسلام؟', 'punishment', 'السرقة'],
    ['ماذا يقول القرآن عن بر الوالدين؟', 'quran-says', 'بر الوالدين'],
    ['ما هي الحكمة من الابتلاء؟', 'quran-says', 'الابتلاء'],
    ['من هو ذو القرنين؟', 'who', 'ذو القرنين'],
    ['من المرأة التي هزت جذع النخلة؟', 'who', 'هزت جذع النخلة'],
    ['من الذي ألقى عصاه فصارت حية؟', 'who', 'ألقى عصاه فصارت حية'],
    ['قصة يوسف', 'story', 'يوسف'],
    ['أي قوم أهلكوا بالطوفان؟', 'who', 'قوم أهلكوا بالطوفان'],
    ['ما هي الأمة التي مسخت قردة؟', 'who', 'الأمة التي مسخت قردة'],
    // Which verse shows X? asked as people ask it, with the request before or after the statement
    ['اذكر الآية الدالة على حد السرقة ؟', 'which-verse', 'حد السرقة'],
    ['آية دلت على أن الظالم لا يصلح أن يكون إماما، فما هي؟', 'which-verse', 'الظالم لا يصلح أن يكون إماما'],
    ['ما الدليل على رخصة القصر للسفر؟', 'which-verse', 'رخصة القصر للسفر'],
    ['العمى عمى البصيرة وليس عمى البصر. اذكر الآية الكريمة الدالة على ذلك؟', 'which-verse', 'العمى عمى البصيرة وليس عمى البصر'],
    // "عن" is a preposition, not the start of "عندما"
    ['ما الآية التي نزلت عندما قال المنافقون هيهات؟', 'which-verse', 'عندما قال المنافقون هيهات'],
    ['ما هي آية الكرسي؟', 'definition', 'آية الكرسي'],
  ] as const)('Arabic: %s → %s "%s"', (question, shape, subject) => {
    expect(analyzeQuestion(question, 'ar')).toEqual({ shape, subject });
  });

  it('reads "what\'s" and a phone\'s "whats" as "what is"', () => {
    expect(analyzeQuestion('whats the punishment for stealing', 'en')).toEqual({ shape: 'punishment', subject: 'stealing' });
    expect(analyzeQuestion('What’s the ruling on music?', 'en')).toEqual({ shape: 'ruling', subject: 'music' });
  });

  it('leaves a question that fits no frame whole, without its final punctuation', () => {
    expect(analyzeQuestion('How should I treat my parents?', 'en')).toEqual({ shape: 'other', subject: 'How should I treat my parents' });
    expect(analyzeQuestion('pillars of Islam', 'en')).toEqual({ shape: 'other', subject: 'pillars of Islam' });
  });
});

describe('asksSomething', () => {
  it('tells a question from a heading or a list of names, in the three languages', () => {
    for (const question of ['Who can intercede on the Day of Judgement', 'Day of Judgement?', 'কিয়ামতের দিন আমল ওজন করা হবে কিভাবে', 'كيف يبعث الله الموتى يوم القيامة']) {
      expect(asksSomething(question)).toBe(true);
    }
    for (const heading of ['Day of Requital: Resurrection, Yaumud-Din', 'কিয়ামতের দিন শাফায়াত', 'الشفاعة يوم القيامة', 'Whatever happens']) {
      expect(asksSomething(heading)).toBe(false);
    }
  });

  it('reads a request as asking: "Tell me…", "verses about…"', () => {
    for (const request of ['Tell me the story of Prophet Nuh and the flood', 'verse about love and mercy between husband and wife', 'Explain Ayat al-Kursi', 'Any verses on patience']) {
      expect(asksSomething(request)).toBe(true);
    }
    for (const heading of ['Verses: abrogation of', 'Telling lies', 'Help: of Allah']) {
      expect(asksSomething(heading)).toBe(false);
    }
  });
});
