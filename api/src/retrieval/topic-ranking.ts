import type { Ranking } from './fusion.js';
import type { RetrievalTuning } from './retrieval-tuning.js';
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

/**
 * The first verses of a topic that covers most of the question lead, in the
 * topic's order; everything else keeps its fused order below them.
 */
export function pinDirectTopic(
fused: { id: number; score: number }[],
matches: readonly TopicMatch[],
idOf: (key: string) => number | null,
tuning: Pick<RetrievalTuning, 'topicPinCoverage' | 'topicPinCount'>,
): { id: number; score: number }[] {
  const best = matches[0];
  if (!best || best.coverage < tuning.topicPinCoverage || tuning.topicPinCount <= 0) return fused;
  const pinned = best.topic.verses
    .slice(0, tuning.topicPinCount)
    .map((key) => idOf(key))
    .filter((id): id is number => id !== null);
  const top = fused[0]?.score ?? 1;
  const lead = pinned.map((id, index) => ({ id, score: top * (1 + (pinned.length - index) / 10) }));
  return [...lead, ...fused.filter((hit) => !pinned.includes(hit.id))];
}
