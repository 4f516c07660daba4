import type { AnswerLanguage } from '../contract/messages.js';

/**
 * Whether a sentence presents something as what the Quran says: "The Quran
 * says…", "Allah commands…", "In Surah …", "This verse…", in the answer's
 * language. Such a sentence must carry a valid citation (or follow one it leans
 * on); otherwise verification removes it. Quotations are found by the verifier
 * itself, which knows what a quotation is.
 */

const CLAIM_VERBS =
  'says?|said|states?|stated|tells?|teach(?:es)?|taught|commands?|commanded|mentions?|mentioned|reminds?|declares?|declared|instructs?|warns?|promises?|promised|describes?|explains?|emphasi[sz]es|highlights?|forbids?|forbade|forbidden|prohibits?|prohibited|encourages?|calls?|urges?|orders?|ordered|asks?|speaks?|reveals?|revealed|decreed?|ordained|enjoins?|enjoined|permits?|permitted|makes? (?:it )?clear|informs?';

const CLAIM_PATTERNS: Record<AnswerLanguage, RegExp[]> = {
  en: [
    new RegExp(`\\b(?:qur['’]?an|koran)\\b[^.!?]{0,40}?\\b(?:${CLAIM_VERBS})\\b`, 'iu'),
    new RegExp(`\\b(?:allah|god)\\b(?:\\s+\\([^)]*\\))?\\s+(?:also\\s+|clearly\\s+|further\\s+)?(?:has\\s+|had\\s+)?(?:${CLAIM_VERBS})\\b`, 'iu'),
    /\baccording to the (?:holy )?(?:qur['’]?an|koran)\b/iu,
    /\b(?:in|from)\s+(?:the\s+)?(?:surah|sura|surat|chapter)\b/iu,
    /\b(?:this|that|the|another|a|these|those|following|first|second|next|same|its)\s+(?:verses?|ayahs?|ayat)\b/iu,
    /\b(?:verses?|ayahs?)\s+\d/iu,
  ],
  bn: [
    /(?:কুরআন|কোরআন)[^।!?]{0,40}?(?:বল|উল্লেখ|শিক্ষা|নির্দেশ|আদেশ|ঘোষণা|নিষেধ|জানিয়)/u,
    /আল্লাহ(?:\s*(?:তা[’']?আলা|তায়ালা|তা'আলা))?\s+(?:বলেন|বলেছেন|ইরশাদ|ঘোষণা|আদেশ|নির্দেশ|নিষেধ)/u,
    /(?:সূরা|সুরা)/u,
    /আ(?:য়|য়)াত/u,
  ],
  ar: [
    /(?:قال|يقول|وقال|ويقول|قوله|أمر|يأمر|ويأمر|نهى|ينهى|وينهى|وعد|يعد|ويعد|أخبر|يخبر|بيّن|يبيّن|يبين|أوصى|يوصي|فرض|حرّم|حرم|أحل)\s+(?:الله|تعالى|سبحانه)/u,
    /القرآن|القران|كتابه العزيز/u,
    /(?:^|\s)(?:سورة|سوره|الآية|الآيه|آية|آيه|الآيات|آيات)(?:\s|$|[،.])/u,
  ],
};

export function makesQuranicClaim(sentence: string, lang: AnswerLanguage): boolean {
  return CLAIM_PATTERNS[lang].some((pattern) => pattern.test(sentence));
}
