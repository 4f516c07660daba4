/**
 * Everyday requests that name no subject, by intent, in English and Bangla (their
 * Arabic phrasings are the server's: answer/arabic-topic-vocabulary.ts):
 * measurements and facts of the physical world ("how tall…", "which is bigger…"),
 * general trivia ("who painted…", "what year did…"), hands-on how-to ("how do I
 * fix/remove/tie…"), prices, times and directions, and recommendations or writing for
 * the user. A class of the topic check (see topic-vocabulary.ts).
 */

/** Everyday practical verbs: "how do I <verb>…" asks for a hands-on task, not for guidance. */
const PRACTICAL_VERBS_EN = [
  'fix', 'repair', 'change', 'replace', 'install', 'uninstall', 'remove', 'clean', 'wash', 'iron', 'fold', 'tie', 'grow',
  'plant', 'cook', 'bake', 'fry', 'boil', 'grill', 'roast', 'brew', 'paint', 'draw', 'sew', 'knit', 'build', 'assemble',
  'drive', 'park', 'ride', 'charge', 'reset', 'restart', 'reboot', 'update', 'upgrade', 'download', 'upload', 'unlock',
  'connect', 'set up', 'setup', 'format', 'print', 'pack', 'decorate', 'polish', 'sharpen', 'unclog', 'wrap', 'shave',
  'dye', 'get rid of', 'learn to swim', 'learn to drive', 'learn to code', 'learn to cook', 'learn to dance', 'store',
  'freeze', 'keep fresh', 'cook', 'marinate',
];

