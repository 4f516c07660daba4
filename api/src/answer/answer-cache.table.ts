/** `answer_cache`: verified answers to questions already asked, keyed by the normalised question and versions. */
export interface AnswerCacheTable {
  /** sha256 of the normalised question, language, index version and model version */
  cache_key: string;
  lang: 'en' | 'bn' | 'ar';
  content: string;
  /** JSON array of citations */
  citations: string;
  index_version: string;
  model_version: string;
  /** epoch ms */
  created_at: number;
  hits: number;
}
