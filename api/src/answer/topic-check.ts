import { OWN_SITUATION_FRAME } from '../contract/topic-frames.js';
import { createTopicKeywordReader, termMatcher, type TopicKeywords } from '../contract/topic-keywords.js';
import { WEAK_ISLAMIC_TERMS } from '../contract/topic-vocabulary.js';
import { normalizeArabic } from '../retrieval/arabic-analyzer.js';
import { detectLanguage } from '../retrieval/detect-language.js';
import { analyzeQuestion, asksSomething } from '../retrieval/question-shape.js';
import { SCATTERED_NAME_SHARE } from '../retrieval/topic-matcher.js';
import type { MatchedTopic } from '../retrieval/types.js';
import { ARABIC_OFF_TOPIC_INTENTS, ARABIC_TOPIC_TERMS } from './arabic-topic-vocabulary.js';
import { CONDUCT_TERMS, OCCASIONS } from './conduct-vocabulary.js';
import { correctIslamicSpelling } from './spelling.js';
import type { TopicLabel } from './prompts.js';

/**
 * Is a question about Islam and the Quran? Signals, strongest and cheapest first
 * (the word classes are described in `contract/topic-vocabulary.ts`):
 * 1. A word that names Islam, its scripture or its law ("Quran", "in Islam",
 *    "Allah") decides "yes": the question asks for the Islamic view of whatever
 *    else it mentions ("What does the Quran say about the weather?"), unless it
 *    asks for a fact about a work or a price ("Who directed the film about the
 *    Prophet?").
 * 2. So does a ruling question ("Is X halal?", "Is it a sin to…?", "Can I… while
 *    fasting?") that uses a ruling word or an Islamic term: "Is crypto halal?".
 * 3. Otherwise an everyday subject that outweighs Islamic terms (a film, software,
 *    a price, a public holiday: "Is the Jinn series on Netflix any good?") decides
 *    "no" unless a ruling word is there; an everyday intent (a measurement, trivia, a hands-on how-to, a
 *    price, schedule or purchase, a recommendation or a text to write) decides
 *    "no" unless an Islamic term is what it is about ("What time is Fajr?"), not
 *    only its setting ("When do malls open in Ramadan?", "the best Ramadan
 *    series"); so does an off-topic subject (weather, markets, films, recipes…)
 *    unless an Islamic term is the question's own ("the qibla in a hotel room";
 *    not "Who played Moses in the movie?").
 * 4. An Islamic term (worship, belief, law, the afterlife), a guidance theme
 *    (death, patience, parents, honesty, grief…), a question of what one owes the
 *    people around one ("My brother won't pay back his debt, what should I do?") or
 *    of the words to say on an occasion ("What do I say when someone sneezes?"),
 *    or a habit told as one's own struggle ("I waste my time on YouTube") decides "yes".
 * 5. A follow-up in an ongoing conversation inherits its topic; with a model
 *    configured, a one-word classification decides what the words left open:
 *    its "yes" at once, its "no" unless the index says yes (step 6, without
 *    the scene-setting words).
 * 6. A scene-setting or weak Islamic term (Ramadan, a mosque, a prophet's name,
 *    "God", "sin", "He" written with a capital inside a sentence), a question that
 *    only asks whether something is mentioned ("Are dinosaurs mentioned?"), a topic of the
 *    curated index that is not an everyday word ("the people of the cave", or an
 *    ethics or family topic whose words stand apart: "Am I allowed to marry my
 *    first cousin?"; a subject of one's own life told as one's own situation:
 *    "I lost my job and feel hopeless"; an everyday topic in a ruling question, or
 *    as the whole subject of a question whether it is fine or bad ("Is it bad to get
 *    a tattoo?") or of a heading ("mountains as pegs")), the words of a verse ("with hardship comes ease"), or a
 *    question for a story or a person that describes one of the index's stories
 *    by two of its motifs or whose best verses tell one while it holds one of its
 *    motifs ("Who was the king who understood the ants?") decides "yes" — the
 *    index and the stories not when the question names a person of our time
 *    ("Who was Joseph Stalin?").
 * 7. Otherwise "no": nothing in the question points to Islam or the Quran. (How
 *    much of it the retrieved verses hold is no evidence: "Why is the sky blue?"
 *    finds verses about the sky.)
 */

