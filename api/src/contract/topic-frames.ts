/**
 * The frames of two kinds of question the Quran and the Prophet's way answer though
 * they name no Islamic word: what one owes the people around one ("should I…", "কী করা
 * উচিত", "هل يجب") and the words to say on an occasion ("what do I say when…"). The
 * server reads them with the words each must hold (answer/conduct-vocabulary.ts); the
 * web app only leaves a question in such a frame to the server. Arabic is written as
 * the server's normaliser leaves it (no hamza seats, ه for ة, ي for ى).
 */

export interface Frames {
  en: readonly RegExp[];
  bn: readonly RegExp[];
  ar: readonly RegExp[];
}

/** Asks what one ought to do, may do or owes: "should I…", "am I allowed to…", "কী করা উচিত", "هل يجب". */
export const DUTY_FRAMES: Frames = {
  en: [
    /\b(?:should|must|shall|ought) (?:i|we|one|a person|a man|a woman|a wife|a husband|a son|a daughter)\b/iu,
    /\b(?:do|does|did) (?:i|we|one|you|he|she) have to\b/iu,
    /\b(?:am i|are we|is one|is a person) (?:allowed|obliged|obligated|required|supposed|permitted|bound|wrong|right)\b/iu,
    /\bis it (?:okay|ok|alright|all right|fine|acceptable|appropriate|right|bad|good|better|selfish)\b/iu,
    /\bcan (?:i|we|a man|a woman|a wife|a husband|parents) (?:keep|refuse|cut|break|take back|ask|marry|tell|hide|lie|skip|stop|give)\b/iu,
    /\bwhat (?:should|must|can|do) (?:i|we) do\b/iu,
    /\b(?:whose side|who should i|who comes first|who has (?:more|the) right)\b/iu,
    /\bhow (?:should|do|can|must) (?:i|we|a man|a woman|a husband|a wife|parents) (?:treat|deal with|respond to|handle|behave|forgive|talk to|speak to|support|raise|bring up|discipline)\b/iu,
    /\b(?:duty|duties|obligation|obligations|responsibility|responsibilities|rights) (?:of|to|towards|over|on)\b/iu,
  ],
  bn: [
    /উচিত/u, /(?:তে|তেই) হবে\s*[?？]/u, /কী করব/u, /কি করব/u, /করা যাবে/u, /যাবে কি/u, /করতে পারি/u, /করতে পারব/u, /দায়িত্ব/u, /কর্তব্য/u, /(?:^|\s)হক/u,
    /কার পক্ষ/u, /(?:কেমন|কীভাবে|কিভাবে) (?:আচরণ|ব্যবহার)/u, /যায় কি/u, /কি যায়/u, /কী যায়/u, /করা যায়\s*[?？]/u,
    // রেখে দেওয়া যাবে? রেখে দিলে কি সমস্যা? — may I keep, take or give it; is it wrong if I do?
    /(?:দেওয়া|দেয়া|নেওয়া|নেয়া|রাখা) যাবে/u, /(?:লে|লেও) (?:কি|কী) (?:সমস্যা|অসুবিধা|দোষ)/u,
  ],
  ar: [
    /هل (?:يجب|يلزمني|يلزم|علي|يحق لي|من حقي|لي ان|يجوز لي)/u, /ماذا (?:افعل|نفعل|يجب|علي)/u, /ما (?:الواجب|واجبي|حق|حقوق)/u,
    /كيف (?:اتعامل|اعامل|نتعامل|نعامل|يتعامل|يعامل|اتصرف|اربي|ابر|احسن الي|اكون بار)/u, /(?:^|\s)حقوق/u, /واجبات/u,
    // هل آخذ المال؟ آخذها ولا أرجعها؟ هل أخبره؟ — may I keep what is not mine, must I give it back or tell?
    /هل (?:اخذ|احتفظ|ارد|ارجع|اعيد|اخبر|ابلغ|اقول له|اقول لها|اسامح|اصارح)/u, /(?:اخذ|اخذها|اخذه|احتفظ بها|احتفظ به) (?:ولا|او|ام) (?:ارجع|ارد|اعيد)/u,
  ],
};

