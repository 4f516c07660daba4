import { describe, expect, it } from 'vitest';
import { isMostlyArabic, parseInline, parseMarkdownLight, toPlainText } from './markdown-light';

describe('parseMarkdownLight', () => {
  it('splits paragraphs, lists and headings', () => {
    const blocks = parseMarkdownLight('## Patience\n\nThe Quran says:\n- be patient\n- pray\n\n1. first\n2. second\nClosing line');
    expect(blocks.map((block) => block.type)).toEqual(['heading', 'paragraph', 'list', 'list', 'paragraph']);
    const [, , bullets, numbers] = blocks;
    expect(bullets).toMatchObject({ type: 'list', ordered: false, items: [[{ type: 'text', text: 'be patient' }], [{ type: 'text', text: 'pray' }]] });
    expect(numbers).toMatchObject({ type: 'list', ordered: true });
  });

  it('turns citation markers into citation tokens and keeps bold around them', () => {
    expect(parseInline('Seek help through **patience** [[2:153]] and prayer [[2:45-46]].')).toEqual([
      { type: 'text', text: 'Seek help through ' },
      { type: 'bold', children: [{ type: 'text', text: 'patience' }] },
      { type: 'text', text: ' ' },
      { type: 'citation', key: '2:153' },
      { type: 'text', text: ' and prayer ' },
      { type: 'citation', key: '2:45-46' },
      { type: 'text', text: '.' },
    ]);
  });

  it('keeps the paragraphs of a quotation apart where a > line is empty', () => {
    const blocks = parseMarkdownLight('> فَٱصۡبِرۡ صَبۡرٗا جَمِيلًا\n>\n> “So be patient with gracious patience”\n> [[70:5]]\n\nAfter.');
    expect(blocks.map((block) => block.type)).toEqual(['quote', 'paragraph']);
    const [quote] = blocks;
    expect(quote).toEqual({
      type: 'quote',
      paragraphs: [
        [{ type: 'text', text: 'فَٱصۡبِرۡ صَبۡرٗا جَمِيلًا' }],
        [{ type: 'text', text: '“So be patient with gracious patience”' }, { type: 'text', text: ' ' }, { type: 'citation', key: '70:5' }],
      ],
    });
  });

  it('tells Arabic-script text from text that only quotes an Arabic word', () => {
    expect(isMostlyArabic([{ type: 'text', text: 'فَٱصۡبِرۡ صَبۡرٗا جَمِيلًا' }])).toBe(true);
    expect(isMostlyArabic([{ type: 'text', text: 'Patience (صبر) is praised' }])).toBe(false);
    expect(isMostlyArabic([{ type: 'citation', key: '2:153' }])).toBe(false);
  });

  it('keeps HTML as plain text', () => {
    expect(parseInline('<img src=x onerror=alert(1)>')).toEqual([{ type: 'text', text: '<img src=x onerror=alert(1)>' }]);
  });

  it('joins wrapped lines of one paragraph and continuation lines of a list item', () => {
    const blocks = parseMarkdownLight('line one\nline two\n\n- item\n  continued');
    expect(blocks[0]).toEqual({ type: 'paragraph', children: [{ type: 'text', text: 'line one line two' }] });
    expect(blocks[1]).toMatchObject({ items: [[{ type: 'text', text: 'item continued' }]] });
  });
});

describe('toPlainText', () => {
  it('reads markers as references and drops emphasis', () => {
    expect(toPlainText('**Indeed**, Allah is with the patient [[2:153]].')).toBe('Indeed, Allah is with the patient (2:153).');
  });
});