export type TopicReason =
  | 'islamic_terms'
  | 'ruling_question'
  | 'off_topic_terms'
  | 'guidance_themes'
  | 'conduct_question'
  | 'follow_up'
  | 'model'
  | 'off_topic_intent'
  | 'topic_index'
  | 'verse_quotation'
  | 'quranic_story'
  | 'no_islamic_signal';

export interface TopicVerdict {
  onTopic: boolean;
  reason: TopicReason;
}

export type KeywordVerdict = 'islamic' | 'off_topic' | 'unknown';

// The word classes the web app reads too are read by the contract's reader; the two
// that can only ever say "yes" are read here.
const readKeywords = createTopicKeywordReader({ normalize: normalizeArabic, ...ARABIC_TOPIC_TERMS, intents: ARABIC_OFF_TOPIC_INTENTS });
const WEAK_ISLAMIC = termMatcher(WEAK_ISLAMIC_TERMS, { normalize: normalizeArabic, terms: ARABIC_TOPIC_TERMS.weakIslamic });
const CONDUCT = termMatcher(CONDUCT_TERMS, { normalize: normalizeArabic, terms: CONDUCT_TERMS.ar });
const OCCASION = termMatcher(OCCASIONS, { normalize: normalizeArabic, terms: OCCASIONS.ar });
/** "He", "His", "Him" with a capital inside a sentence: the writer means God. */
const DIVINE_PRONOUN = /(?<=[\p{Ll},;:]\s+)(?:He|His|Him|Himself)\b/u;
/**
 * Asks only whether something is mentioned ("Are dinosaurs mentioned?", "ডাইনোসরের উল্লেখ আছে কি?",
 * "هل ذكرت الديناصورات؟"): asked here, the text meant is the Quran's.
 */
const ASKS_IF_MENTIONED = /^(?:is|are|was|were)\s+(?:there\s+)?[^?.!]{1,40}?\s+(?:ever\s+)?mentioned\s*\?*$|^[\u0980-\u09FF\s]{2,40}?(?:উল্লেখ|কথা)\s+(?:কি\s+)?(?:আছে|করা হয়েছে)\s*(?:কি|কী)?\s*\?*$|^هل (?:ذكرت?|ورد(?:ت)?|جاء(?:ت)?) /iu;
/**
 * Trouble told with the people around one: a denial or a wrong ("My son doesn't talk to me anymore",
 * "আমার মা আমার সাথে কথা বলেন না", "زوجي لا يحترمني"), not news ("My son is learning to drive").
 */
const TROUBLE =
  /\b(?:not|never|no longer|anymore|hates?|hit|hits|beats?|insults?|abuses?|ignores?|ignored|stole|steals|cheated|betrayed|left me|fights?|shouts?|shouted|yells?|yelled|cut off|took my|stopped (?:talking|speaking)|compares me|blames me|mocks me|humiliates me|humiliated me|lies to me|lied to me|hurtful|hurt (?:me|him|her|them)|(?:very|too) strict)\b|n't\b|(?:^|\s)(?:না|নি|নেই|কষ্ট|মারে|ঝগড়া|অপমান|দখল|চুরি|বকা|বকাবকি|গালি|মারধর|দূরত্ব)(?:\s|$)|(?:^|\s)[وف]?(?:لا|لم|لن)(?:\s|$)|(?:^|\s)(?:يضربني|تضربني|يظلمني|تظلمني|يهينني|يكرهني|تكرهني|سرق|سرقت|خانني|خانتني|يفضل|تركني|طلقني|أخذ)(?:\s|$)/iu;
/**
 * How to spend one's time or life, asked as the whole question ("How should I spend my time?", "What should I do
 * with my life?", "كيف أقضي وقتي؟"), is a question for guidance; with a place or an occasion after it, it is a plan
 * ("…in Paris?", "…during summer break?").
 */
const LIFE_AS_A_WHOLE =
  /(?:\b(?:spend(?:ing)? my (?:time|life|days)|do with my life|make the most of my (?:life|youth|time)|wast(?:e|ed|ing) my (?:youth|life))|(?:^|\s)(?:জীবন নিয়ে কী করব|জীবনটা কীভাবে কাটাব|সময় কীভাবে কাটাব|সময় কিভাবে কাটাব|যৌবন নষ্ট)|(?:^|\s)(?:اقضي وقتي|اقضي حياتي|افعل بحياتي|اضعت شبابي|اضيع شبابي))\s*[?？।.!؟]*$/iu;
