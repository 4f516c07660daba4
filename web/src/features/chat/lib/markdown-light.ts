/**
 * A small, safe subset of Markdown for answers: paragraphs, headings, bullet and numbered lists,
 * quotes, **bold**, *italic*, `code` and [[2:255]] citation markers. It produces a tree that React
 * renders as elements, so model output can never inject HTML.
 */

export type InlineToken =
  | { type: 'text'; text: string }
  | { type: 'bold'; children: InlineToken[] }
  | { type: 'italic'; children: InlineToken[] }
  | { type: 'code'; text: string }
  | { type: 'citation'; key: string };

export type Block =
  | { type: 'paragraph'; children: InlineToken[] }
  | { type: 'heading'; children: InlineToken[] }
  /** Paragraphs of one quotation, split where a `>` line is empty (the Arabic, then its translation). */
  | { type: 'quote'; paragraphs: InlineToken[][] }
  | { type: 'list'; ordered: boolean; items: InlineToken[][] };

export const citationMarker = /\[\[(\d{1,3}:\d{1,3}(?:-\d{1,3})?)\]\]/g;

const inlinePattern = /\[\[(\d{1,3}:\d{1,3}(?:-\d{1,3})?)\]\]|\*\*(.+?)\*\*|__(.+?)__|`([^`]+)`|\*([^*\s][^*]*?)\*|_([^_\s][^_]*?)_(?![\p{L}\p{N}])/gu;

export function parseInline(text: string): InlineToken[] {
  const tokens: InlineToken[] = [];
  let last = 0;
  for (const match of text.matchAll(inlinePattern)) {
    const index = match.index ?? 0;
    if (index > last) tokens.push({ type: 'text', text: text.slice(last, index) });
    const [, citation, bold, boldAlt, code, italic, italicAlt] = match;
    if (citation) tokens.push({ type: 'citation', key: citation });
    else if (bold ?? boldAlt) tokens.push({ type: 'bold', children: parseInline((bold ?? boldAlt)!) });
    else if (code) tokens.push({ type: 'code', text: code });
    else tokens.push({ type: 'italic', children: parseInline((italic ?? italicAlt)!) });
    last = index + match[0].length;
  }
  if (last < text.length) tokens.push({ type: 'text', text: text.slice(last) });
  return tokens;
}

const bulletItem = /^\s*[-*•]\s+(.*)$/;
const numberedItem = /^\s*\d{1,3}[.)]\s+(.*)$/;
const heading = /^\s*#{1,6}\s+(.*)$/;
const quote = /^\s*>\s?(.*)$/;

export function parseMarkdownLight(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;

  const flushParagraph = () => {
    if (paragraph.length > 0) blocks.push({ type: 'paragraph', children: parseInline(paragraph.join(' ')) });
    paragraph = [];
  };
  const flushList = () => {
    if (list) blocks.push({ type: 'list', ordered: list.ordered, items: list.items.map(parseInline) });
    list = null;
  };

  for (const rawLine of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = rawLine.trimEnd();
    if (line.trim() === '') {
      flushParagraph();
      flushList();
      continue;
    }
    const bullet = bulletItem.exec(line);
    const numbered = bullet ? null : numberedItem.exec(line);
    if (bullet || numbered) {
      const ordered = Boolean(numbered);
      flushParagraph();
      if (list && list.ordered !== ordered) flushList();
      list ??= { ordered, items: [] };
      list.items.push((bullet ?? numbered)![1]!);
      continue;
    }
    const headingMatch = heading.exec(line);
    if (headingMatch) {
      flushParagraph();
      flushList();
      blocks.push({ type: 'heading', children: parseInline(headingMatch[1]!) });
      continue;
    }
    const quoteMatch = quote.exec(line);
    if (quoteMatch) {
      flushParagraph();
      flushList();
      const previous = blocks[blocks.length - 1];
      const text = quoteMatch[1]!.trim();
      if (previous?.type !== 'quote') {
        if (text !== '') blocks.push({ type: 'quote', paragraphs: [parseInline(text)] });
        continue;
      }
      const last = previous.paragraphs[previous.paragraphs.length - 1]!;
      if (text === '') {
        if (last.length > 0) previous.paragraphs.push([]);
      } else if (last.length === 0) {
        last.push(...parseInline(text));
      } else {
        last.push({ type: 'text', text: ' ' }, ...parseInline(text));
      }
      continue;
    }
    // A continuation line of a list item belongs to that item.
    const openList = list as { ordered: boolean; items: string[] } | null;
    if (openList && /^\s{2,}/.test(rawLine)) {
      openList.items[openList.items.length - 1] += ` ${line.trim()}`;
      continue;
    }
    flushList();
    paragraph.push(line.trim());
  }
  flushParagraph();
  flushList();
  for (const block of blocks) {
    if (block.type === 'quote') block.paragraphs = block.paragraphs.filter((paragraph) => paragraph.length > 0);
  }
  return blocks;
}

const arabicLetter = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF]/gu;
const anyLetter = /\p{L}/gu;

/** Whether a run of text is written mostly in Arabic script (a quoted verse), so it is set right-to-left. */
export function isMostlyArabic(tokens: InlineToken[]): boolean {
  const text = tokens.map((token) => ('text' in token ? token.text : '')).join('');
  const letters = text.match(anyLetter)?.length ?? 0;
  return letters > 0 && (text.match(arabicLetter)?.length ?? 0) / letters > 0.5;
}

/** The answer as plain text for copying and reading aloud: markers become "(2:255)", emphasis is dropped. */
export function toPlainText(source: string): string {
  return source
    .replace(citationMarker, '($1)')
    .replace(/\*\*(.+?)\*\*|__(.+?)__/g, '$1$2')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/^\s*#{1,6}\s+/gm, '')
    .replace(/^\s*>\s?/gm, '')
    .trim();
}
