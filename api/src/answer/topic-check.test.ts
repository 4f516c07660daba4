import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerseRetriever } from '../retrieval/verse-retriever.js';
import { DEFAULT_VECTORS_DIR } from '../retrieval/index-path.js';
import type { VerseRetriever } from '../retrieval/types.js';
import type { MatchedTopic } from '../retrieval/types.js';
import { detectLanguage } from '../retrieval/detect-language.js';
import { answerLanguageOf } from './answer-language.js';
import { searchVerses } from './answer-pipeline.js';
import { checkTopic, keywordVerdict, topicSignals } from './topic-check.js';
import {
  evaluateTopicSet,
  loadTopicSet,
  TOPIC_HOLDOUT_SET_URL,
  TOPIC_SET_URL,
  type TopicEvaluation,
} from './topic-evaluation.js';

describe('keywordVerdict', () => {
  it.each([
    // traps: Islamic questions that name an off-topic subject
    ['Is crypto halal?', 'islamic'],
    ['What does the Quran say about travel and shortening prayers?', 'islamic'],
    ['Islamic view of medical ethics', 'islamic'],
    ["What's the weather tomorrow in Dhaka?", 'off_topic'],
    ['Who played Moses in the movie The Ten Commandments?', 'off_topic'],
    ['Who was Moses?', 'islamic'],
    ['আগামীকাল ঢাকার আবহাওয়া কেমন হবে?', 'off_topic'],
    ['ক্রিপ্টোকারেন্সি কি হালাল?', 'islamic'],
    // guidance themes without an Islamic term
    ['How should I treat my parents?', 'islamic'],
    ['মৃত্যুর পরে মানুষের কী হয়?', 'islamic'],
    // everyday intents without a subject word
    ['How tall is Mount Everest?', 'off_topic'],
    ['How do I tie a tie?', 'off_topic'],
    ['What year did the Titanic sink?', 'off_topic'],
    ['Suggest a birthday gift for my wife', 'off_topic'],
    ['টাই কীভাবে বাঁধতে হয়?', 'off_topic'],
    ['এভারেস্ট পর্বতের উচ্চতা কত?', 'off_topic'],
    // an everyday intent with only a weak Islamic term (a place) is still everyday
    ['How far is Mecca from the nearest airport?', 'off_topic'],
    // a strong Islamic term wins over an everyday intent
    ['How do I make dua properly?', 'islamic'],
    ['Why is the sky blue?', 'unknown'],
    // a ruling question is Islamic whatever it is about; an Islamic word beside an everyday request is not
    ['Is it a sin to play video games?', 'islamic'],
    ['Can I listen to music while fasting?', 'islamic'],
    ['Recommend the best Ramadan TV series', 'off_topic'],
    ['Write a birthday message for my friend Muhammad', 'off_topic'],
    // Arabic
    ['ما هي آية الكرسي؟', 'islamic'],
    ['ما هو الصبر في القرآن؟', 'islamic'],
    ['هل التدخين حرام؟', 'islamic'],
    ['ما حالة الطقس غدا في القاهرة؟', 'off_topic'],
    ['كيف أطبخ الأرز بالدجاج؟', 'off_topic'],
    ['كيف أطبخ لحم الخروف لعيد الأضحى؟', 'off_topic'],
    ['ما هي عاصمة فرنسا؟', 'off_topic'],
    // transliterations in their many spellings
    ['What breaks wudhu?', 'islamic'],
    ['What are the conditions for a valid nikaah?', 'islamic'],
    // what one owes the people around one, and the words for an occasion, without an Islamic word
    ['My brother borrowed money and never paid it back, should I cut him off?', 'islamic'],
    ['ভাই টাকা ধার নিয়ে ফেরত দিচ্ছে না, কী করব?', 'islamic'],
    ['هل يجب أن أطيع أمي في كل شيء؟', 'islamic'],
    ['What should I say when someone sneezes?', 'islamic'],
    ['মৃত্যুর খবর শুনলে কী বলতে হয়?', 'islamic'],
    // What one owes others around an everyday subject: keeping money given by mistake, falsifying, interest on a loan.
    ['দোকানদার ভুল করে বেশি টাকা দিয়েছে, রেখে দিলে কি দোষ?', 'islamic'],
    ['دفع لي الزبون مرتين بالخطأ، هل أحتفظ بالمال؟', 'islamic'],
    ['My boss asks me to write false numbers in the report, what should I do?', 'islamic'],
    ['مديري يطلب مني تزوير الأرقام، ماذا أفعل؟', 'islamic'],
    ['Can I work in a bank that deals with interest?', 'islamic'],
    ['How do I get a loan with the lowest interest rate?', 'off_topic'],
    ['How do I calculate compound interest in Excel?', 'off_topic'],
    // "The ruling on" asks for a religious ruling, whatever the subject; anxiety is a guidance theme.
    ['What is the ruling on lottery tickets?', 'islamic'],
    ['How can I find peace when I am anxious?', 'islamic'],
    // A person's distress, said in their own words.
    ['i did something very bad and i dont know if i can be forgiven', 'islamic'],
    ['I feel nobody loves me', 'islamic'],
    ['My child is very sick', 'islamic'],
    ['لا أحد يحبني', 'islamic'],
    // Bangla typed in Latin letters.
    ['roja rakhle ki ki kora jabe na?', 'islamic'],
    // "News" that a story brings is not the news of the day.
    ['What are the latest news headlines?', 'off_topic'],
    ['আজকের খবরের শিরোনাম কী?', 'off_topic'],
    ['ماذا أقول قبل الأكل؟', 'islamic'],
    // …but not a choice between things
    ['ছেলেকে কোন স্কুলে ভর্তি করানো উচিত?', 'unknown'],
    // an outweighing subject beats an Islamic term; a work's facts beat even a word naming Islam
    ['Is the Jinn series on Netflix any good?', 'off_topic'],
    ['How do I convert a Hijri date to a Gregorian date in Excel?', 'off_topic'],
    ["Who directed the film The Message about the Prophet's life?", 'off_topic'],
    ['What does the Quran say about movies?', 'islamic'],
    ['Is watching movies haram?', 'islamic'],
    // names that only look Islamic
    ['What is the capital of the Islamic Republic of Iran?', 'off_topic'],
    ['Is there a Mecca Cafe near Times Square?', 'unknown'],
    ['أين يقع مقهى مكة في دبي؟', 'off_topic'],
  ] as const)('%s → %s', (question, verdict) => {
    expect(keywordVerdict(question)).toBe(verdict);
  });

  it('names the everyday intent it recognised', () => {
    expect(topicSignals('How much does a kilo of rice cost?').offTopicIntent).toBe('price, time or directions');
    expect(topicSignals('বারান্দায় টমেটো চাষ কীভাবে করব?').offTopicIntent).toBe('hands-on how-to');
    expect(topicSignals('What does the Quran say about patience?').offTopicIntent).toBeNull();
  });
});