/**
 * A calendar year ("in 2021", "79 AD", "১৯১২ সালে", "عام ١٩١٢"): the stories the Quran tells are not dated, so a
 * question dated to a year asks about history ("Which city was destroyed by a flood in 2021?").
 */
const DATED =
  /\b(?:in|of|since|during|until|around|year)\s+(?:the\s+year\s+)?(?:1\d{3}|20\d{2})\b(?!\s*(?:years?|days?)\b)|\b\d{1,4}\s*(?:AD|A\.D\.|BC|B\.C\.|BCE|CE)(?![\p{L}])|[০-৯0-9]{4}\s*(?:সালে|সালের|সাল|খ্রিস্টাব্দ)|(?:عام|سنة)\s*[٠-٩0-9]{3,4}/iu;
const BANGLA_SCRIPT = /[\u0980-\u09FF]/u;
/** "What should I do…", "কী করব", "ماذا أفعل" (the Arabic as the normaliser leaves it). */
const WHAT_TO_DO = /\bwhat (?:should|must|can|do) (?:i|we) do\b|(?:কী|কি) করব|ماذا (?:افعل|نفعل)/iu;
/** One's own situation told as a statement (`ownStatement`), and it is trouble (see TROUBLE). */
function toldTrouble(text: string, ownStatement: boolean): boolean {
  return ownStatement && TROUBLE.test(text);
}
/** A place named with a capital after "in", "of", "to" or "from" ("in Switzerland", "of the United States"). */
const NAMED_PLACE = /\b(?:in|of|to|from)\s+(?:the\s+)?\p{Lu}\p{L}+/u;
/** The topic file of the signs in creation (the sky, rain, milk, bees): a practical question about the thing itself is not about them ("Can I freeze milk?"). */
const CREATION_CATEGORY = 'creation';
/** The topic file of one's own life (feelings, hardship, health, work): a topic of it also counts when the question tells one's own situation. */
const LIFE_CATEGORY = 'life';
/** Topic files of everyday subjects: a topic of theirs counts in a ruling question ("Is eating pork allowed?"), not in a question of fact. */
const EVERYDAY_CATEGORIES = new Set(['everyday', LIFE_CATEGORY, CREATION_CATEGORY]);
/** Topic files whose subjects are duties to others: a topic of theirs counts even when its words stand apart. */
const CONDUCT_TOPIC_CATEGORIES = new Set(['ethics', 'society']);
const SCATTERED_TOPIC_COVERAGE = 0.3;
/** A film, a game or another work asked about counts as an everyday topic of the index only as this much of the question ("Is it bad to play video games?"). */
const WORK_TOPIC_COVERAGE = 0.75;
/**
 * What one asks to leave is the topic when its name is a third of the words with the verb of leaving
 * ("give up music"), not a word beside others ("quit my gym membership").
 */
const LEFT_TOPIC_COVERAGE = 0.3;
/**
 * A heading (a subject, no question) is about an everyday topic of the index when the topic is most
 * of it ("mountains as pegs", "the spider's house"), not one word beside others ("the moon landing");
 * retrieval leads with a heading's topic from the same share.
 */
const HEADING_TOPIC_COVERAGE = 0.6;


export interface TopicSignals extends Omit<TopicKeywords, 'plain'> {
  /** A ruling question ("Is X halal?", "What is the punishment for X?"). */
  rulingQuestion: boolean;
  /** Tells one's own situation ("I lost my job", "আমার মা অসুস্থ", "أشعر بالوحدة"), not a question about something. */
  ownSituation: boolean;
  weakIslamic: boolean;
  /** Asks for a story or a person ("Who was the king who…?", "Tell me about the young men who…"). */
  storyQuestion: boolean;
  /** A duty frame about the people around one ("Should I tell my friend…?", "ভাই টাকা ফেরত দিচ্ছে না, কী করব?"). */
  conductQuestion: boolean;
  /** Asks for the words to say on an occasion of the day ("What do I say when someone sneezes?"). */
  wordsForOccasion: boolean;
  /**
   * Tells one's own struggle with a habit, as a statement or asking what to do ("I waste my time on YouTube",
   * "I'm addicted to my phone, what should I do?"), whatever everyday thing it names.
   */
  ownStruggle: boolean;
  /** A ruling question that asks whether something is permitted ("Is a car loan allowed?"). */
  asksIfAllowed: boolean;
  /** Asks in everyday words whether something is fine or bad, not in a ruling's words ("Is it okay to invest in stocks?", "Is it bad to keep a dog?"). */
  asksLoosely: boolean;
  /** Asks whether something is bad ("Is it bad to keep a dog?"), the loosest of them. */
  asksIfBad: boolean;
  /** A heading that names something as one of God's gifts or signs ("cattle as a blessing"). */
  signHeading: boolean;
  /** Asks what to do, whatever about ("What should I do with lottery money?", "লটারির টাকা দিয়ে কী করব?"). */
  asksWhatToDo: boolean;
  /**
   * One's own situation told as a statement beside an everyday subject ("لم أجد وظيفة منذ أشهر", "I haven't found a
   * job for months"): only a subject of one's own life in the index makes it a question for guidance.
   */
  ownLifeBesideEveryday: boolean;
}

