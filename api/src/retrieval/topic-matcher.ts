import type { Topic } from './topic-source.js';
import { nameWords, questionTokens, wordsInARow, type NameWord, type QuestionToken } from './topic-words.js';

/**
 * Finds the topics of the curated index that a question names. A name is a
 * unit: it matches only as its whole sequence of words ("pillars of Islam",
 * "al-Masjid al-Haram", "Day of Judgement"), so a part of it never matches
 * alone, and longer names win over the shorter ones they contain.
 *
 * Words are compared lightly, so that different words never meet: a question
 * word matches a name word when it is that word with an inflection added
 * (English plurals and -ing/-ed, Bangla case endings, Arabic clitics, article and
 * plural endings). Stemmers made for ranking conflate too much here ("kindness"
 * and "kind", القمر the moon and القمار gambling).
 */

export interface TopicMatch {
  topic: Topic;
  /** The name that matched, as written in the topic index. */
  name: string;
  /** Share of the question's content words the name covers (0–1]. */
  coverage: number;
  /** The name's words stand in a row in the question (not scattered through it). */
  inARow: boolean;
}

/**
 * How much of a question a name covers: the share of the question's content words
 * among those it matched. A name's framing words cover nothing ("how the Quran was
 * written down" covers two of "Does the Quran say to write down loans?"), unless the
 * question has nothing but framing ("What is the Quran?").
 */
export function coverageOf(matched: readonly number[], tokens: readonly QuestionToken[]): number {
  const content = tokens.filter((token) => !token.framing).length;
  if (content === 0) return Math.min(1, matched.length / tokens.length);
  return matched.filter((position) => !tokens[position]!.framing).length / content;
}

interface IndexedName {
  topic: Topic;
  name: string;
  words: NameWord[];
}

/**
 * A name of several words whose words all appear in the question, though not in a
 * row ("Can pregnant women skip fasting?" for "fasting of pregnant women"), counts
 * for this share of what it would in a row.
 */
export const SCATTERED_NAME_SHARE = 0.75;

export class TopicMatcher {
  /** Names by their first word's key. */
  private readonly byFirstKey = new Map<string, IndexedName[]>();
  /** Names of several words, by each of their words' forms. */
  private readonly byAnyForm = new Map<string, IndexedName[]>();
  readonly topics: readonly Topic[];

  constructor(topics: readonly Topic[]) {
    this.topics = topics;
    for (const topic of topics) {
      for (const name of [...topic.names.en, ...topic.names.bn, ...topic.names.ar]) {
        const words = nameWords(name);
        if (words.length === 0) continue;
        const entry = { topic, name, words };
        for (const form of words[0]!) this.byFirstKey.set(form, [...(this.byFirstKey.get(form) ?? []), entry]);
        if (words.length < 2) continue;
        for (const form of new Set(words.flat())) this.byAnyForm.set(form, [...(this.byAnyForm.get(form) ?? []), entry]);
      }
    }
  }

  /**
   * The topics named in `text`, best first. At each position the longest name
   * wins (then the one whose words match as written) and consumes its words, so
   * "Day of Judgement" is not also "day".
   */
  match(text: string): TopicMatch[] {
    const tokens = questionTokens(text);
    if (tokens.length === 0) return [];
    const found = new Map<string, TopicMatch>();
    let position = 0;
    while (position < tokens.length) {
      let best: { entry: IndexedName; exact: number } | null = null;
      for (const form of tokens[position]!.forms) {
        for (const entry of this.byFirstKey.get(form) ?? []) {
          const exact = wordsInARow(entry.words, tokens, position);
          if (exact === null) continue;
          const length = entry.words.length;
          if (!best || length > best.entry.words.length || (length === best.entry.words.length && exact > best.exact)) {
            best = { entry, exact };
          }
        }
      }
      if (!best) {
        position += 1;
        continue;
      }
      const { topic, name, words } = best.entry;
      const coverage = coverageOf(
        words.map((_, offset) => position + offset),
        tokens,
      );
      const previous = found.get(topic.id);
      if (coverage > 0 && (!previous || previous.coverage < coverage)) found.set(topic.id, { topic, name, coverage, inARow: true });
      position += words.length;
    }
    for (const match of this.scatteredMatches(tokens)) {
      const previous = found.get(match.topic.id);
      // A longer name scattered may cover more; the topic was still named word for word.
      if (!previous || previous.coverage < match.coverage) found.set(match.topic.id, { ...match, inARow: previous?.inARow ?? false });
    }
    return [...found.values()].sort((a, b) => b.coverage - a.coverage);
  }

  /** Names of several words whose every word the question holds somewhere, each word once. */
  private scatteredMatches(tokens: readonly QuestionToken[]): TopicMatch[] {
    const candidates = new Set<IndexedName>();
    for (const token of tokens) for (const form of token.forms) for (const entry of this.byAnyForm.get(form) ?? []) candidates.add(entry);
    const matches: TopicMatch[] = [];
    for (const { topic, name, words } of candidates) {
      const used = new Set<number>();
      const held = words.every((nameForms) => {
        const index = tokens.findIndex((token, position) => !used.has(position) && token.forms.some((form) => nameForms.includes(form)));
        if (index < 0) return false;
        used.add(index);
        return true;
      });
      const coverage = SCATTERED_NAME_SHARE * coverageOf([...used], tokens);
      if (held && coverage > 0) matches.push({ topic, name, coverage, inARow: false });
    }
    return matches;
  }
}

/**
 * A setting ("the Day of Judgement") named word for word beside another topic is when
 * that one happens ("Who can intercede on the Day of Judgement?"): the other leads,
 * covering the setting's words as well, and the setting follows.
 */
export function withSettingBehind(matches: TopicMatch[]): TopicMatch[] {
  const setting = matches.find((match) => match.topic.setting && match.inARow);
  const subject = matches.find((match) => !match.topic.setting && match.inARow);
  if (!setting || !subject || matches.indexOf(setting) > matches.indexOf(subject)) return matches;
  const lead = { ...subject, coverage: Math.min(1, subject.coverage + setting.coverage) };
  return [lead, ...matches.filter((match) => match !== subject)];
}
