// A little over 300 lines: one stateful verifier whose steps read and change the same sentence
// state as the stream arrives; its pure parts live in the modules imported below.
import {
  canonicaliseReferences,
  keepOnlyMarkers,
  marker,
  markerKeys,
  oneMarkerPerVerse,
} from './citation-markers.js';
import { isOnSubject, supportsSentence } from './citation-support.js';
import { quoteCopiedVerse } from './copied-verses.js';
import { fallbackCitation } from './fallback-citation.js';
import { makesQuranicClaim } from './quranic-claims.js';
import { isRepetitive, ownText, repeatsEarlier, screenSentence, sentenceShingles } from './sentence-screen.js';
import { countsNotIn } from './stated-numbers.js';
import { closestVerse, findQuotations, textIn, type Quotation } from './quotations.js';
import { SENTENCE_END, segmentEnd } from './sentence-segments.js';
import type { ContextVerse, VerificationContext, VerificationReport, VerifiedAnswer } from './verification.js';
import { isFaithfulQuotation, scriptOf } from './text-normalisation.js';

/**
 * Verification is code, not a prompt. The model's text is checked sentence by
 * sentence, however it writes its references (see citation-markers.ts):
 * - asides about the prompt or the verses, sentences in another script and
 *   loops are dropped (sentence-screen.ts);
 * - a cited key that does not exist (2:300, 115:1) is removed, with the sentence
 *   that leaned on it; so is a real verse the model was not shown, unless its text
 *   supports the sentence (citation-support.ts);
 * - a sentence that speaks for the Quran ("Allah says…", "In Surah…", a quotation)
 *   without a valid citation, its own or the sentence's before, is removed;
 * - a quotation attributed to a cited verse (Arabic, English or Bangla) must match
 *   the corpus after normalisation, ellipses allowed; otherwise the corpus text
 *   replaces it;
 * - a reply left without a valid citation gets the best retrieved verse.
 * The same verifier runs on a whole reply and on a stream, so streamed text is
 * only ever sent once its sentence has been verified.
 */

/** Rounds of reading the references a removed marker leaves behind; one or two in practice. */
const MAX_MARKER_ROUNDS = 5;
/** Unfinished text longer than this is checked for a loop. */
const LOOP_CHECK_LENGTH = 300;
/** Sentences dropped as repetitions before the model is taken to be looping. */
const LOOPING_REPETITIONS = 2;
export class CitationVerifier {
  private readonly allowed: Map<string, ContextVerse>;
  private pending = '';
  private emitted = '';
  /** How much of `emitted` was handed out: never its trailing whitespace, which waits for what follows it. */
  private shown = 0;
  private previousKeys: string[] = [];
  private readonly cited: string[] = [];
  private readonly shownSentences: Array<Set<string>> = [];
  /** A sentence that speaks for the Quran without a citation, waiting for the next sentence's. */
  private held: { body: string; trailing: string } | null = null;
  private endlessSentence = false;
  private finished = false;
  readonly report: VerificationReport = {
    removedKeys: [],
    addedKeys: [],
    offSubjectKeys: [],
    removedSentences: 0,
    screened: [],
    correctedQuotations: [],
    rekeyedQuotations: [],
    quotedCopies: [],
    unsupportedCounts: [],
    fallbackAttached: false,
    emptyAfterVerification: false,
  };

  constructor(private readonly context: VerificationContext) {
    this.allowed = new Map(context.verses.map((entry) => [entry.verse.key, entry]));
    // A sentence that only repeats the question is no answer.
    if (context.question) this.shownSentences.push(sentenceShingles(context.question, context.lang));
  }

  /** Takes more model text; returns the verified text that may now be shown (possibly empty). */
  push(chunk: string): string {
    if (this.finished) throw new Error('CitationVerifier: push after finish');
    this.pending += chunk;
    for (;;) {
      const end = segmentEnd(this.pending, false);
      if (end === null) break;
      // Appended segment by segment: whether a dropped segment keeps its paragraph break depends on
      // what was shown before it, whichever chunk that came in.
      this.emitted += this.verifySegment(this.pending.slice(0, end));
      this.pending = this.pending.slice(end);
    }
    // A sentence that never ends because the model is looping is dropped while it grows.
    if (this.pending.length > LOOP_CHECK_LENGTH && isRepetitive(this.pending)) {
      this.report.screened.push({ problem: 'repetition', sentence: this.pending });
      this.pending = '';
      this.endlessSentence = true;
    }
    return this.release(this.emitted.trimEnd().length);
  }

