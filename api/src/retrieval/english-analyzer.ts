/**
 * English analysis for queries: picks the words worth searching for. Stemming is
 * Porter's, by FTS5's `porter` tokenizer in the index and by porter-stemmer.ts
 * (tested to agree on every word of the translation) at query time.
 */

export const ENGLISH_FTS_TOKENIZER = 'porter unicode61 remove_diacritics 2';

const ENGLISH_WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;

// Function words plus question framing ("what does the Quran say about…").
const ENGLISH_STOP_WORDS = new Set([
  'a', 'about', 'above', 'after', 'again', 'against', 'all', 'am', 'an', 'and', 'any', 'are', 'as', 'at', 'be',
  'because', 'been', 'before', 'being', 'below', 'between', 'both', 'but', 'by', 'can', 'could', 'did', 'do',
  'does', 'doing', 'down', 'during', 'each', 'few', 'for', 'from', 'further', 'had', 'has', 'have', 'having',
  'he', 'her', 'here', 'hers', 'herself', 'him', 'himself', 'his', 'how', 'i', 'if', 'in', 'into', 'is', 'it',
  'its', 'itself', 'just', 'me', 'more', 'most', 'my', 'myself', 'no', 'nor', 'not', 'now', 'of', 'off', 'on',
  'once', 'only', 'or', 'other', 'our', 'ours', 'ourselves', 'out', 'over', 'own', 'same', 'she', 'should', 'so',
  'some', 'such', 'than', 'that', 'the', 'their', 'theirs', 'them', 'themselves', 'then', 'there', 'these',
  'they', 'this', 'those', 'through', 'to', 'too', 'under', 'until', 'up', 'very', 'was', 'we', 'were', 'what',
  'when', 'where', 'which', 'while', 'who', 'whom', 'why', 'will', 'with', 'would', 'you', 'your', 'yours',
  'yourself', 'yourselves', 'say', 'says', 'said', 'tell', 'tells',
  'verse', 'verses', 'ayah', 'ayat', 'ayahs', 'surah', 'mention', 'mentioned', 'mentions', 'according', 'islam',
  'islamic', 'regarding', 'concerning', 'muslims', 'muslim', 'also', 'us', 'one', 'ones', 'may', 'must', 'shall',
  'let', 'get', 'gets', 'like', 'way', 'ways', 'teach', 'teaches', 'teaching', 'describe', 'describes', 'thing',
  'things', 'as', 'asw', 'saw', 'pbuh', 'ra', 'sa', 'al', 'el', 'ul',
]);

export function englishWords(text: string): string[] {
  return (text.normalize('NFC').toLowerCase().match(ENGLISH_WORD) ?? []).map((word) =>
    word.replace(/['’]s$/u, '').replace(/['’]/gu, ''),
  );
}

/**
 * The Quran named as the place of what is asked ("in the Quran", "what the Quran says", "Quran
 * verses about"): framing, not searched. Named otherwise it is the subject ("Who wrote the Quran?",
 * "Qur'an: from Allah") and is searched as the verses' "Qur'an".
 */
const QURAN_AS_FRAME =
  /\b(?:(?:in|from|of|according to|by|within|throughout|through)\s+(?:the\s+)?(?:holy\s+|noble\s+|glorious\s+)?(?:quran|qur['’]an|koran)\b|(?:the\s+)?(?:holy\s+|noble\s+|glorious\s+)?(?:quran|qur['’]an|koran)(?:['’]s)?\s+(?:say|says|said|tell|tells|teach|teaches|mention|mentions|verses?|ayahs?|ayat|on|about|regarding)\b)/giu;

/**
 * Stop words that carry the relation a heading asks about ("Allah: none like Him", "Mercy: above
 * wrath", "Allah: most honoured in sight of"); in a question they only frame it ("What is the most
 * important…?", "Can I pray before…?").
 */
const HEADING_CONTENT_WORDS = new Set(['like', 'above', 'against', 'before', 'after', 'over', 'under', 'below', 'only', 'most']);

/**
 * Query terms for English text: lower-cased, stop words removed (stemmed later by FTS5). A heading
 * (a subject with no question) keeps the words that carry its relation.
 */
export function analyzeEnglish(text: string, { heading = false }: { heading?: boolean } = {}): string[] {
  return englishWords(text.replace(QURAN_AS_FRAME, ' ')).filter(
    (word) => word.length > 1 && (!ENGLISH_STOP_WORDS.has(word) || (heading && HEADING_CONTENT_WORDS.has(word))),
  );
}