/** What the words of a question say, class by class. */
export function topicSignals(question: string): TopicSignals {
  const text = correctIslamicSpelling(question.normalize('NFC'));
  const shape = analyzeQuestion(text, detectLanguage(text)).shape;
  const { plain, ...keywords } = readKeywords(text);
  const arabic = normalizeArabic(text);
  const ownSituation = OWN_SITUATION_FRAME.test(text);
  const asksIfAllowed = shape === 'ruling' && keywords.permissionFrame;
  const asks = asksSomething(text);
  const storyQuestion = shape === 'story' || shape === 'who';
  return {
    ...keywords,
    rulingQuestion: shape === 'ruling' || shape === 'punishment',
    asksIfAllowed,
    asksLoosely: keywords.looseJudgementFrame && !asksIfAllowed,
    asksIfBad: keywords.badnessFrame,
    signHeading: !asks && !storyQuestion && keywords.signFrame,
    asksWhatToDo: WHAT_TO_DO.test(text) || WHAT_TO_DO.test(arabic),
    ownLifeBesideEveryday:
      ownSituation && keywords.offTopicSubject && !keywords.coreIslamic && !keywords.looseJudgementFrame && !keywords.leavingFrame && !asks,
    ownSituation,
    storyQuestion,
    weakIslamic: WEAK_ISLAMIC.test(...plain) || DIVINE_PRONOUN.test(plain[0]) || ASKS_IF_MENTIONED.test(text.trim()),
    // Bangla leaves the subject out ("বন্ধু টাকা ধার নিয়ে ফেরত দিচ্ছে না"): trouble told in it is one's own.
    conductQuestion: (keywords.dutyFrame || toldTrouble(text, (ownSituation || BANGLA_SCRIPT.test(text)) && !asks)) && CONDUCT.test(text, arabic),
    wordsForOccasion: keywords.wordsForOccasionFrame && OCCASION.test(text, arabic),
    ownStruggle: ownSituation && (!asks || keywords.dutyFrame) && keywords.habit,
    guidanceTheme: keywords.guidanceTheme || LIFE_AS_A_WHOLE.test(text) || LIFE_AS_A_WHOLE.test(arabic),
  };
}

/** The verdict of the words alone (no model, follow-up or retrieval): for tests and the evaluation. */
export function keywordVerdict(question: string): KeywordVerdict {
  const signals = topicSignals(question);
  const decided = verdictOfWords(signals);
  if (decided) return decided.onTopic ? 'islamic' : 'off_topic';
  return signals.contextIslamic || signals.weakIslamic ? 'islamic' : 'unknown';
}

export interface TopicCheckInput {
  question: string;
  /** The session already has turns: a follow-up ("and in Surah Maryam?") inherits their topic. */
  isFollowUp: boolean;
  /** What retrieval found: the topics of the curated index the question names, and whether it quotes a verse. Asked only when the words leave it open. */
  retrieval: () => Promise<{ topics: readonly MatchedTopic[]; quotation: boolean; story: string | null }>;
  /** A cheap model classification, when a model is configured; null when it failed or gave no label. */
  classify?: () => Promise<TopicLabel | null>;
}