  /** Hands out the verified text up to `end`, from where the last call stopped. */
  private release(end: number): string {
    const released = this.emitted.slice(this.shown, Math.max(this.shown, end));
    this.shown += released.length;
    return released;
  }

  /** True once the model has been caught repeating itself twice, or in one endless sentence: the caller should stop it. */
  get looping(): boolean {
    return this.endlessSentence || this.report.screened.filter((entry) => entry.problem === 'repetition').length >= LOOPING_REPETITIONS;
  }

  /**
   * Verifies what is left and, when nothing valid was cited, attaches the best verse. Returns the rest to show.
   * A reply the token limit `cutOff` loses its last sentence unless that sentence ended.
   */
  finish({ cutOff = false }: { cutOff?: boolean } = {}): string {
    if (this.finished) return '';
    this.finished = true;
    while (this.pending.length > 0) {
      const end = segmentEnd(this.pending, true) ?? this.pending.length;
      const segment = this.pending.slice(0, end);
      this.pending = this.pending.slice(end);
      if (cutOff && this.pending.length === 0 && !endsSentence(segment)) {
        this.report.screened.push({ problem: 'unfinished', sentence: segment });
        this.emitted += this.dropHeld() + this.dropped('');
        break;
      }
      this.emitted += this.verifySegment(segment);
    }
    this.emitted += this.dropHeld();
    // Trailing whitespace of the reply goes (none of it was shown), so a verified reply verifies to itself.
    this.emitted = this.emitted.trimEnd();
    this.report.emptyAfterVerification = this.emitted.trim().length === 0;
    if (this.cited.length === 0) {
      const best = this.context.verses[0];
      if (best) {
        const separator = this.emitted.trimEnd().length === 0 ? '' : '\n\n';
        this.emitted += `${separator}${fallbackCitation(best, this.context.lang)}`;
        this.cited.push(best.verse.key);
        this.report.fallbackAttached = true;
      }
    }
    return this.release(this.emitted.length);
  }

  /**
   * Drops the unfinished sentence still held back (the model broke off mid-way:
   * a half sentence is not worth showing) and ends verification without the
   * fallback verse; the caller continues the answer itself.
   */
  abandon(): void {
    this.pending = '';
    this.held = null;
    this.finished = true;
  }

  /** All verified text shown so far. */
  get text(): string {
    return this.emitted.slice(0, this.shown);
  }

  get citedKeys(): string[] {
    return [...this.cited];
  }