/**
 * Asks whether something is permitted in the words of a ruling ("Is buying shares allowed?"). In a
 * ruling question that names an everyday subject it asks the ruling on that subject, which the
 * server's index may know; Arabic asks with a ruling word (يجوز), read as one.
 */
export const PERMISSION_FRAME = /\b(?:allowed|permitted|permissible)\b/iu;

/**
 * Asks whether men or women as such may do something ("Can a woman travel alone?", "Is it okay for men to wear
 * gold?"): the rulings of dress, travel and roles that differ between them. An everyday subject in it ("travel",
 * "a car") does not make it everyday; the server still weighs it against its index.
 */
export const MEN_OR_WOMEN_FRAME =
  /^(?:(?:can|may|should)\s+(?:a\s+)?(?:muslim\s+)?|(?:is|are)\s+it\s+(?:okay|ok|alright|fine|acceptable|allowed|permissible)\s+for\s+(?:a\s+)?(?:muslim\s+)?)(?:woman|women|man|men)\b/iu;

/** Bangla words that ask how, where, when, why or who: a "… যাবে?" that holds one asks that, not whether one may. */
export const BANGLA_OTHER_QUESTION_WORDS = 'কীভাবে|কিভাবে|কোথায়|কোথায়|কখন|কত|কেন|কোন|কোনো|কাকে|কার|কে|কারা';

/**
 * Asks in everyday words whether something is fine or bad ("Is it okay to invest in stocks?", "Can I
 * sell lottery tickets?", "শেয়ার কেনা যাবে?", "Is it bad to get a tattoo?", "গান শোনা কি খারাপ?",
 * "هل الوشم سيء؟"). About a subject the Quran judges through a principle it asks that judgement, as a
 * ruling question does; about anything else it asks about health, taste or practice ("Is it bad to
 * sleep after eating?", "Can I use my phone on the plane?"). So the server counts only an everyday
 * topic of its index that is the whole subject or that the Quran judges through a principle (see
 * BADNESS_FRAME for "bad", and for "bad for" someone, Bangla "…র জন্য খারাপ", which counts only for men,
 * women or Muslims).
 */
export const LOOSE_JUDGEMENT_FRAME = new RegExp(
  [
    String.raw`^(?:is|are)\s+it\s+(?:okay|ok|alright|all right|fine|acceptable)\s+(?:for\s+(?:me|us|a muslim|muslims)\s+)?to\b`,
    String.raw`^(?:can|may)\s+(?:i|we|a muslim|muslims)\b`,
    // … যাবে? or … করতে পারবে? — unless another question word asks how, where, when or who ("কোথায় পাওয়া যাবে?").
    // Each optional ending brings its own spaces, so no two runs of spaces meet (a run that could split between
    // them backtracks polynomially on a long question of spaces).
    String.raw`^(?!.*(?:^|\s)(?:${BANGLA_OTHER_QUESTION_WORDS})(?:\s|[?।]|$)).*(?:যাবে|যায়|যায়|\Sতে\s+(?:পারি|পারব|পারবো|পারবে|পারবেন|পারে|পারেন))(?:\s*(?:কি|কী))?(?:\s*[?।]+)?\s*$`,
  ].join('|'),
  'iu',
);

/**
 * Asks whether something is bad, the loosest judgement of all: most such questions are about health or
 * habit ("Is it bad to swim after eating?"), so the server counts an everyday topic here only as the
 * whole subject, even one the Quran judges through a principle.
 */
export const BADNESS_FRAME = new RegExp(
  [
    String.raw`^(?:is|are|was|were)\b(?!.*\bbad for (?!(?:men|women|muslims?|a muslim|a man|a woman)\b)).*\bbad\b`,
    String.raw`(?:^|\s)(?<!জন্য\s+)খারাপ(?:\s*(?:কি|কী|নাকি))?(?:\s*[?।]+)?\s*$`,
    String.raw`(?:^|\s)(?:سيء|سيئ|سيئة|سيئا|سيىء)(?:\s*[؟?]+)?\s*$|^هل من (?:السيء|السيئ)`,
  ].join('|'),
  'iu',
);

/**
 * A choice between things ("which school should…", "কোন স্কুলে… উচিত", "أي مدرسة"): a practical
 * question, whatever it says about one's family.
 */
