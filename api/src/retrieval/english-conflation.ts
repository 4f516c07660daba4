import { porterStem } from './porter-stemmer.js';

/**
 * Query-side English word families. Porter leaves derivational pairs apart
 * ("patience" → patienc, "patient" → patient; "cleanliness" → cleanli, "clean"),
 * so a question in one form misses verses written in the other. Built once from
 * the verses' own vocabulary, a family groups the index stems that differ only
 * by a derivational ending; a query word then also searches the other members
 * of its family (with a lower weight). British spellings that the translation
 * writes the American way ("colour", "neighbour") are mapped to the verses' one.
 */

// Derivational endings left on Porter stems, longest first. Each is stripped only
// when what remains is long enough to still name one concept.
const FAMILY_ENDINGS = ['enc', 'ent', 'anc', 'ant', 'iti', 'li', 'e', 'i'];
const MIN_FAMILY_ROOT = 4;
/** Members searched per query word, so a broad family cannot crowd out the rest of the question. */
const MAX_FAMILY_SIZE = 4;

// British → American spellings (Saheeh International writes the American ones).
const SPELLING_VARIANTS: readonly [RegExp, string][] = [
  [/our(s|ed|ing|able|ite|ites)?$/u, 'or$1'],
  [/is(e|es|ed|ing|ation)$/u, 'iz$1'],
  [/tre(s)?$/u, 'ter$1'],
  [/ence$/u, 'ense'],
  [/gement(s)?$/u, 'gment$1'],
  [/ll(ed|ing|er|ers)$/u, 'l$1'],
];

/**
 * Words of other English translations of the Quran and of everyday English that the
 * verses' translation (Saheeh International) renders otherwise: "parable" (Yusuf Ali)
 * is its "example", "mischief" its "corruption", "alms" its "charity". A query word
 * the verses lack searches the verses' words instead. Concepts only; a word the
 * verses hold is never replaced.
 */
const TRANSLATION_VOCABULARY: ReadonlyMap<string, readonly string[]> = new Map<string, readonly string[]>(Object.entries({
  // The verses write "Qur'an", which the index holds as "qur" and "an".
  quran: ['qur'],
  koran: ['qur'],
  parable: ['example'],
  parables: ['examples'],
  similitude: ['example'],
  mischief: ['corruption'],
  requital: ['recompense'],
  alms: ['charity', 'zakah'],
  almsgiving: ['zakah', 'charity'],
  zakat: ['zakah'],
  idolaters: ['polytheists', 'associate'],
  idolators: ['polytheists', 'associate'],
  idolatry: ['associate', 'partners'],
  pagans: ['polytheists'],
  pagan: ['polytheists'],
  heathen: ['polytheists'],
  polytheism: ['associate', 'partners'],
  infidels: ['disbelievers'],
  infidel: ['disbeliever'],
  progeny: ['descendants', 'offspring'],
  posterity: ['descendants'],
  abode: ['home', 'dwelling'],
  deliverance: ['saved', 'rescued'],
  prisoners: ['captives'],
  indecency: ['immorality'],
  lewdness: ['immorality'],
  fornication: ['unlawful', 'sexual'],
  mortal: ['human'],
  mortals: ['human'],
  chastisement: ['punishment'],
  doom: ['punishment'],
  apostle: ['messenger'],
  apostles: ['messengers'],
  portents: ['signs'],
  tokens: ['signs'],
  succour: ['help'],
  succor: ['help'],
  afterlife: ['hereafter'],
  godfearing: ['righteous'],
  liquor: ['wine'],
  agreement: ['covenant', 'treaty'],
  agreements: ['covenant', 'treaty'],
  boaster: ['boastful'],
  israelites: ['israel', 'children'],
  agriculture: ['crops', 'tillage'],
  accountability: ['account'],
  reckoning: ['account'],
  abrogation: ['abrogate'],
  actions: ['deeds'],
  glad: ['good'],
  jealousy: ['envy'],
  kinsfolk: ['relatives', 'kindred'],
  wayfarer: ['traveler'],
  iniquity: ['sin'],
  perseverance: ['patience'],
  ingratitude: ['ungrateful'],
  equity: ['justice'],
  rebellion: ['transgression'],
  revenge: ['retribution'],
  miserliness: ['stinginess'],
  avarice: ['stinginess'],
  niggardliness: ['stinginess', 'withhold'],
  niggardly: ['stingy'],
  niggard: ['stingy'],
  miser: ['stingy'],
  misers: ['stingy'],
  covetousness: ['greed'],
  covetous: ['greed'],
  perfidy: ['betray', 'treacherous'],
  perfidious: ['treacherous'],
  treachery: ['betray', 'treacherous'],
  philanthropy: ['charity', 'spend'],
  munificence: ['generous'],
  generosity: ['generous'],
  clemency: ['forbearing', 'pardon'],
  forbearance: ['forbearing'],
  deride: ['ridicule', 'mock'],
  derision: ['ridicule', 'mock'],
  calumny: ['slander'],
  backbiting: ['backbite'],
  benevolence: ['kindness'],
  beneficence: ['good', 'doers'],
  steadfastness: ['steadfast', 'patience'],
  vainglory: ['boastful'],
  vainglorious: ['boastful'],
  conceit: ['boastful', 'arrogant'],
  veracity: ['truthful'],
  honesty: ['truthful'],
  honest: ['truthful'],
  fidelity: ['trust', 'trustworthy'],
  faithfulness: ['trust', 'trustworthy'],
  rancour: ['resentment', 'hatred'],
  rancor: ['resentment', 'hatred'],
  malice: ['hatred'],
  sorcery: ['magic'],
  witchcraft: ['magic'],
  divination: ['divining'],
  riba: ['usury', 'interest'],
  lottery: ['gambling'],
  grace: ['bounty', 'favor'],
  repugnance: ['dislike', 'hateful'],
  extravagance: ['excess', 'wasteful'],
  // everyday words for what the translation names otherwise
  drunk: ['intoxicated'],
  pork: ['swine'],
  pig: ['swine'],
  hijab: ['headcovers', 'garments'],
  headscarf: ['headcovers'],
  dowry: ['bridal', 'gifts'],
  mahr: ['bridal', 'gifts'],
  mecca: ['makkah'],
  medina: ['madinah'],
  ramadan: ['ramadhan'],
  siblings: ['brothers', 'sisters'],
  suspicion: ['assumption'],
  jewish: ['jews'],
  judaism: ['jews'],
  christianity: ['christians'],
  bible: ['torah', 'gospel'],
}));

