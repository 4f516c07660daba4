import { coverageOf, type TopicMatch } from './topic-matcher.js';
import { TOPIC_LANGS, type Topic } from './topic-source.js';
import { nameWords, questionTokens, wordsInARow, type NameWord } from './topic-words.js';

/**
 * Finds the stories a question describes without naming them ("the man who was
 * swallowed by a whale and called out in the darkness", "الفتية الذين ناموا في
 * الكهف"): a story's motifs (`motifs` in the topic index) are matched like names,
 * each as a unit of words in a row (small words included), and a question that holds two different
 * motifs of one story describes it. One motif is not enough: "dogs" or "a cave"
 * alone is an everyday subject.
 */

export const MIN_STORY_MOTIFS = 2;
/** A motif's small words are part of it: "this is greater" is not "greater", "is my lord" not "lord". */
const WITH_SMALL_WORDS = { keepFunctionWords: true };

interface IndexedMotif {
  topic: Topic;
  /** Which motif of the topic (alternatives of one motif share it). */
  motif: string;
  words: NameWord[];
}

export interface DescribedStory extends TopicMatch {
  /** How many different motifs of the story the question holds. */
  motifs: number;
}

export class StoryMotifMatcher {
  /** Motifs by their first word's forms. */
  private readonly byFirstForm = new Map<string, IndexedMotif[]>();
  /** How many motifs each story has, in all languages. */
  private readonly motifCount = new Map<Topic, number>();

  constructor(topics: readonly Topic[]) {
    for (const topic of topics) {
      if (!topic.motifs) continue;
      this.motifCount.set(topic, TOPIC_LANGS.reduce((sum, lang) => sum + topic.motifs![lang].length, 0));
      for (const lang of TOPIC_LANGS) {
        topic.motifs[lang].forEach((alternatives, index) => {
          for (const alternative of alternatives) {
            const words = nameWords(alternative, WITH_SMALL_WORDS);
            if (words.length === 0) continue;
            const entry = { topic, motif: `${lang}:${index}`, words };
            for (const form of words[0]!) this.byFirstForm.set(form, [...(this.byFirstForm.get(form) ?? []), entry]);
          }
        });
      }
    }
  }

  /**
   * The stories `text` describes (or, with `minMotifs` 1, touches): the one with the most motifs first, then the more
   * specific (fewer motifs in all, so more of them held; then fewer verses: the birth
   * of Isa before the whole life of Maryam), then the one covering more of the question.
   */
  described(text: string, minMotifs = MIN_STORY_MOTIFS): DescribedStory[] {
    const tokens = questionTokens(text, WITH_SMALL_WORDS);
    // Per story, per motif: the longest run of words it matched.
    const found = new Map<Topic, Map<string, number[]>>();
    tokens.forEach((token, position) => {
      const seen = new Set<IndexedMotif>();
      for (const form of token.forms) {
        for (const entry of this.byFirstForm.get(form) ?? []) {
          if (seen.has(entry) || wordsInARow(entry.words, tokens, position) === null) continue;
          seen.add(entry);
          const motifs = found.get(entry.topic) ?? new Map<string, number[]>();
          const span = entry.words.map((_, offset) => position + offset);
          if ((motifs.get(entry.motif)?.length ?? 0) < span.length) motifs.set(entry.motif, span);
          found.set(entry.topic, motifs);
        }
      }
    });
    const stories: DescribedStory[] = [];
    for (const [topic, motifs] of found) {
      // Each word of the question counts for one motif only, the longest first.
      const used = new Set<number>();
      let count = 0;
      for (const span of [...motifs.values()].sort((a, b) => b.length - a.length)) {
        if (span.some((position) => used.has(position))) continue;
        for (const position of span) used.add(position);
        count += 1;
      }
      if (count < minMotifs) continue;
      const coverage = coverageOf([...used], tokens);
      if (coverage > 0) stories.push({ topic, name: topic.names.en[0] ?? topic.id, coverage, inARow: false, motifs: count });
    }
    const motifsOf = (story: DescribedStory) => this.motifCount.get(story.topic) ?? 0;
    return stories.sort(
      (a, b) => b.motifs - a.motifs || motifsOf(a) - motifsOf(b) || a.topic.verses.length - b.topic.verses.length || b.coverage - a.coverage,
    );
  }
}