describe('checkTopic', () => {
  const never = async (): Promise<never> => {
    throw new Error('retrieval must not be consulted');
  };
  const topic = (everyday: boolean): MatchedTopic => ({
    id: 'example',
    name: 'example',
    coverage: 1,
    direct: true,
    inARow: true,
    category: 'everyday',
    note: null,
    everyday,
    verses: ['2:255'],
  });

  it('decides by words first, lets a follow-up through, and asks the classifier only when the words leave it open', async () => {
    let classified = 0;
    const classify = async () => {
      classified += 1;
      return 'other' as const;
    };
    expect(await checkTopic({ question: 'And the next one?', isFollowUp: true, retrieval: never, classify })).toEqual({
      onTopic: true,
      reason: 'follow_up',
    });
    expect(await checkTopic({ question: 'Is bitcoin haram?', isFollowUp: false, retrieval: never, classify })).toEqual({
      onTopic: true,
      reason: 'ruling_question',
    });
    expect(await checkTopic({ question: 'Should I buy bitcoin now?', isFollowUp: true, retrieval: never, classify })).toEqual({
      onTopic: false,
      reason: 'off_topic_terms',
    });
    expect(await checkTopic({ question: 'Why do good people suffer?', isFollowUp: false, retrieval: never, classify })).toEqual({
      onTopic: true,
      reason: 'guidance_themes',
    });
    expect(await checkTopic({ question: 'What does the Quran say about the weather?', isFollowUp: false, retrieval: never })).toEqual({
      onTopic: true,
      reason: 'islamic_terms',
    });
    expect(classified).toBe(0);
    expect(await checkTopic({ question: 'Why is the sky blue?', isFollowUp: false, retrieval: async () => ({ topics: [], quotation: false, story: null }), classify })).toEqual({
      onTopic: false,
      reason: 'model',
    });
    expect(classified).toBe(1);
  });

  it("lets a model's no outweigh scene-setting words but not the index: a named topic, a quoted verse or a described story is answered", async () => {
    const no = async () => 'other' as const;
    const ask = (question: string, found: Partial<{ topics: MatchedTopic[]; quotation: boolean; story: string | null }>) =>
      checkTopic({ question, isFollowUp: false, classify: no, retrieval: async () => ({ topics: [], quotation: false, story: null, ...found }) });
    expect(await ask('Why is the sky blue?', { topics: [topic(false)] })).toEqual({ onTopic: true, reason: 'topic_index' });
    expect(await ask('Why is the sky blue?', { quotation: true })).toEqual({ onTopic: true, reason: 'verse_quotation' });
    expect(await ask('Who was the woman who shook the palm tree?', { story: 'birth-of-isa' })).toEqual({ onTopic: true, reason: 'quranic_story' });
    // Without the index, scene-setting words do not overrule the model: it knows a date is not a question about Ramadan.
    expect(await ask('Is Ramadan in spring next year?', {})).toEqual({ onTopic: false, reason: 'model' });
    expect(await ask('Why is the sky blue?', { topics: [topic(true)] })).toEqual({ onTopic: false, reason: 'model' });
  });

  it('without a model, refuses everyday intents, accepts a named topic of the index unless it is an everyday word, and refuses the rest', async () => {
    const unsure = async () => null;
    expect(await checkTopic({ question: 'How tall is Mount Everest?', isFollowUp: false, retrieval: never, classify: unsure })).toEqual({
      onTopic: false,
      reason: 'off_topic_intent',
    });
    const ask = (everyday: boolean | null, quotation = false) =>
      checkTopic({
        question: 'Why is the sky blue?',
        isFollowUp: false,
        retrieval: async () => ({ topics: everyday === null ? [] : [topic(everyday)], quotation, story: null }),
      });
    expect(await ask(false)).toEqual({ onTopic: true, reason: 'topic_index' });
    expect(await ask(true)).toEqual({ onTopic: false, reason: 'no_islamic_signal' });
    expect(await ask(null)).toEqual({ onTopic: false, reason: 'no_islamic_signal' });
    expect(await ask(null, true)).toEqual({ onTopic: true, reason: 'verse_quotation' });
  });

  it('reads a question that only asks whether something is mentioned as asking about the Quran, unless its subject is everyday', async () => {
    const nothingFound = async () => ({ topics: [], quotation: false, story: null });
    const check = (question: string) => checkTopic({ question, isFollowUp: false, retrieval: nothingFound });
    for (const question of ['Are dinosaurs mentioned?', 'ডাইনোসরের উল্লেখ আছে কি?', 'هل ذكرت الديناصورات؟']) {
      expect(await check(question)).toEqual({ onTopic: true, reason: 'islamic_terms' });
    }
    expect(await check('Are dinosaurs extinct?')).toEqual({ onTopic: false, reason: 'no_islamic_signal' });
    expect((await check('Is the weather mentioned?')).onTopic).toBe(false);
  });

  it('counts an ethics or family topic whose words stand apart, and no topic or story of a person of our time', async () => {
    const scattered = (category: string, coverage: number): MatchedTopic => ({ ...topic(false), inARow: false, category, coverage });
    const ask = (question: string, found: MatchedTopic, story: string | null = null) =>
      checkTopic({ question, isFollowUp: false, retrieval: async () => ({ topics: [found], quotation: false, story }) });
    expect(await ask('Is marrying a first cousin allowed?', scattered('society', 0.38))).toEqual({ onTopic: true, reason: 'topic_index' });
    expect(await ask('Why does the moon look small?', scattered('worship', 0.5))).toEqual({ onTopic: false, reason: 'no_islamic_signal' });
    expect(await ask('Why does the moon look small?', scattered('society', 0.2))).toEqual({ onTopic: false, reason: 'no_islamic_signal' });
    const prophet: MatchedTopic = { ...topic(false), category: 'prophets' };
    expect(await ask('Who was Joseph Stalin?', prophet, 'yusuf')).toEqual({ onTopic: false, reason: 'no_islamic_signal' });
    expect(await ask('Why is there a Mecca Cafe near Times Square?', prophet)).toEqual({ onTopic: false, reason: 'no_islamic_signal' });
    expect((await ask('Who was Joseph?', prophet, 'yusuf')).onTopic).toBe(true);
    // A name of Allah asked about is the index's; a person named "servant of" it is not.
    const divineName: MatchedTopic = { ...topic(false), category: 'divine-names' };
    expect(await ask('What does Al-Latif mean?', divineName)).toEqual({ onTopic: true, reason: 'topic_index' });
    for (const person of ['Who is Abdul Latif?', 'Tell me about Abdur Razzaq the cricketer', 'আব্দুর রাজ্জাক কে?', 'من هو عبد الرزاق؟']) {
      expect(await ask(person, divineName)).toEqual({ onTopic: false, reason: 'no_islamic_signal' });
    }
  });

  it('accepts a question for a story or a person whose best verses tell one story of the index, and only such a question', async () => {
    const told = (question: string, story: string | null) =>
      checkTopic({ question, isFollowUp: false, retrieval: async () => ({ topics: [], quotation: false, story }) });
    expect(await told('Tell me about the young men who slept in a cave for many years', 'people-of-the-cave')).toEqual({
      onTopic: true,
      reason: 'quranic_story',
    });
    expect(await told('Who was the king who could understand the speech of ants and birds?', 'sulayman-and-the-ants')).toEqual({
      onTopic: true,
      reason: 'quranic_story',
    });
    expect(await told('Who was the king who could understand the speech of ants and birds?', null)).toEqual({
      onTopic: false,
      reason: 'no_islamic_signal',
    });
    // Not a question for a story: the verses it finds do not make it one.
    expect(await told('Why do caves stay cool in summer?', 'people-of-the-cave')).toEqual({ onTopic: false, reason: 'no_islamic_signal' });
  });
});

