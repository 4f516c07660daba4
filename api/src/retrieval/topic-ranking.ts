import type { TopicMatch } from './topic-matcher.js';
import type { Lang, MatchedTopic } from './types.js';

/**
 * The curated topics as a ranked list for the fusion: a topic's verses in its
 * own order (the most direct first), topics weighted by how much of the question
 * they cover; a verse listed under several matched topics gains from each.
 */
export function topicRanking(matches: readonly TopicMatch[], idOf: (key: string) => number | null): number[] {
  const scores = new Map<number, number>();
  for (const { topic, coverage } of matches) {
    topic.verses.forEach((key, position) => {
      const id = idOf(key);
      if (id !== null) scores.set(id, (scores.get(id) ?? 0) + coverage / (position + 1));
    });
  }
  return [...scores.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([id]) => id);
}

/** A match as callers see it, in the question's language. */
export function toMatchedTopic(match: TopicMatch, lang: Lang, directCoverage: number): MatchedTopic {
  const { topic } = match;
  return {
    id: topic.id,
    name: topic.names[lang][0] ?? topic.names.en[0] ?? topic.id,
    coverage: match.coverage,
    direct: match.coverage >= directCoverage,
    note: topic.note?.[lang] ?? null,
    everyday: topic.everyday,
    verses: [...topic.verses],
  };
}
