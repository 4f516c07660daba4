import { STORY_CATEGORY, type Topic } from './topic-source.js';

/** A question whose best verses (two of the first three) belong to one of the stories describes that story. */
const STORY_DEPTH = 3;
const STORY_MIN_VERSES = 2;

/** The stories each verse belongs to, by verse id. */
export function storiesByVerse(topics: readonly Topic[], idOf: (key: string) => number | null): Map<number, string[]> {
  const storiesOf = new Map<number, string[]>();
  for (const topic of topics.filter((candidate) => candidate.category === STORY_CATEGORY)) {
    for (const key of topic.verses) {
      const id = idOf(key);
      if (id !== null) storiesOf.set(id, [...(storiesOf.get(id) ?? []), topic.id]);
    }
  }
  return storiesOf;
}

/**
 * The story of the index that two of the three best verses belong to, if any, and
 * of which the question holds at least one motif (`withAMotif`): verses that share
 * only "destroyed" with "Which city was destroyed by a volcano?" do not tell their
 * story, nor do verses that lead because the question holds part of a story's name
 * ("the first man" in "the man who first climbed Everest") and none of its motifs.
 */
export function storyTold(
ordered: readonly { id: number }[],
storiesOf: ReadonlyMap<number, readonly string[]>,
withAMotif: ReadonlySet<string>,
): string | null {
  const counts = new Map<string, number>();
  for (const { id } of ordered.slice(0, STORY_DEPTH)) {
    for (const story of storiesOf.get(id) ?? []) {
      if (!withAMotif.has(story)) continue;
      const count = (counts.get(story) ?? 0) + 1;
      if (count >= STORY_MIN_VERSES) return story;
      counts.set(story, count);
    }
  }
  return null;
}