export const CHOICE_FRAMES: Frames = {
  en: [/\b(?:which|what kind of|what type of|what sort of)\s+(?!is\b|are\b|should\b|do\b|does\b)\p{L}+/iu],
  bn: [/(?:^|\s)কোন(?:\s|টা|টি)/u],
  ar: [/(?:^|\s)(?:اي|ما افضل|ايهما)\s/u],
};

/**
 * Asks how to leave something, or tells the wish to: "I want to quit smoking", "How do I give up music?",
 * "ধূমপান ছাড়তে চাই", "كيف أقلع عن التدخين؟". What one leaves may be a subject the Quran judges through a
 * principle, which the server's index knows, or nothing religious.
 */
export const LEAVING_FRAMES: Frames = {
  en: [/\b(?:quit|quitting|give up|giving up|get rid of|break free from)\b/iu],
  bn: [/(?<![\u0980-\u09FF])(?:ছাড়(?:তে|ব|বো|া|ি)|ছেড়ে)/u],
  ar: [/(?:^|\s)(?:ا?قلع|الاقلاع|اترك|ترك)(?:\s|$)/u],
};

/** Asks what to say or recite, or the manners of an occasion: "what should I say when…", "কী বলতে হয়", "ماذا أقول". */
export const WORDS_FOR_OCCASION_FRAMES: Frames = {
  en: [
    /\bwhat (?:should|do|must|can|shall|does) (?:i|we|you|one|a person|a muslim) (?:say|recite|read|reply)\b/iu,
    /\bwhat (?:is|are) (?:said|recited)\b/iu,
    /\bwhat to (?:say|recite|reply)\b/iu,
    /\bwhich (?:hand|foot|leg)\b/iu,
    /\b(?:etiquette|etiquettes|manners|adab) (?:of|for|when)\b/iu,
  ],
  bn: [/কী (?:বলতে|পড়তে) হয়/u, /কি (?:বলতে|পড়তে) হয়/u, /কী বলব/u, /কী পড়ব/u, /কী বলা উচিত/u, /কোন (?:হাতে|হাত|পা|পায়ে)/u, /আদব/u],
  ar: [/ماذا (?:اقول|نقول|يقول|يقال|اقرا)/u, /ما (?:يقال|الذي يقال|اقول|الذكر|الدعاء)/u, /باي (?:يد|رجل|قدم)/u, /اداب/u],
};

/**
 * Names a thing as one of God's gifts or signs: "rain as a mercy", "cattle as a blessing", "বৃষ্টি রহমত হিসেবে".
 * The Quran's own way of speaking of creation, so a heading in these words is about its verses.
 */
export const SIGN_FRAME =
  /\bas (?:an? )?(?:signs?|blessings?|mercy|favou?rs?|gifts?|provision|healing|cure|sustenance)\b|(?:নিদর্শন|নেয়ামত|নিয়ামত|নিআমত|রহমত|আরোগ্য|শিফা)\s*(?:হিসেবে|হিসাবে|রূপে)/iu;

/**
 * Opens with "I" or "my", or ends "for me" / "in my life" (Arabic: opens with a verb or noun of one's own,
 * or a denial of one's own verb, "لا أجد", or holds "my life"); Bangla, whose subject may follow an
 * adverb or be left out, holds আমি anywhere or a verb in the first person ("চাকরি পাচ্ছি না", "হারিয়ে ফেললাম").
 */
export const OWN_SITUATION_FRAME =
  /^(?:i|i'm|im|i've|my|me)\b|\b(?:for me|in my life)\s*[.!]*$|(?:^|\s)(?:আমি|আমার|আমাকে)(?:\s|$)|[\u0980-\u09FF]{2,}(?:ছি|লাম|তাম)(?=[\s,।?!]|$)|^(?:أنا|انا|أشعر|اشعر|أخاف|اخاف|أفشل|افشل|أضيع|اضيع|أحس|احس|أريد|اريد|أدمنت|ادمنت|فقدت|خسرت|تعبت|عندي|لدي|\S{2,}ي)(?:\s|$)|^(?:لا|لم)\s+أ\S{2,}|(?:^|\s)حياتي(?:\s|$)/iu;