  private verifySegment(raw: string): string {
    const bodyEnd = raw.trimEnd().length;
    const trailing = raw.slice(bodyEnd);
    const { lang } = this.context;
    let body = oneMarkerPerVerse(canonicaliseReferences(raw.slice(0, bodyEnd), this.context.surahNumber));
    if (body.trim().length === 0) return this.keptBreaks(trailing);
    // A list number the model left empty ("3." at the end of its line or of the reply), not one its item follows.
    const emptyItem = !/\p{L}/u.test(body) && markerKeys(body).length === 0 && (trailing.includes('\n') || this.finished);
    if (emptyItem) return this.keptBreaks(trailing);

    const problem = screenSentence(body, lang) ?? (repeatsEarlier(sentenceShingles(body, lang), this.shownSentences) ? 'repetition' : null);
    if (problem) {
      this.report.screened.push({ problem, sentence: body });
      return this.dropped(trailing);
    }
    const copy = quoteCopiedVerse(body, this.context.verses, lang, this.context.question);
    if (copy) {
      // The same verse copied again says nothing new.
      if (this.report.quotedCopies.includes(copy.key)) {
        this.report.screened.push({ problem: 'repetition', sentence: body });
        return this.dropped(trailing);
      }
      this.report.quotedCopies.push(copy.key);
      body = copy.sentence;
    }

    // Taking markers out can leave a reference behind ("[[1:[[0:1]]999]]" → "[[1: 999]]"): it is
    // read and judged in its turn, until the sentence's references settle.
    const verdicts = new Map<string, 'valid' | 'off_subject' | 'invalid'>();
    const validKeys = () => [...verdicts].filter(([, verdict]) => verdict === 'valid').map(([key]) => key);
    for (let round = 0; round < MAX_MARKER_ROUNDS; round += 1) {
      for (const key of unique(markerKeys(body))) if (!verdicts.has(key)) verdicts.set(key, this.citationVerdict(key, body));
      const kept = keepOnlyMarkers(body, validKeys());
      body = oneMarkerPerVerse(canonicaliseReferences(kept, this.context.surahNumber));
      if (body === kept) break;
    }
    body = keepOnlyMarkers(body, validKeys());
    const keys = [...verdicts.keys()];
    const valid = validKeys();
    const invalid = keys.filter((key) => verdicts.get(key) === 'invalid');
    const offSubject = keys.filter((key) => verdicts.get(key) === 'off_subject');
    this.report.removedKeys.push(...invalid);
    this.report.offSubjectKeys.push(...offSubject);
    if (invalid.length > 0 && valid.length === 0) {
      // The sentence leaned on a verse that does not exist or does not say it.
      return this.removeSentence(trailing);
    }

    const attributed = valid.length > 0 ? valid : this.previousKeys;
    const quotations = findQuotations(body, lang);
    if (attributed.length === 0 && (quotations.length > 0 || makesQuranicClaim(body, lang))) {
      // It speaks for the Quran with nothing to show for it yet: it stays if the next sentence
      // cites a verse ("Allah says:" / "The Quran teaches patience." before the cited sentence).
      const before = this.dropHeld();
      this.held = { body, trailing };
      return before;
    }
    if (attributed.length > 0 && quotations.length > 0) body = this.correctQuotations(body, attributed, quotations, valid.length > 0);
    const wrongCounts = this.countsNotInVerses(body, attributed);
    if (wrongCounts.length > 0) {
      // "The punishment is 40 lashes [[24:2]]": the verse says otherwise, so the sentence goes.
      this.report.unsupportedCounts.push(...wrongCounts);
      return this.removeSentence(trailing);
    }
    // The markers left, after a quotation may have corrected one.
    const cited = valid.length > 0 ? unique(markerKeys(body)) : [];
    const before = cited.length > 0 ? this.releaseHeld(cited) : this.dropHeld();
    if (body.trim().length === 0) return before + this.keptBreaks(trailing, before);

    for (const key of cited) if (!this.cited.includes(key)) this.cited.push(key);
    // Stray punctuation (left where a marker was taken out) is no sentence: the citation of
    // the sentence before still backs the one after it.
    if (cited.length > 0 || /[\p{L}\p{N}]/u.test(keepOnlyMarkers(body, []))) this.previousKeys = cited;
    this.shownSentences.push(sentenceShingles(body, this.context.lang));
    return before + body + trailing;
  }

  /**
   * The held claim, now backed by the citation of the sentence after it. A quotation in
   * it must be faithful to that sentence's verses: a quotation is not corrected on the
   * strength of a later sentence.
   */
  private releaseHeld(keys: string[]): string {
    const held = this.held;
    if (!held) return '';
    const quotations = findQuotations(held.body, this.context.lang);
    const verses = keys.map((key) => this.allowed.get(key)).filter((entry): entry is ContextVerse => !!entry);
    const faithful = quotations.every((quotation) => {
      const script = scriptOf(quotation.text);
      return verses.some((entry) => isFaithfulQuotation(quotation.text, textIn(entry.verse, script), script));
    });
    if (!faithful) return this.dropHeld();
    this.held = null;
    this.shownSentences.push(sentenceShingles(held.body, this.context.lang));
    return held.body + held.trailing;
  }

  /** Counts an English sentence states (outside quotations) that its verses do not hold, nor the question or the caveat. */
  private countsNotInVerses(body: string, keys: readonly string[]): number[] {
    // A list number ("2.") states no count.
    if (this.context.lang !== 'en' || keys.length === 0 || !/\p{L}/u.test(body)) return [];
    const texts = keys.map((key) => this.allowed.get(key)?.verse.en ?? '');
    return countsNotIn(ownText(body, 'en'), texts, `${this.context.question ?? ''} ${this.context.caveat ?? ''}`);
  }

  /** The held claim, dropped: no citation followed it. */
  private dropHeld(): string {
    const held = this.held;
    this.held = null;
    if (!held) return '';
    this.report.removedSentences += 1;
    return this.keptBreaks(held.trailing);
  }