export const OFF_TOPIC_INTENTS: { name: string; en: RegExp[]; bn: RegExp[] }[] = [
  {
    name: 'measurement or fact of the physical world',
    en: [
      /\bhow (?:tall|high|far|big|large|small|heavy|deep|wide|fast|hot|cold|long (?:is|are|does) (?:a|an|the) (?!fast|prayer|iddah|waiting period (?:(?:of|for) (?:a |the )?(?:widows?|divorcees?|divorced|wom[ae]n|wife|wives)\b|after (?:a |the )?(?:divorce|death|husband))))\b/iu,
      /\bhow many (?:km|kilomet(?:er|re)s?|miles?|met(?:er|re)s?|feet|kg|kilos?|kilograms?|lit(?:er|re)s?|calories|people live)\b/iu,
      /\b(?:which|what|who) (?:is|was|are) (?:the )?(?:bigger|larger|taller|smaller|faster|heavier|longer|deeper|hotter|colder|biggest|largest|tallest|smallest|fastest|heaviest|longest|deepest)\b/iu,
      /\b(?:bigger|larger|taller|heavier|faster|smaller) than\b/iu,
      /\b(?:distance|height|speed|weight|area|volume|depth|length) (?:of|from|between)\b/iu,
      /\b\d+(?:\.\d+)?\s*(?:km|kg|mph|kph|cm|mm|°\s?[cf]|miles?|metres?|meters?|feet|lit(?:er|re)s?)\b/iu,
      /\b(?:celsius|fahrenheit|kilomet(?:er|re)s?)\b/iu,
      /\bhow long (?:do|does|can) (?:a |an |the )?\p{L}+ (?:live|last|survive)\b/iu,
    ],
    bn: [/উচ্চতা/u, /(?<!সাথে )দূরত্ব/u, /কত দূর/u, /কত (?:কিলোমিটার|মিটার|কেজি|ফুট|লিটার|ডিগ্রি)/u, /ওজন কত/u, /গভীরতা/u, /দৈর্ঘ্য/u, /কোনটি (?:বড়|ছোট|ভারী|দ্রুত)/u],
  },
  {
    name: 'general trivia',
    en: [
      /\b(?:what|which) year (?:did|was|were)\b/iu,
      /\bin what year\b/iu,
      /\bwho (?:invented|discovered|painted|composed|directed|designed|sang|wrote the (?:song|novel|book|play|film))\b/iu,
      /\bwhat caused\b/iu,
      /\bwho (?:voiced|plays|played|starred|acted)\b/iu,
      /\bwhen (?:was|were) (?:the )?[\p{L}\s]+ (?:invented|discovered|founded|built|painted)\b/iu,
    ],
    bn: [/কে (?:আবিষ্কার|উদ্ভাবন|এঁকে|আঁকে|সুর করে)/u, /(?:কোন|কত) সালে/u, /কণ্ঠ কে দিয়েছ/u, /কে গেয়েছ/u, /অভিনয় করেছ/u],
  },
  {
    name: 'hands-on how-to',
    en: [
      new RegExp(
        `\\b(?:how (?:do|can|should|could|would) (?:i|you|we|one)|how to|(?:best|easiest|quickest) way to)\\s+(?:[\\p{L}']+\\s+){0,2}?(?:${PRACTICAL_VERBS_EN.join('|')})\\b`,
        'iu',
      ),
    ],
    // The verb may come before or after "how" in Bangla (টাই কীভাবে বাঁধব, চাষ কীভাবে করব).
    bn: [/^(?=.*(?:কীভাবে|কিভাবে|কী করে|কি করে))(?=.*(?:সারা|মেরামত|ঠিক কর|বদলা|পাল্টা|ইনস্টল|পরিষ্কার|ধুতে|ধোব|ইস্ত্রি|বাঁধ|চাষ|লাগাব|লাগাতে|বানা|ভাজ|সেলাই|চালা|চার্জ|রিসেট|আপডেট|ডাউনলোড|আনলক|কানেক্ট|(?<!গড়ে )তুলব|(?<!গড়ে )তুলতে|প্রিন্ট|সাজা))/u],
  },
  {
    name: 'price, time or directions',
    en: [
      /\bhow much (?:does|do|is|are|will|would)\b.*\b(?:cost|costs|charge|fee|fees)\b/iu,
      /\bhow much (?:is|are) (?:a|an|one) \p{L}+/iu,
      /\bcost of (?:a|an|the|one)\b/iu,
      /^(?:is|are)\s+[^?]+?\s+(?:expensive|affordable|cheap|pricey|costly)\b/iu,
      // whether one qualifies for credit is the lender's rule, not a ruling
      /\b(?:with (?:bad|poor|no|low) credit|credit (?:score|rating|check)|if i(?:'m| am) self[- ]employed)\b/iu,
      /\bwhat time (?:does|do|is|will)\b/iu,
      /\bwhen does the \p{L}+ (?:open|close|leave|arrive|depart|start)\b/iu,
      /\bwhen do (?:the )?[\p{L}\s]+ (?:open|close)\b/iu,
      /\b(?:opening|office|working|business) hours\b/iu,
      /\bhow (?:do|can) i get to\b/iu,
      /\b(?:where|which (?:online )?(?:shop|store|website|site)) (?:can i |do i |to )?(?:buy|find|get|sells?|order)\b(?! (?:real |true |some |inner )?(?:comfort|peace|hope|happiness|meaning|purpose|guidance|tranquill?ity|contentment|strength|forgiveness))/iu,
      /\b(?:which|what) (?:airline|airlines|flights?) \b/iu,
      /\bbest (?:time|season|month) to visit\b/iu,
      /\bhow many calories\b/iu,
      /\b(?:school|office|bank|mall|shop|store)s?\b[\p{L}\s]*\bhours\b/iu,
      /\b(?:open|closed) (?:on )?(?:today|tonight|tomorrow|now|sundays?|mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|weekends?|public holidays?)\b/iu,
    ],
    bn: [
      /কত টাকা/u, /কখন (?:ছাড়ে|ছাড়বে|খোলে|খুলবে|বন্ধ|পৌঁছা)/u, /যাওয়ার (?:রাস্তা|পথ|উপায়)/u, /সময়সূচি/u, /কয়টায়/u, /কয়টা বাজে/u,
      /কোথায়(?:\s+\S+){0,3}\s+(?:পাব|কিনব|কিনতে|পাওয়া যায়)/u, /কয়টা পর্যন্ত/u, /খোলা থাকে/u, /কীভাবে যাব/u, /কিভাবে যাব/u, /ক্যালরি/u, /দাম কেমন/u,
    ],
  },
  {
    name: 'a recommendation or a text written for the user',
    en: [
      /\b(?:recommend|recommendation|recommendations|suggest|suggestion|suggestions)\b/iu,
      /\bgood (?:name|names|gift|gifts|idea|ideas) for\b/iu,
      /\b(?:name|gift|gifts|present|presents) (?:ideas? )?for my\b/iu,
      /\bwrite (?:me )?(?:a|an|my) (?:cover letter|letter|email|e-mail|essay|story|speech|message|poem|caption|bio|resume|cv|toast|review|post|tweet|song|birthday)\b/iu,
      /\b(?:birthday|anniversary) (?:gift|gifts|present|message|wishes|party|cake)\b/iu,
      /\b(?:plan|organi[sz]e|budget for|decorate)\b.*\b(?:wedding|party|trip|holiday|event|budget|stage)\b/iu,
      /\bwhich [\p{L}\s]+ (?:is|are) (?:the )?best (?:for|to)\b/iu,
      /\bworth (?:reading|watching|buying|visiting)\b/iu,
      /\bany good [\p{L}\s-]*(?:places|spots|restaurants|shops)\b/iu,
      /\b(?:gift|present) for (?:a |an |my |our )?\p{L}+/iu,
    ],
    bn: [/পরামর্শ দিন/u, /সাজেস্ট/u, /সুপারিশ/u, /নাম (?:বলুন|বলো|দিন|দাও)/u, /লিখে দিন/u, /উপহার/u, /জন্মদিনে\s+(?:কী|কি)\s+(?:লিখ|দে|দি)/u, /জন্মদিনের\s+(?:গিফট|শুভেচ্ছা বার্তা|কার্ড|পার্টি|কেক অর্ডার)/u, /কী (?:উপহার|গিফট)/u],
  },
];
