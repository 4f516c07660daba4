import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VerseRetriever } from './types.js';
import { createVerseRetriever } from './verse-retriever.js';

/** The questions people ask most, against the index built by `pnpm ingest`: the canonical verse comes first. */
let retriever: VerseRetriever;
beforeAll(async () => {
  retriever = await createVerseRetriever();
});
afterAll(() => retriever.close());

const first = async (question: string) => (await retriever.search(question, { allowEmpty: false })).hits[0]?.verse.key;

describe('the curated topic index in retrieval', () => {
  it.each([
    ['What is the punishment for theft in the Quran?', ['5:38']],
    ['Is alcohol forbidden in Islam?', ['5:90', '5:91']],
    ['Is eating pork allowed?', ['2:173', '5:3']],
    ['Is music haram?', ['31:6']],
    ['pillars of Islam', ['2:177', '47:19', '2:43', '2:183', '3:97']],
    ['Is smoking haram?', ['2:195']],
    ['চুরির শাস্তি কী?', ['5:38']],
    ['ধৈর্য সম্পর্কে কুরআন কী বলে?', ['2:153', '2:155']],
    ['ما هي آية الكرسي؟', ['2:255']],
    ['ما هو الصبر في القرآن؟', ['2:153', '2:155']],
    ['ما عقوبة السرقة في الإسلام؟', ['5:38']],
    // A person's situation in their own words.
    ['my father died last week', ['2:155', '2:156']],
    ['توفي أبي الأسبوع الماضي', ['2:155', '2:156']],
    ['My child is very sick', ['26:80']],
    ['I was diagnosed with cancer', ['26:80']],
    ['Healing', ['26:80', '17:82', '10:57']],
    // Bangla typed in Latin letters: "haram" is the ruling asked for, not al-Masjid al-Haram.
    ['sud khawa ki haram?', ['2:275']],
    ['churir shasti ki?', ['5:38']],
    ['Is it allowed to eat meat slaughtered by Christians?', ['5:5']],
    ['What happened to Pharaoh at the end?', ['26:60', '26:61', '26:66', '20:77', '20:78', '10:90', '10:92']],
    ['What does the Quran say about following parents in wrongdoing?', ['31:15', '29:8']],
    ['What happens to the sun and the stars on the Last Day?', ['81:1', '81:2']],
    ['ধৈর্যের প্রতিদান কী?', ['39:10']],
    ['অহংকারীদের পরিণতি কী?', ['16:23', '16:29', '39:60', '39:72', '40:60', '7:146', '31:18', '17:37', '40:35']],
    ['لماذا خلق الله الجن والإنس؟', ['51:56']],
    // A punishment question leads with the punishment where the index has a topic for it, not the prohibition.
    ['What is the punishment for adultery?', ['24:2']],
    ['ব্যভিচারের শাস্তি কী?', ['24:2']],
    ['What was the punishment of the people of Lut?', ['11:82', '11:83', '15:73', '15:74', '54:34']],
    // …unless the question asks about a narrower deed than the punishment's topic names.
    ['ما هي عقوبة القتل خطأ؟', ['4:92']],
    // The names of Allah, in the verses that name Him by them.
    ['Which verse mentions Ar-Razzaq?', ['51:58']],
    ['What does Al-Latif mean?', ['6:103', '67:14']],
    ['আল্লাহর নাম আল-ওয়াদুদ এর অর্থ কী?', ['85:14', '11:90']],
    ['ما معنى اسم الله اللطيف؟', ['6:103', '67:14']],
  ])('%s → %s first', async (question, canonical) => {
    expect(canonical).toContain(await first(question));
  });

  it('finds a story the question describes by two of its motifs, and leads with that part of the story', async () => {
    const keys = (result: { hits: { verse: { key: string } }[] }) => result.hits.slice(0, 5).map((hit) => hit.verse.key);
    const jonah = await retriever.search("What's the story of the man who was swallowed by a whale and called out from the darkness?", { lang: 'en' });
    expect(jonah.story).toBe('yunus');
    expect(keys(jonah)).toEqual(expect.arrayContaining(['37:142', '21:87']));
    // The birth of Isa, not the whole life of Maryam: the narrower story that holds as many motifs.
    for (const [question, lang] of [
      ['Who was the woman who gave birth under a palm tree?', 'en'],
      ['من المرأة التي ولدت تحت النخلة؟', 'ar'],
    ] as const) {
      const birth = await retriever.search(question, { lang });
      expect(birth.story).toBe('birth-of-isa');
      expect(keys(birth)).toEqual(expect.arrayContaining(['19:23', '19:25']));
    }
    const staff = await retriever.search('কে লাঠি ফেললে সেটা সাপ হয়ে যেত?', { lang: 'bn' });
    expect(staff.story).toBe('musa-staff');
    expect(keys(staff)[0]).toBe('20:20');
    // Part of a story's name with one of its motifs, its verses first, tells it; so do two motifs beside part of its name.
    expect((await retriever.search('What happened to the people who were turned into monkeys?', { lang: 'en' })).story).toBe('people-of-the-sabbath');
    expect((await retriever.search('Which tribe built houses carved into mountains?', { lang: 'en' })).story).toBe('thamud');
    // What the question names keeps the lead over what it describes.
    const sheba = await retriever.search('Who was the Queen of Sheba in the Quran?', { lang: 'en' });
    expect(sheba.topics[0]?.id).toBe('queen-of-sheba');
  });

  // A prophet named with one event of his story describes that part of it, which leads over his whole life.
  it.each([
    ['Was Isa put on a cross?', 'en'],
    ['ঈসা নবীকে কি ক্রুশে দেওয়া হয়েছিল?', 'bn'],
  ] as const)('%s → the story of the crucifixion that did not happen, before the life of Isa', async (question, lang) => {
    const result = await retriever.search(question, { lang });
    expect(result.story).toBe('isa-not-crucified');
    expect(result.topics[0]?.id).toBe('isa-not-crucified');
    expect(result.hits[0]?.verse.key).toBe('4:157');
  });

  it('in a question, lets the subject lead over the Day of Judgement named as its time; a heading keeps the order of its names', async () => {
    const question = await retriever.search('কিয়ামতের দিন কারা শাফায়াত করবে?', { lang: 'bn' });
    expect(question.topics[0]?.id).toBe('intercession');
    expect(question.hits[0]?.verse.key).not.toBe('1:4');
    const heading = await retriever.search('কিয়ামতের দিন শাফায়াত', { lang: 'bn' });
    expect(heading.topics[0]?.id).toBe('day-of-judgement');
  });

  it('reads an index heading whose aspect ends in a preposition in the joined order: "Prophets: belief in" is belief in the prophets', async () => {
    // Read as written, the name "belief in the prophets" is only scattered through the heading (three quarters of its words' share).
    const inverted = await retriever.search('Prophets(as): Anbiya’: belief in', { lang: 'en' });
    expect(inverted.topics[0]).toMatchObject({ id: 'prophethood', inARow: true, coverage: 1 });
    expect(inverted.hits[0]?.verse.key).toBe('4:165');
  });

  it('matches a story question whole when a story of the index is named with its framing: "the story of the cow" is the Israelites\' cow', async () => {
    const story = await retriever.search('What is the story of the cow?', { lang: 'en' });
    expect(story.topics[0]?.id).toBe('cow-of-the-israelites');
    expect(story.hits[0]?.verse.key).toBe('2:67');
    // A question of another shape keeps its subject: cattle among the signs.
    expect((await retriever.search('the cow as a blessing', { lang: 'en' })).topics[0]?.id).toBe('milk-and-livestock');
  });

  it('reads an Arabic dual or plural that lost its ن before a pronoun as the word: "والدي", "والديه" are الوالدين', async () => {
    for (const question of ['كيف أبر والدي؟', 'كيف أعامل والديّ؟', 'يقصر في بر والديه']) {
      expect((await retriever.search(question, { lang: 'ar' })).topics[0]?.id, question).toBe('kindness-to-parents');
    }
  });

  it('keeps a Bangla question word whole and the tense of its auxiliary apart: "যাকাত কাকে দিতে হয়?" asks whom, not about crows', async () => {
    for (const question of ['যাকাত কাকে দিতে হয়?', 'যাকাত কাদের দিতে হয়?', 'যাকাত কাদেরকে দেওয়া যায়?']) {
      const found = await retriever.search(question, { lang: 'bn' });
      expect(found.topics[0]?.id, question).toBe('zakat-recipients');
      expect(found.topics.map((topic) => topic.id), question).not.toContain('birds');
    }
  });

  it('leads with the verse the index names most direct for common questions asked in other words', async () => {
    const cases: Array<[string, string]> = [
      ['How can I increase my rizq?', '65:2'],
      ['রিজিক বাড়ানোর উপায় কী?', '65:2'],
      ['What is the punishment for cheating in weights?', '83:1'],
      ['Who protects the Quran from change?', '15:9'],
      ['من يحفظ القرآن من التحريف؟', '15:9'],
      ['ماذا أقول عند المصيبة؟', '2:156'],
      ['كيف أربي أولادي؟', '66:6'],
      ['আল্লাহ কি আমাদের দোয়া শোনেন?', '2:186'],
      // A widow's waiting period is not the divorced woman's.
      ['How long is the waiting period of a widow?', '2:234'],
      ['স্বামী মারা গেলে ইদ্দত কত দিন?', '2:234'],
      ['ما عدة المتوفى عنها زوجها؟', '2:234'],
      ['ইদ্দত কত দিন?', '2:228'],
      // Everyday words for what the Quran speaks to.
      ['How do I deal with people who insult me?', '41:34'],
      ['কেউ গালি দিলে কী করব?', '41:34'],
      ['I feel like giving up', '94:5'],
      ['How should I spend my wealth?', '2:215'],
      ['টাকা কীভাবে খরচ করা উচিত?', '2:215'],
      ['মরার পর কী হয়?', '89:27'],
      ['ভালো মানুষের কেন বিপদ হয়?', '2:216'],
      ['هل أسامح من ظلمني؟', '24:22'],
      // Forgiving oneself is not forgiving others; a debtor who cannot pay is not the writing of a debt.
      ["I can't forgive myself for what I did", '39:53'],
      ['لا أستطيع أن أسامح نفسي', '39:53'],
      ["What should I do if someone owes me money and can't pay?", '2:280'],
      ['কেউ ধার নিয়ে শোধ করতে না পারলে কী করব?', '2:280'],
      ['My friend is talking behind my back', '49:12'],
      ['কুরআন পড়লে কী লাভ?', '73:4'],
      ['শেষ বিচারের দিন কেমন হবে?', '99:1'],
      ['How do I become closer to God?', '96:19'],
      ['Why do we have to die?', '3:185'],
      ['لماذا الحياة صعبة؟', '29:2'],
      // The frame "the meaning of" is part of this name.
      ['What is the meaning of life?', '51:56'],
      ['ما معنى الحياة؟', '51:56'],
      ['Why are we here?', '51:56'],
      ['How should I behave at work?', '28:26'],
      ['How do I deal with a boss who humiliates me?', '41:34'],
      ['Are humans superior to animals?', '17:70'],
      ['How is property divided among children?', '4:11'],
      ['বিয়ের মোহর কী?', '4:4'],
      ['কুরআন কার বাণী?', '4:82'],
      ['Is it permissible to lie to make peace?', '49:9'],
      ['What is the sin of Cain?', '5:27'],
      ["What is the Quran's view on equality of races?", '49:13'],
      ['Which prophet was thrown into the fire?', '21:68'],
      ['من هو النبي الذي ألقي في النار؟', '21:68'],
      ['মৃত মানুষের জন্য কী করা যায়?', '59:10'],
      // Arabic جزاء is a recompense: for the God-fearing it is paradise, not the topic of taqwa.
      ['ما هو جزاء المتقين؟', '3:133'],
      ['ما هي الحكمة من الابتلاء؟', '29:2'],
      ['هل يجوز الزواج من أهل الكتاب؟', '5:5'],
      ['كيف كانت معجزة عيسى عليه السلام؟', '3:49'],
      ['Which surah is recited for protection?', '113:1'],
      ['Tell me the story of the companions of the garden', '68:17'],
      ['What does the Quran say about mocking religion?', '9:65'],
      // What happened to a people is its fate.
      ['লূত নবীর জাতির কী হয়েছিল?', '11:82'],
      ['Can a woman travel alone?', '33:59'],
      // A part of a topic asked on its own leads with its own verse.
      ['কবরের আযাব কি সত্য?', '40:46'],
      ['What was the miracle of Musa\'s staff?', '7:107'],
      ['What happened when Musa threw his staff?', '7:107'],
      ['What is the ruling on hunting during Hajj?', '5:95'],
      ['What is the reward for feeding the poor?', '76:8'],
      ['What are the names of the angels in the Quran?', '2:98'],
      ['Why does Surah Tawbah not start with Bismillah?', '9:1'],
      ['ما عقوبة القتل العمد؟', '4:93'],
      ['আল্লাহ কি মানুষের ঘাড়ের রগের চেয়েও কাছে?', '50:16'],
      ['মৃত জমিনকে কীভাবে জীবিত করা হয়?', '35:9'],
      ['Do angels disobey Allah?', '66:6'],
      ['হজের সময় ঝগড়া করা কি নিষেধ?', '2:197'],
      ['নবীজি কি শেষ নবী?', '33:40'],
      ['সোনা রূপা জমিয়ে রাখলে কী শাস্তি?', '9:34'],
      ['What will happen to the mountains on the Last Day?', '20:105'],
      ['What will happen to the seas on the Last Day?', '81:6'],
      ['Who will carry the Throne on the Day of Judgement?', '69:17'],
      ['What drink will the people of hell have?', '14:16'],
      ['What was the king\'s dream in the story of Yusuf?', '12:43'],
      ['What did Allah teach Adam?', '2:31'],
      ['How is prayer performed in times of fear?', '4:102'],
      ['Which surah has no bismillah?', '9:1'],
      ['Is there compulsion in religion?', '2:256'],
      ['নূহ (আ.) এর নৌকা কোথায় থেমেছিল?', '11:44'],
      ['আল্লাহর নিকট সবচেয়ে সম্মানিত কে?', '49:13'],
      ['বিয়ের জন্য কাদের বিয়ে করা হারাম?', '4:23'],
      // A verb in the plain form meets a name's honorific ("ঘুমিয়েছিলেন").
      ['আসহাবে কাহফ কত বছর ঘুমিয়েছিল?', '18:25'],
      ['هل يجوز أن تكون المرأة قاضية؟', '27:23'],
    ];
    for (const [question, first] of cases) expect((await retriever.search(question)).hits[0]?.verse.key, question).toBe(first);
  });

  it('keeps despair (اليأس) apart from the name Ilyas (إلياس), which read the same without the hamza', async () => {
    const despair = await retriever.search('أشعر باليأس', { lang: 'ar' });
    expect(despair.topics.map((topic) => topic.id)).not.toContain('ilyas');
    expect(despair.hits[0]?.verse.key).toBe('94:5');
    expect((await retriever.search('قصة إلياس', { lang: 'ar' })).topics[0]?.id).toBe('ilyas');
  });

  it('does not read the praise after the name of God as the question\'s words: "حرمها الله تعالى على الناس" is not haughtiness towards people', async () => {
    const foods = await retriever.search('ما هي المأكولات التي حرمها الله تعالى على الناس ؟', { lang: 'ar' });
    expect(foods.topics.map((topic) => topic.id)).not.toContain('arrogance');
    // The name itself still names it.
    expect((await retriever.search('ما حكم التعالي على الناس؟', { lang: 'ar' })).topics[0]?.id).toBe('arrogance');
  });

  it('does not let a word of a name answer for the name: "haram" is not al-Masjid al-Haram, "pillars" not Iram', async () => {
    const music = (await retriever.search('Is music haram?')).hits.map((hit) => hit.verse.key);
    expect(music).not.toContain('2:149');
    const pillars = (await retriever.search('pillars of Islam')).hits.slice(0, 5).map((hit) => hit.verse.key);
    expect(pillars).not.toContain('89:7');
  });

  it('reports the topics it matched, with the note where the Quran does not name the subject', async () => {
    const result = await retriever.search('Is smoking haram?');
    expect(result.topics[0]).toMatchObject({ id: 'smoking', direct: true, everyday: true });
    expect(result.topics[0]?.note).toMatch(/does not/iu);
    const arabic = await retriever.search('هل التدخين حرام؟');
    expect(arabic.topics[0]?.note).toMatch(/[\u0600-\u06FF]/u);
  });

  it('still answers with the closest verses, marked weak, when a question names no topic and few of its words meet a verse', async () => {
    const result = await retriever.search('qwzx blorf patience', { allowEmpty: false });
    expect(result.hits.length).toBeGreaterThan(0);
    expect((await retriever.search('zzzzqqq xqxqxq', { lang: 'en' })).hits).toEqual([]);
  });
});