/** Steps 1 to 4: what the words decide before the conversation, a model or retrieval is asked; null when they leave it open. */
function verdictOfWords(signals: TopicSignals): TopicVerdict | null {
  if (signals.explicitIslamic) {
    // "Who directed the film about the Prophet?" asks a fact about a work, whatever the work is about.
    const aboutAWork = signals.outweighingSubject && signals.offTopicIntent !== null && !signals.rulingTerm;
    return aboutAWork ? { onTopic: false, reason: 'off_topic_intent' } : { onTopic: true, reason: 'islamic_terms' };
  }
  // A ruling word beside an everyday request ("Can I buy a car on finance with bad credit?") asks the request.
  const everydayRequest = signals.offTopicIntent !== null && !signals.coreIslamic;
  if (signals.rulingQuestion && (signals.rulingTerm || signals.coreIslamic) && !everydayRequest) return { onTopic: true, reason: 'ruling_question' };
  // Whether a film or a game is fine or permitted ("Can I watch movies?") is left to the index, which must know it as nearly the whole question.
  const judgesAWork = (signals.asksLoosely || signals.asksIfAllowed) && !signals.contextIslamic && signals.offTopicIntent === null;
  if (signals.outweighingSubject && !signals.rulingTerm && !judgesAWork) return { onTopic: false, reason: 'off_topic_terms' };
  // An Islamic term that is what the question is about wins over an everyday subject ("the qibla in a
  // hotel room"), not over an everyday request ("How much is a hotel in Mecca during Hajj?"); so does a
  // duty to others asked as one ("I found a wallet on the bus, can I keep the money?").
  if (signals.offTopicIntent && (signals.offTopicSubject || !signals.coreIslamic)) return { onTopic: false, reason: 'off_topic_intent' };
  const duty = (signals.dutyFrame && signals.guidanceTheme) || signals.wordsForOccasion || signals.ownStruggle;
  // Whether an everyday subject is permitted ("Is buying shares allowed?"), to men or women ("Can a woman drive a car?"),
  // or how to leave it, is left to the index; so is
  // whether it is fine or bad ("Is it okay to invest in stocks?") unless a guidance theme answers it
  // ("Is lying bad even as a joke?"), and then only to the index, which must know it as the whole
  // subject (not "Is it okay to take a loan to pay off credit card debt?").
  if (signals.offTopicSubject && !signals.coreIslamic && !duty && !signals.asksIfAllowed && !signals.leavingFrame && !signals.signHeading && !signals.menOrWomenFrame) {
    if (signals.ownLifeBesideEveryday) return null;
    if (!signals.asksLoosely) return { onTopic: false, reason: 'off_topic_terms' };
    if (!signals.guidanceTheme) return null;
  }
  if (signals.coreIslamic) return { onTopic: true, reason: 'islamic_terms' };
  if (signals.guidanceTheme || signals.ownStruggle) return { onTopic: true, reason: 'guidance_themes' };
  if (signals.conductQuestion || signals.wordsForOccasion) return { onTopic: true, reason: 'conduct_question' };
  return null;
}