const WORD = /[\p{L}\p{N}]+/gu;

function familyRoot(stem: string): string {
  for (const ending of FAMILY_ENDINGS) {
    if (stem.endsWith(ending) && stem.length - ending.length >= MIN_FAMILY_ROOT) return stem.slice(0, -ending.length);
  }
  return stem;
}

/** Lower-case words as FTS5's unicode61 tokenizer with remove_diacritics sees them. */
export function englishTokens(text: string): string[] {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().match(WORD) ?? [];
}

export class EnglishConflation {
  /** Every stem of the verses' English. */
  private readonly verseStems = new Set<string>();
  /** Family root → its member stems, most frequent first. */
  private readonly familyOfRoot = new Map<string, string[]>();

  constructor(texts: Iterable<string>) {
    const wordCounts = new Map<string, number>();
    for (const text of texts) {
      for (const word of englishTokens(text)) wordCounts.set(word, (wordCounts.get(word) ?? 0) + 1);
    }
    const stemCounts = new Map<string, number>();
    for (const [word, count] of wordCounts) {
      const stem = porterStem(word);
      stemCounts.set(stem, (stemCounts.get(stem) ?? 0) + count);
      this.verseStems.add(stem);
    }
    for (const stem of [...stemCounts.keys()].sort((a, b) => stemCounts.get(b)! - stemCounts.get(a)! || a.localeCompare(b))) {
      const root = familyRoot(stem);
      const family = this.familyOfRoot.get(root) ?? [];
      family.push(stem);
      this.familyOfRoot.set(root, family);
    }
  }

  /** Whether the verses contain a word with this word's stem. */
  has(word: string): boolean {
    return this.verseStems.has(porterStem(word));
  }

  /** The word as the verses spell it, when only a British spelling keeps it from matching. */
  verseSpelling(word: string): string {
    if (this.has(word)) return word;
    for (const [pattern, replacement] of SPELLING_VARIANTS) {
      if (!pattern.test(word)) continue;
      const variant = word.replace(pattern, replacement);
      if (this.has(variant)) return variant;
    }
    return word;
  }

  /**
   * The Porter stems to search for one query word: its own (in the verses'
   * spelling) first, then the other stems of its family, most frequent first; for
   * a word of another translation the verses lack, the verses' words for it.
   */
  stems(word: string): string[] {
    const spelled = this.verseSpelling(word);
    // A Map, not an object: a question's word ("constructor", "__proto__") must never reach the prototype.
    const rendered = this.has(spelled) ? undefined : TRANSLATION_VOCABULARY.get(word.toLowerCase());
    if (rendered) return rendered.map(porterStem).filter((stem) => this.verseStems.has(stem));
    const stem = porterStem(spelled);
    const stems = [stem];
    for (const member of this.familyOfRoot.get(familyRoot(stem)) ?? []) {
      if (stems.length >= MAX_FAMILY_SIZE) break;
      if (member !== stem) stems.push(member);
    }
    return stems;
  }
}