describe('the topic check on the labelled sets', () => {
  let retriever: VerseRetriever;
  let main: TopicEvaluation;
  let holdout: TopicEvaluation;
  beforeAll(async () => {
    retriever = await createVerseRetriever({ vectorsDir: DEFAULT_VECTORS_DIR }); // the index built by `pnpm ingest`, with the shipped vectors as the server runs it
    main = await evaluateTopicSet(retriever, loadTopicSet(TOPIC_SET_URL));
    holdout = await evaluateTopicSet(retriever, loadTopicSet(TOPIC_HOLDOUT_SET_URL));
  }, 60_000);
  afterAll(() => retriever.close());

  it('holds at least 600 questions in English, Bangla and Arabic, about half on-topic, with traps; the held-out set at least 150', () => {
    const set = loadTopicSet(TOPIC_SET_URL);
    expect(set.length).toBeGreaterThanOrEqual(600);
    expect(set.filter((item) => item.lang === 'ar').length).toBeGreaterThanOrEqual(100);
    const heldOut = loadTopicSet(TOPIC_HOLDOUT_SET_URL);
    expect(heldOut.length).toBeGreaterThanOrEqual(150);
    for (const lang of ['en', 'bn', 'ar'] as const) expect(heldOut.filter((item) => item.lang === lang).length).toBeGreaterThanOrEqual(50);
    const onTopic = set.filter((item) => item.label === 'on_topic').length;
    expect(onTopic / set.length).toBeGreaterThan(0.4);
    expect(onTopic / set.length).toBeLessThan(0.6);
    expect(set.filter((item) => item.lang === 'bn').length).toBeGreaterThanOrEqual(80);
    expect(set.filter((item) => item.trap).length).toBeGreaterThanOrEqual(20);
    const questions = new Set(set.map((item) => item.question));
    expect(loadTopicSet(TOPIC_HOLDOUT_SET_URL).filter((item) => questions.has(item.question))).toEqual([]);
  });

  it('reaches precision and recall ≥ 0.95 for refusing and for accepting on the main set, without a model', () => {
    expect(main.refusal.precision).toBeGreaterThanOrEqual(0.95);
    expect(main.refusal.recall).toBeGreaterThanOrEqual(0.95);
    expect(main.acceptance.precision).toBeGreaterThanOrEqual(0.95);
    expect(main.acceptance.recall).toBeGreaterThanOrEqual(0.95);
    expect(main.traps.correct / main.traps.total).toBeGreaterThanOrEqual(0.9);
  });

  /** Whether the check (no model, the real index) answers each question, question by question. */
  const verdicts = async (questions: readonly string[]) =>
    Promise.all(
      questions.map(async (question) => {
        const lang = answerLanguageOf(question, detectLanguage(question));
        const { onTopic } = await checkTopic({ question, isFollowUp: false, retrieval: () => searchVerses(retriever, question, lang) });
        return [question, onTopic] as const;
      }),
    );
  /** Every question of `answered` is answered and every one of `refused` refused, each named in a failure. */
  const expectAnsweredAndRefused = async (answered: readonly string[], refused: readonly string[]) =>
    expect(await verdicts([...answered, ...refused])).toEqual([...answered.map((q) => [q, true]), ...refused.map((q) => [q, false])]);

  it('accepts a story described in everyday words when the question asks who or which, and not the everyday question beside it', async () => {
    const told = ['story of the cow', 'Which bird brought news from Sheba?', 'Which people carved houses in the mountains?', 'Who slept in a cave for over three hundred years?', 'ما هي الأمة التي مسخت قردة؟', 'গুহায় কারা তিনশো বছর ঘুমিয়ে ছিল?'];
    const lookalikes = ['Who slept the longest in recorded history?', 'কোন শহর আগ্নেয়গিরিতে ধ্বংস হয়েছিল?', 'Which bird can fly the fastest?'];
    await expectAnsweredAndRefused(told, lookalikes);
  });

  it('answers which people were destroyed by what the Quran tells of, and not the same question dated to a year of history', async () => {
    const told = ['Which nation was destroyed by a furious wind?', 'Which people were destroyed by a mighty blast?', 'কোন জাতি ঝড়ো হাওয়ায় ধ্বংস হয়েছিল?', 'أي قوم أهلكهم الله بالريح؟'];
    const dated = ['Which town was destroyed by a storm in 1900?', 'In 1953 which city was destroyed by a flood?', 'ما قصة السفينة التي غرقت عام ١٩١٢؟', 'the wind that destroyed Miami'];
    await expectAnsweredAndRefused(told, dated);
  });

  it('answers whether one may cut or dye one\'s hair or take a job dealing in forbidden things, not the practical question beside it', async () => {
    const rulings = ['Can a woman cut her hair short?', 'Is it okay to dye my hair?', 'চুলে কলপ দেওয়া যাবে?', 'Can I work as a bartender?', 'Is it okay to sell cigarettes?'];
    const practical = ['How do I dye my hair at home?', 'Where can I get a cheap haircut?', 'How much does a bartender earn?'];
    await expectAnsweredAndRefused(rulings, practical);
  });

  it('answers whether films or games are fine or permitted, asked as nearly the whole question, not a practical question about them', async () => {
    const rulings = ['Can I watch movies?', 'Can I play video games?', 'Is it bad to play video games?', 'Is watching movies allowed?', 'সিনেমা দেখা যাবে?'];
    const practical = ['Can I watch movies on a plane?', 'Can I watch movies offline on Netflix?', 'Are movies allowed in school?', 'Is it okay to watch the new Batman movie?'];
    await expectAnsweredAndRefused(rulings, practical);
  });

  it('answers whether pride is bad, gratitude misspelt, true happiness and cards played for money, not pride in a child or a card trick', async () => {
    const guidance = ['Is it bad to be proud?', 'how to be greatful for what i have', 'Is it okay to play cards for money?', 'What is true happiness?', 'সুখী হওয়ার উপায় কী?'];
    const everyday = ["I'm proud of my son", 'How do I do a card trick?'];
    await expectAnsweredAndRefused(guidance, everyday);
  });

  it('answers a heading that names a thing of creation as a sign or a blessing, not something else named as a gift or a cure', async () => {
    const signs = ['rain as a mercy', 'cattle as a blessing', 'the moon as a sign', 'বৃষ্টি রহমত হিসেবে'];
    const everyday = ['Christmas as a gift', 'coffee as a cure for headaches', 'rain in the forecast'];
    await expectAnsweredAndRefused(signs, everyday);
  });

  it('answers what one may do while fasting, not "fast" as speed, a fast track or fast forward', async () => {
    const fasting = ['Can I fast while taking antibiotics?', 'Do I have to fast when I travel?'];
    const speed = ['Can I fast track my visa application?', 'How do I lose weight fast while working from home?', 'How do I fast forward a video on my phone?'];
    await expectAnsweredAndRefused(fasting, speed);
  });

  it('answers questions of work, hardship, purpose and family asked in everyday words, not their everyday twins', async () => {
    const guidance = [
      'How should I behave at work?',
      'How do I deal with a boss who humiliates me?',
      'Why are we here?',
      'আমরা কেন বেঁচে আছি?',
      'Who could talk to animals?',
      'Are humans superior to animals?',
      'How is property divided among children?',
      "We can't have a baby",
    ];
    const everyday = ['How should I dress for a job interview?', 'Are dogs smarter than cats?', 'Which actor can talk to animals in the movie?'];
    await expectAnsweredAndRefused(guidance, everyday);
  });

  it('answers how many heavens there are, the reward of the patient and whether adoption is allowed, not the first man on the moon, a punch or a price', async () => {
    const quranic = ['كم عدد السماوات؟', 'ما جزاء من يصبر؟', 'পৃথিবী কয় দিনে সৃষ্টি হয়েছে?', 'Who was the first human?', 'Is adoption allowed?'];
    const everyday = ['Who was the first human on the moon?', 'من هو أول إنسان صعد إلى القمر؟', 'ঘুষি মারা শিখব কীভাবে?', 'كم عدد الكواكب؟', 'Is adoption expensive in the US?'];
    await expectAnsweredAndRefused(quranic, everyday);
  });

  it('reads Egyptian "ايه" (what) as no verse, and Paradise Valley as a place', async () => {
    const islamic = ['ايه حكم الصلاة في البيت؟', 'عايز اعرف ايه اللي بيحصل بعد الموت', 'Where is paradise?'];
    const everyday = ['عايز اعرف ايه اللي بيحصل بعد التخرج', 'Where is Paradise Valley?'];
    await expectAnsweredAndRefused(islamic, everyday);
  });

  it('answers a Bangla question whose "how" stands inside the phrase it asks about, and not its everyday twin', async () => {
    const upbringing = ['সন্তানকে কীভাবে শিক্ষা দেব?', 'বাচ্চাকে কীভাবে শাসন করব?'];
    const everyday = ['বাচ্চাকে কীভাবে অংক শেখাব?', 'How do I teach my child to ride a bike?'];
    await expectAnsweredAndRefused(upbringing, everyday);
  });

  it('answers how long the waiting period of a widow or a divorced woman is, not the waiting period of a visa', async () => {
    const iddah = ['How long is the waiting period of a widow?', 'How long is the waiting period for a divorced woman?', 'How long is the waiting period after divorce?'];
    const everyday = ['How long is the waiting period for a US visa?', 'How long is the waiting period for health insurance?', 'How long is the drive to Mecca?'];
    await expectAnsweredAndRefused(iddah, everyday);
  });

  it('answers entering a house without permission in Bangla, not entering an office', async () => {
    await expectAnsweredAndRefused(['অনুমতি ছাড়া অন্যের ঘরে ঢোকা যাবে?'], ['অফিসে অনুমতি ছাড়া ঢোকা যাবে?']);
  });

  it('answers everyday words for what the Quran speaks to (spending, insults, overthinking, a debtor, backbiting), and not spending on a trip or in a currency', async () => {
    const guidance = ['How should I spend my wealth?', 'টাকা কীভাবে খরচ করা উচিত?', 'كيف أنفق مالي؟', 'كيف أرد على من يسبني؟', 'কেউ গালি দিলে কী করব?', 'অতিরিক্ত চিন্তা কীভাবে কমাব?', 'كيف أتوقف عن التفكير الزائد؟', 'ماذا أفعل إذا لم يستطع المدين السداد؟', 'صديقي يغتابني', 'বন্ধু আমার পিছনে নিন্দা করে'];
    const everyday = ['What is the best way to spend money on a trip to Japan?', 'How to spend money in Bitcoin?', 'I want to give up sugar, any tips?'];
    await expectAnsweredAndRefused(guidance, everyday);
  });

  it('refuses a guidance word about a game, an essay or a remote, and answers whether a named game is fine', async () => {
    const games = ['Is it okay to play Fortnite?', 'Is chess haram?', 'Can I play chess?'];
    const everyday = ['How can I be a better person at chess?', 'How do I stop being jealous in Fortnite?', 'How do I stop overthinking my essay structure?'];
    await expectAnsweredAndRefused(games, everyday);
  });

  it('answers whether one may go where alcohol is served, not whether a place serves it', async () => {
    const rulings = ['Can I attend a wedding where alcohol is served?', 'Can I work at a restaurant that serves alcohol?'];
    const practical = ['Does this hotel serve alcohol?', 'Which restaurants serve alcohol near me?'];
    await expectAnsweredAndRefused(rulings, practical);
  });

  it("answers one's own situation named by a subject of one's life, beside an everyday word or not, and not a question about the subject", async () => {
    const situations = ['I was diagnosed with cancer', 'আমার ব্যবসায় লোকসান হয়েছে', 'أخاف من المستقبل', 'I feel worthless', 'Nothing goes right for me', 'لا أجد عملا منذ سنة', 'لم أجد وظيفة منذ أشهر', "I haven't found a job for months", 'I lost all my money', 'خسرت كل أموالي', 'I had a miscarriage', 'مديري يطلب مني الكذب على العملاء', 'كل شيء في حياتي يسير بشكل خاطئ', 'زميلي في العمل يسرق'];
    const aboutTheSubject = ['What causes depression?', 'How do I stop procrastinating?', 'My wifi is slow', 'This recipe never works out for me', 'لم أجد مطعما جيدا في المدينة', 'My phone battery dies quickly', 'لم أجد وظيفة في الإكسل لجمع الأعمدة', 'Is miscarriage common?', 'How do companies avoid bankruptcy?'];
    await expectAnsweredAndRefused(situations, aboutTheSubject);
  });

  it('answers a feeling told as one\'s own, an intensifier inside it or not, and not a practical question beside it', async () => {
    const feelings = ["I'm tired of everything", 'আমার মন খুব খারাপ', 'أنا متوتر جدا في العمل', 'I feel like a failure'];
    const practical = ['I failed my driving test, how do I rebook?', 'I lost my phone, how can I track it?'];
    await expectAnsweredAndRefused(feelings, practical);
  });

  it('answers trouble told with the people around one, not news of them', async () => {
    const trouble = ["My son doesn't talk to me anymore", 'My father never listens to me', 'زوجي لا يحترمني', 'আমার ভাই আমার সম্পত্তি দখল করেছে'];
    const news = ['My son is learning to drive', 'My friend is visiting from London next week', 'আমার ছেলে নতুন স্কুলে ভর্তি হয়েছে'];
    await expectAnsweredAndRefused(trouble, news);
  });

  it('answers how to treat those one is bidden to treat well (elders, enemies, animals), not how to treat an injury', async () => {
    const conduct = ['How should we treat animals?', 'How should I treat my enemies?', 'বড়দের সাথে কেমন আচরণ করা উচিত?', 'كيف نعامل كبار السن؟'];
    const practical = ['How should we treat a burn at home?', 'How do vets treat animals with broken legs?', 'Which animals can see in the dark?'];
    await expectAnsweredAndRefused(conduct, practical);
  });

  it('asks the index whether an everyday subject is permitted, and refuses what a place or a rule of its own permits', async () => {
    const rulings = ['Is buying shares allowed?', 'Are credit cards allowed?', 'Is taking a mortgage to buy a house allowed?'];
    const notRulings = ['Are dogs allowed on planes?', 'Is smoking allowed in hotel rooms?', 'Are phones allowed in the exam hall?'];
    await expectAnsweredAndRefused(rulings, notRulings);
  });

  it('answers whether a subject judged through a principle is bad when its topic is the whole subject, not a question of health', async () => {
    const judgements = ['Is it bad to get a tattoo?', 'Is it bad to buy lottery tickets?', 'গান শোনা কি খারাপ?', 'هل الوشم سيء؟'];
    const health = ['Is it bad to sleep right after eating?', 'Is it bad to keep a cat indoors all the time?', 'Is coffee bad for you?', 'কফি খাওয়া কি হার্টের জন্য খারাপ?'];
    await expectAnsweredAndRefused(judgements, health);
  });

  it('asks the index, and only the index, whether an everyday subject is fine, where the subject is the whole question', async () => {
    const rulings = ['Is it okay to invest in stocks?', 'Can I sell lottery tickets in my store?', 'শেয়ার কেনা যাবে?', 'কুকুর পোষা যাবে?'];
    const practical = [
      'Can I use my phone on the plane?',
      'Is it okay to take a loan to pay off credit card debt?',
      'ঈদের আগে বাসের টিকিট অনলাইনে কোথায় কাটা যায়?',
      'ট্রেনে সাইকেল নেওয়া যাবে?',
    ];
    await expectAnsweredAndRefused(rulings, practical);
  });

  it('answers a question about leaving pornography, a subject of the index that is no everyday word here, not a question about software', async () => {
    await expectAnsweredAndRefused(['How can I stop watching porn?', 'পর্ন দেখা কীভাবে ছাড়ব?'], ['Which browser extension blocks adult content?']);
  });

  it('answers a heading that an everyday topic of the index is most of, not one that names it beside other words', async () => {
    await expectAnsweredAndRefused(["the spider's house", 'mountains as pegs', 'stages of the embryo'], ['the moon landing', 'ant farm', 'spider species in Australia']);
  });

  it('reads the Arabic "الهدف من الحياة" as the purpose of life, and a goal scored as football', async () => {
    await expectAnsweredAndRefused(['ما هو الهدف من الحياة؟', 'كيف أجد راحة البال؟'], ['مين سجل هدف الهلال أمس؟']);
  });

  it('answers injustice at work and trust in God beside an everyday word, not the everyday question', async () => {
    const guidance = ['My boss treats me unfairly, what should I do?', 'كيف أتعامل مع مديري الظالم؟', 'Is taking medicine a lack of trust in God?', 'ما فضل طلب العلم في الجامعة؟'];
    await expectAnsweredAndRefused(guidance, ['How do I negotiate a contract with a client?', 'অফিসে কাজের চাপ কীভাবে কমাব?']);
  });

  it('asks loosely about a sign in creation as a practical question, and counts a subject the Quran judges through a principle', async () => {
    await expectAnsweredAndRefused(['Can I keep a dog in my house?', 'Is it okay to eat with the left hand?'], ['Can I freeze milk?', 'Can I plant tomatoes in winter?', 'Is it bad to drink milk before bed?']);
  });

  it('counts a name of the index asked in another word order when its words are the whole subject, not beside other words', async () => {
    await expectAnsweredAndRefused(['Can I pluck my eyebrows?'], ['Can I pluck a chicken with boiling water?', 'Can I freeze milk?']);
  });

  it('answers distress told in everyday words and the whisperings of Satan in three languages, not a worry about a test or a number', async () => {
    const distress = ['How can I stop worrying about money?', 'How long should I mourn?', 'খুব অস্থির লাগে, কী করব?', 'How do I get rid of waswas?', 'ওয়াসওয়াসা থেকে কীভাবে মুক্তি পাব?', 'كيف أتخلص من الوسواس؟'];
    const practical = ['I keep failing my driving test', 'Is 13 an unlucky number in Japan?', 'كيف أخفف آلام الرقبة من الجلوس الطويل على المكتب؟'];
    await expectAnsweredAndRefused(distress, practical);
  });

  it('answers a question about a figure of Islamic history or of the stories, not one about a figure of another history or a namesake', async () => {
    await expectAnsweredAndRefused(
      ['Who was Saladin?', 'Who is the Mahdi?', 'من هو المهدي؟', 'ইমাম বুখারী কে ছিলেন?', 'Why did Cain kill Abel?'],
      ['Who was Napoleon?', 'নেপোলিয়ন কে ছিলেন?', 'Who was Isaac Newton?', 'Can Aaron Rodgers still play?'],
    );
  });

  it('answers how humans were created and what becomes of them, not what a body is made of or why plants die', async () => {
    await expectAnsweredAndRefused(
      ['মানুষকে কী দিয়ে সৃষ্টি করা হয়েছে?', 'মানুষ কী থেকে তৈরি?', 'মানুষ মরে গেলে কোথায় যায়?'],
      ['What is the human body made of?', 'আমার বাগানের গাছগুলো মরে যাচ্ছে'],
    );
  });

  it('answers a habit told as one\'s own struggle beside an everyday subject, not a request or a question about the thing', async () => {
    await expectAnsweredAndRefused(
      ['I waste my time on YouTube', 'I am addicted to my phone and waste my time', 'আমি মোবাইলে আসক্ত', 'أضيع وقتي على الهاتف'],
      ['I want to stop my Netflix subscription', "I'm hooked on this new TV series", 'My phone battery dies quickly', 'My dog can\'t stop barking'],
    );
  });

  it('answers how to leave what the Quran judges through a principle, not how to leave a job, a membership or a food', async () => {
    await expectAnsweredAndRefused(
      ['I want to quit smoking, what should I do?', 'I want to quit smoking', 'How do I give up music?', 'ধূমপান ছাড়তে চাই', 'আমি গান শোনা ছাড়তে চাই, কী করব?', 'كيف أقلع عن التدخين؟'],
      ['I want to give up sugar, any tips?', 'I want to quit my gym membership', 'I want to quit my job, what should I do?', 'How do I give up caffeine without headaches?', 'How do I quit Vim?'],
    );
  });

  it('answers whether an everyday act is one of the wrongs the Quran names, not a question of fact about the wrong', async () => {
    await expectAnsweredAndRefused(
      ['Is pirating movies stealing?', 'هل أخذ أقلام الشركة يعتبر سرقة؟', 'زميلي يكذب على المدير، هل أخبره؟'],
      ['How many car thefts were there in London last year?', 'My phone was stolen, how do I track it?'],
    );
  });

  it('answers how to spend one\'s time or life asked as the whole question, not a plan for a place or a holiday', async () => {
    await expectAnsweredAndRefused(
      ['How should I spend my time?', 'What should I do with my life?', 'জীবন নিয়ে কী করব?', 'كيف أقضي وقتي؟', 'একা একা লাগছে, কী করব?', 'চাকরি পাচ্ছি না, কী করব?'],
      ['How should I spend my time in Paris?', 'How can I spend my time productively during summer break?', 'كيف أقضي وقتي في دبي؟', 'নতুন ল্যাপটপ কিনলাম, চার্জ হচ্ছে না'],
    );
  });

  it('answers whether buying on finance or on credit is allowed, not whether one qualifies for it or which is cheaper', async () => {
    await expectAnsweredAndRefused(
      ['Is it allowed to buy a car on finance?', 'Can I buy furniture on credit?', 'Is buying a phone on installments allowed?'],
      ['Can I buy a car on finance with bad credit?', 'Is car finance better than leasing?', 'Which shops sell laptops on credit?'],
    );
  });

  it('answers short weight given by a trader in three languages, and a Bangla "can they…" permission about a subject of the index', async () => {
    await expectAnsweredAndRefused(
      ['দোকানদার ওজনে কম দেয়, কী করব?', 'The shopkeeper gives short weight, what should I do?', 'ছেলেরা কি সোনা পরতে পারবে?'],
      ['আমি কি ইংরেজিতে কথা বলতে পারি?', 'How do I fix a short weight on my bike?'],
    );
  });

  it('reads where to pray asked in Arabic as a question about prayer, and where to eat as an everyday one', async () => {
    await expectAnsweredAndRefused(['وين أصلي في المطار؟', 'أين أصلي في الجامعة؟', 'كيف أصلي؟', 'هل أصلي في البيت؟'], ['وين آكل في المطار؟']);
  });

  it('reads أصلي as "original" beside a product or a fake, not as "I pray"', async () => {
    await expectAnsweredAndRefused(['متى أصلي العصر؟'], ['هل هذا المنتج أصلي؟', 'هل هذه الساعة أصلية؟', 'جلد أصلي أم تقليد؟']);
  });

  it('reads no Islamic term into the feminine of a short Arabic stem (شركة, a company, is not شرك) and reads spoken "مين اللي"', async () => {
    await expectAnsweredAndRefused(
      ['مين النبي اللي بلعه الحوت؟', 'منو اللي قتل جالوت؟', 'تعبت من الحياة'],
      ['كيف أترك العمل في الشركة؟', 'كيف أسجل شركة في دبي؟', 'ربة منزل تبحث عن عمل من البيت', 'مين اللي فاز بكأس العالم ٢٠٢٢؟'],
    );
  });

  it('answers guidance asked in colloquial words, Bangla typed in Latin letters and a verse paraphrased', async () => {
    const guidance = ['বড়দের সাথে বেয়াদবি করলে কী হয়?', 'mon kharap hole ki korbo', 'كيف أكون صبورا؟', 'لا أحد يفهمني', 'eat and drink but do not waste', 'What is the best deed?', 'What are the ninety nine names?', 'ফেসবুকে অন্যের নামে গীবত করা'];
    await expectAnsweredAndRefused(guidance, ['How do I stop my phone wasting battery?', 'كيف أكون سريعا في الجري؟']);
  });

  it('answers what men or women as such may do, even of an everyday subject, and refuses their health and a named country\'s law', async () => {
    await expectAnsweredAndRefused(
      ['Can a woman travel alone?', 'Can a woman drive a car?', 'Can a woman be a judge?', 'মেয়েরা কি গাড়ি চালাতে পারবে?', 'Can women go to the graveyard?', 'Can men wear gold?'],
      ['Can women drive in Saudi Arabia now?', 'Can women vote in Switzerland?', 'Can a woman have a heart attack at 30?', 'Can women travel to Japan alone safely?', 'Can a man sue his employer for discrimination?'],
    );
  });

  it('answers trouble with the people close to one told in Bangla without a subject, and feelings about one\'s life and people\'s opinion', async () => {
    await expectAnsweredAndRefused(
      [
        'বন্ধু টাকা ধার নিয়ে ফেরত দিচ্ছে না', 'ছোট ভাইকে বকা দিয়ে খারাপ লাগছে', 'পরিবারের সাথে দূরত্ব তৈরি হয়েছে', 'পরিবারকে খাওয়ানোর মতো টাকা নেই',
        'খুব তাড়াতাড়ি রেগে যাই কী করব', 'মানুষ কী ভাববে এই চিন্তা কীভাবে বাদ দেব', 'My son has stopped talking to me', 'I said something hurtful to my best friend',
        'I feel like my life has no purpose', 'How do I stop caring what people think?',
      ],
      ['ঢাকা থেকে চট্টগ্রামের দূরত্ব কত?', 'ভাইয়ের ল্যাপটপ চালু হচ্ছে না', 'পরিবারের সাথে কোথায় ঘুরতে যাব', 'To be honest, which laptop is best?', 'My son has stopped eating vegetables'],
    );
  });

  it('answers what to do about a subject the Quran judges through a principle, and refuses what to do about a pet or a phone', async () => {
    await expectAnsweredAndRefused(
      ['What should I do with lottery money?', 'লটারির টাকা দিয়ে কী করব?', 'ছেলেদের কানে দুল পরা যাবে?', 'চুলে কালো রং করা যাবে?'],
      ['What should I do with my old phone?', 'আমার কুকুর খাচ্ছে না কী করব?', 'What should I do during a hurricane?', 'Where can I buy earrings for men?'],
    );
  });

  it('answers one\'s own struggle and trouble told in Arabic with a verb of one\'s own or a joined "and not"', async () => {
    await expectAnsweredAndRefused(
      ['صديقي اقترض مني ولم يرد المال', 'مديري يطلب مني أن أكذب على العملاء', 'أدمنت على الهاتف ماذا أفعل؟', 'أريد أن أتوقف عن مشاهدة الأفلام الإباحية'],
      ['أريد أن أشتري سيارة جديدة', 'أريد أن أتوقف عن شرب القهوة', 'أريد تعلم البرمجة'],
    );
  });

  it('answers contentment, advice to a friend and a late change of one\'s ways, not a late change of major', async () => {
    await expectAnsweredAndRefused(
      ['How can I be content with what I have?', 'كيف أقنع بما عندي؟', 'كيف أنصح صديقي؟', 'Is it too late for me to change?'],
      ['Is it too late to change my university major?', 'كيف أنصح صديقي بشراء لابتوب؟'],
    );
  });

  it('answers whether a birthday may be kept, and refuses a request for birthday wishes', async () => {
    await expectAnsweredAndRefused(['জন্মদিন পালন করা যাবে কি?', 'জন্মদিন পালন করা কি খারাপ?'], ['বন্ধুকে জন্মদিনে কী লিখব?', 'Suggest a birthday gift for my wife']);
  });

  // The held-out set is never used for tuning: these floors only guard against regressions
  // (the target, 0.95 for each figure, is reported by `pnpm --filter @quran-assistant/scripts eval:topics`).
  it('holds its figures on the held-out set', () => {
    const figures = (evaluation: TopicEvaluation) =>
      `refuse P ${evaluation.refusal.precision.toFixed(3)} R ${evaluation.refusal.recall.toFixed(3)}, ` +
      `accept P ${evaluation.acceptance.precision.toFixed(3)} R ${evaluation.acceptance.recall.toFixed(3)}`;
    console.info(`topic check, main set (${main.total}): ${figures(main)}; held-out set (${holdout.total}): ${figures(holdout)}`);
    for (const value of [holdout.acceptance.recall, holdout.acceptance.precision, holdout.refusal.recall, holdout.refusal.precision]) {
      expect(value).toBeGreaterThanOrEqual(0.92);
    }
  });
});