  /**
   * A context verse is a valid citation in a sentence on its subject, and only loses
   * its marker otherwise; a real verse beyond the context is valid where its text
   * supports the sentence; anything else is invalid and takes its sentence with it.
   */
  private citationVerdict(key: string, sentence: string): 'valid' | 'off_subject' | 'invalid' {
    const given = this.allowed.get(key);
    if (given && !this.report.addedKeys.includes(key)) return isOnSubject(sentence, given.verse, this.context.question, this.context.lang) ? 'valid' : 'off_subject';
    const found = given ?? this.context.lookUpVerse?.(key);
    if (!found || !supportsSentence(sentence, found.verse, this.context.lang)) return 'invalid';
    if (!given) {
      this.allowed.set(key, found);
      this.report.addedKeys.push(key);
    }
    return 'valid';
  }

  /** A sentence removed for what it claims, and the claim held before it (which had no citation of its own). */
  private removeSentence(trailing: string): string {
    this.report.removedSentences += 1;
    const before = this.dropHeld();
    return before + this.dropped(trailing, before);
  }

  /** A dropped segment: nothing shown, and no later sentence leans on it. */
  private dropped(trailing: string, before = ''): string {
    this.previousKeys = [];
    return this.keptBreaks(trailing, before);
  }

  /** When a segment is dropped, its line or paragraph break is kept unless the text (and what goes before it) already ends with one. */
  private keptBreaks(trailing: string, before = ''): string {
    const breaks = trailing.replace(/[^\n]/gu, '');
    const shown = this.emitted + before;
    if (breaks.length === 0 || shown.length === 0 || shown.endsWith('\n')) return '';
    return breaks;
  }

  /**
   * Each quotation must be faithful to a verse it is attributed to. One faithful to
   * another verse the model was given has the wrong marker, not the wrong words: the
   * marker is corrected (when the sentence cites one verse and this is its first
   * quotation, so that no quotation kept before stays under the new marker; the
   * quotations after it are then held to the new verse). Otherwise the words of the
   * closest attributed verse replace it.
   */
  private correctQuotations(body: string, keys: string[], quotations: Quotation[], ownKeys: boolean): string {
    let result = '';
    let cursor = 0;
    let verses = keys.map((key) => this.allowed.get(key)).filter((entry): entry is ContextVerse => !!entry);
    let rekeyed: { from: string; to: string } | null = null;
    for (const [index, quotation] of quotations.entries()) {
      const script = scriptOf(quotation.text);
      const faithfulTo = (entry: ContextVerse) => isFaithfulQuotation(quotation.text, textIn(entry.verse, script), script);
      if (verses.some(faithfulTo)) continue;
      // The new marker must hold where the old one stood: on the sentence's subject.
      const source: ContextVerse | undefined =
        ownKeys && keys.length === 1 && index === 0
          ? this.context.verses.find((entry) => faithfulTo(entry) && isOnSubject(body, entry.verse, this.context.question, this.context.lang))
          : undefined;
      if (source) {
        rekeyed = { from: keys[0] as string, to: source.verse.key };
        this.report.rekeyedQuotations.push(rekeyed);
        verses = [source];
        continue;
      }
      const closest = closestVerse(quotation.text, verses, script);
      if (!closest) continue;
      this.report.correctedQuotations.push({ key: closest.verse.key, script });
      result += body.slice(cursor, quotation.start) + textIn(closest.verse, script).trim();
      cursor = quotation.end;
    }
    const corrected = result + body.slice(cursor);
    return rekeyed ? corrected.replaceAll(marker(rekeyed.from), marker(rekeyed.to)) : corrected;
  }
}

/** Verifies a whole reply at once. */
export function verifyAnswer(text: string, context: VerificationContext): VerifiedAnswer {
  const verifier = new CitationVerifier(context);
  verifier.push(text);
  verifier.finish();
  return { content: verifier.text, citedKeys: verifier.citedKeys, report: verifier.report };
}

/** The segment ends a sentence: a sentence end, perhaps inside a closing quote or before markers. */
function endsSentence(segment: string): boolean {
  const last = keepOnlyMarkers(segment, []).replace(/[\s”"»﴾)\]]+$/u, '').at(-1);
  return last !== undefined && SENTENCE_END.has(last);
}

function unique(keys: string[]): string[] {
  return [...new Set(keys)];
}
