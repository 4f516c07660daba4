import { createTopicKeywordReader, isRefusedByKeywordsAlone } from '@quran-assistant/api/contract/topic-keywords.ts';

/**
 * The instant off-topic check before sending: a question naming an everyday subject or
 * request and nothing of Islam ("What's the weather tomorrow?") is stopped with the
 * off-topic dialog and nothing is sent. It is the server's own keyword verdict, read
 * from the contract, so it only ever refuses what the server would refuse; everything
 * else goes to the server, which decides the rest.
 */
const readTopicKeywords = createTopicKeywordReader();

/** True when the question should be stopped and the "Outside of Islamic Focus" notice shown. */
export function isOffTopic(question: string): boolean {
  return isRefusedByKeywordsAlone(question, readTopicKeywords);
}