export async function checkTopic(input: TopicCheckInput): Promise<TopicVerdict> {
  const signals = topicSignals(input.question);
  const decided = verdictOfWords(signals);
  if (decided) return decided;
  if (input.isFollowUp) return { onTopic: true, reason: 'follow_up' };
  // A model's "no" weighs more than scene-setting words (it knows "the best Ramadan series" is
  // about television), but not more than the index: a small model misreads a described story
  // or a topic asked in other words, while a named topic or a quoted verse is the Quran's own.
  let modelRefused = false;
  if (input.classify) {
    const label = await input.classify();
    if (label === 'islamic') return { onTopic: true, reason: 'model' };
    modelRefused = label === 'other';
  }
  // A question whether an everyday subject is fine or bad ("Is it okay to invest in stocks?"), or open to
  // men or women ("Can a woman drive a car?"), came this far only for the index: scene-setting words do
  // not decide it ("ঈদের আগে বাসের টিকিট কোথায় কাটা যায়?"), and a topic counts only when it is the whole subject.
  const forTheIndexOnly = (signals.asksLoosely || signals.menOrWomenFrame) && signals.offTopicSubject;
  if (!modelRefused && !forTheIndexOnly && (signals.contextIslamic || signals.weakIslamic)) return { onTopic: true, reason: 'islamic_terms' };
  const found = await input.retrieval();
  // A topic counts when the question names it word for word, or when it is a duty to others whose words
  // stand apart; neither when the question is about a person of our time named after a prophet. An
  // everyday subject of the index counts only in a ruling question ("Is eating pork allowed?"); asked
  // loosely ("Can I keep a dog?") when it is the whole subject or one the Quran judges through a
  // principle; asked whether it is bad, or loosely beside another everyday subject, only as the whole
  // subject ("Is it bad to get a tattoo?", not "Is it bad to sleep after eating?"); a sign in creation
  // in neither of these ("Can I freeze milk?"); in a heading it is most of ("mountains as pegs"); a
  // subject of one's own life told as one's own situation ("I lost my job"); and one judged through a
  // principle that one asks how to leave ("How do I quit smoking?").
  const heading = !asksSomething(input.question) && !signals.storyQuestion;
  const everydayCounts = (topic: MatchedTopic): boolean => {
    if (topic.category === LIFE_CATEGORY && signals.ownSituation) return true;
    const creation = topic.category === CREATION_CATEGORY;
    if (signals.leavingFrame && topic.note !== null && topic.inARow && topic.coverage >= LEFT_TOPIC_COVERAGE && !creation) return true;
    // What to do about a subject the Quran judges through a principle ("What should I do with lottery money?").
    if (signals.asksWhatToDo && topic.note !== null && topic.inARow && topic.direct && !creation) return true;
    if (forTheIndexOnly || signals.asksIfBad) return topic.direct && !creation;
    if (signals.asksLoosely) return (topic.direct || topic.note !== null) && !creation;
    return signals.rulingQuestion || (signals.signHeading && creation) || (heading && topic.coverage >= HEADING_TOPIC_COVERAGE);
  };
  // A film or a game counts only as nearly all of the question ("Can I watch movies?", not "…on a plane?").
  const wholeWork = (topic: MatchedTopic) => !signals.outweighingSubject || !topic.everyday || topic.coverage >= WORK_TOPIC_COVERAGE;
  // A name asked in another word order counts as named when its words are the whole subject ("Can I pluck my
  // eyebrows?" for "eyebrow plucking"): a scattered name covers at most SCATTERED_NAME_SHARE, and only all of it.
  const named = (topic: MatchedTopic) =>
    (topic.inARow || topic.coverage >= SCATTERED_NAME_SHARE)
      ? (!forTheIndexOnly || topic.direct) && wholeWork(topic) && (!topic.everyday || !EVERYDAY_CATEGORIES.has(topic.category) || everydayCounts(topic))
      : !topic.everyday && CONDUCT_TOPIC_CATEGORIES.has(topic.category) && topic.coverage >= SCATTERED_TOPIC_COVERAGE;
  // One's own situation told beside an everyday word is a question for guidance when the index knows it as a
  // subject of one's life ("لم أجد وظيفة منذ أشهر"), or as a wrong or a duty to others that a guidance theme names
  // ("مديري يطلب مني الكذب على العملاء", "زميلي في العمل يسرق"); nothing else it names counts.
  if (signals.ownLifeBesideEveryday) {
    const ownLife = found.topics.some(
      (topic) => topic.inARow && ((topic.category === LIFE_CATEGORY && topic.direct) || (CONDUCT_TOPIC_CATEGORIES.has(topic.category) && signals.guidanceTheme)),
    );
    return ownLife ? { onTopic: true, reason: 'topic_index' } : { onTopic: false, reason: 'off_topic_terms' };
  }
  // What men or women may do in a named country is its law ("Can women drive in Saudi Arabia now?"), not a ruling.
  const underALand = signals.menOrWomenFrame && NAMED_PLACE.test(input.question);
  if (!signals.lookalikeName && !underALand && found.topics.some(named)) return { onTopic: true, reason: 'topic_index' };
  if (found.quotation) return { onTopic: true, reason: 'verse_quotation' };
  // A story the Quran tells, described rather than named: by two of its motifs, or its verses come first; never one dated to a year.
  if (signals.storyQuestion && !signals.lookalikeName && !DATED.test(input.question) && found.story !== null) return { onTopic: true, reason: 'quranic_story' };
  return { onTopic: false, reason: modelRefused ? 'model' : 'no_islamic_signal' };
}

/** The refusal every client matches on: it must contain "not related to Islam". */
export const OFF_TOPIC_MESSAGE =
  'Your question appears to be not related to Islam or the Quran. This assistant answers questions about Islamic teachings and the Quran only.';
