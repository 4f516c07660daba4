import type { Ranking } from './fusion.js';
import type { TopicMatch } from './topic-matcher.js';
import type { Lang, MatchedTopic } from './types.js';

/**
 * Each matched topic as a ranked list for the fusion: its verses in its own
 * order (the most direct first), weighted by how much of the question the
 * topic's name covers, so a topic named by one word of a long question counts
 * for little beside the question's other words.
 */
export function topicRankings(matches: readonly TopicMatch[], idOf: (key: string) => number | null, weight: number): Ranking[] {
  return matches.map(({ topic, coverage }) => ({
    name: `topic:${topic.id}`,
    ids: topic.verses.map(idOf).filter((id): id is number => id !== null),
    weight: weight * coverage,
  }));
}

/** A match as callers see it, in the question's language. */
export function toMatchedTopic(match: TopicMatch, lang: Lang, directCoverage: number): MatchedTopic {
  const { topic } = match;
  return {
    id: topic.id,
    name: topic.names[lang][0] ?? topic.names.en[0] ?? topic.id,
    coverage: match.coverage,
    direct: match.coverage >= directCoverage,
    inARow: match.inARow,
    note: topic.note?.[lang] ?? null,
    everyday: topic.everyday,
    category: topic.category,
    verses: [...topic.verses],
  };
}
