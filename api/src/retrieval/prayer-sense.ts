/**
 * "Prayer" in English is both the ritual prayer (salah) and a supplication (dua).
 * "A prayer for forgiveness", "the prayer of Yunus", "prayers for your children"
 * ask for a supplication: the verses are the ones that call upon the Lord, not the
 * commands to establish prayer. Only the kinds of the ritual prayer named after what
 * they are for or when they are prayed keep the ritual sense ("the prayer for the
 * dead", "the prayer of fear", "the prayer of the traveller").
 */

const RITUAL_PRAYERS =
  String.raw`(?:the\s+)?(?:dead|deceased|funeral|janazah|janaza|travell?ers?|travell?ing|travel|journey|fear|eclipse|rain|eid|friday|jumu'?ah|jummah?|night|dawn|fajr|dhuhr|zuhr|asr|maghrib|isha|tahajjud|witr|tarawee?h|duha|day)\b`;
/** "prayer(s) for/of …", or a heading that ends in it ("Noah: prayer of"). */
const SUPPLICATION = new RegExp(String.raw`\bprayers?(?=\s+(?:for|of)\b(?!\s+${RITUAL_PRAYERS}))`, 'giu');

/** The English text with "prayer" written "dua" where it means one: the index names its supplications so ("dua of Yunus", "dua for parents"). */
export function withSupplicationSense(text: string): string {
  return text.replace(SUPPLICATION, 'dua');
}

/**
 * Asks for a supplication ("dua for parents", "the prayer of Yunus" once read as a dua, "সন্তানের জন্য
 * দোয়া"), not about supplication ("Does Allah answer our duas?", "দোয়া কি কবুল হয়?"), whose verses
 * are the promises to answer, not supplications.
 */
const FOR_A_SUPPLICATION = /\b(?:duas?|du'as?|supplications?)\s+(?:for|of|to|against|when|before|after|at|in|from)\b|(?:জন্য|র|এর|ের)\s+(?:কুরআনের\s+)?দোয়া/iu;
/** A pronoun's possessive before "দোয়া" ("আমাদের দোয়া", "our duas") names whose duas, not a dua for someone. */
const PRONOUN_BEFORE_DUA = /(?:^|\s)(?:আমার|আমাদের|তোমার|তোমাদের|আপনার|আপনাদের|তার|তাদের|তাঁর|তাঁদের|ওর|ওদের|মোদের)\s+(?=দোয়া)/gu;
/** Whether duas are answered or heard ("Does Allah hear our duas?", "আল্লাহ কি আমাদের দোয়া শোনেন?"). */
const ABOUT_SUPPLICATION = /\b(?:answer|answers|answered|accept|accepts|accepted|hear|hears|heard|listen|listens)\b|কবুল|(?:^|\s)(?:শোনেন|শুনেন|শোনে|শুনবেন)(?:\s|[?？।]|$)/iu;

/** Whether the question (with `withSupplicationSense` applied) asks for a supplication. */
export function asksForASupplication(text: string): boolean {
  return FOR_A_SUPPLICATION.test(text.replace(PRONOUN_BEFORE_DUA, ' ')) && !ABOUT_SUPPLICATION.test(text);
}

/** The translation's vocative of one who calls upon the Lord ("Our Lord, …", "My Lord, …"). */
const CALLING_UPON_THE_LORD = /\b(?:Our|My) Lord,/u;

/** A verse that calls upon the Lord: its translation holds the vocative. */
export function callsUponTheLord(translation: string): boolean {
  return CALLING_UPON_THE_LORD.test(translation);
}
