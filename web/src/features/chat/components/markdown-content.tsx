import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { normaliseLanguage } from '@/lib/i18n';
import { localizeDigits } from '@/lib/localized-numbers';
import { paths } from '@/lib/paths';
import { isMostlyArabic, parseMarkdownLight, type InlineToken } from '../lib/markdown-light';
import styles from './message.module.css';

/** A citation marker: opens the verse in the Quran reader; the key in the UI language's digits. */
function CitationChip({ verseKey }: { verseKey: string }) {
  const { t, i18n } = useTranslation('chat');
  const shownKey = localizeDigits(verseKey, normaliseLanguage(i18n.resolvedLanguage ?? i18n.language));
  return (
    <Link to={paths.quranVerse.getHrefForKey(verseKey)} className={styles.chip} aria-label={t('verses.goToVerse', { key: shownKey })}>
      {shownKey}
    </Link>
  );
}

function renderInline(tokens: InlineToken[]): ReactNode[] {
  return tokens.map((token, index) => {
    switch (token.type) {
      case 'text':
        return <Fragment key={index}>{token.text}</Fragment>;
      case 'bold':
        return <strong key={index}>{renderInline(token.children)}</strong>;
      case 'italic':
        return <em key={index}>{renderInline(token.children)}</em>;
      case 'code':
        return <code key={index}>{token.text}</code>;
      case 'citation':
        return <CitationChip key={index} verseKey={token.key} />;
    }
  });
}

/** The tokens of a whole answer, to tell an Arabic answer from one that only quotes Arabic. */
function proseTokens(blocks: ReturnType<typeof parseMarkdownLight>): InlineToken[] {
  return blocks.flatMap((block) => {
    switch (block.type) {
      case 'paragraph':
      case 'heading':
        return block.children;
      case 'list':
        return block.items.flat();
      case 'quote':
        return [];
    }
  });
}

/**
 * Renders an answer's light Markdown as React elements; citation markers become
 * chips that open the verse in the Quran reader. An answer written in Arabic reads right to left as a
 * whole; elsewhere each paragraph takes the direction of its own first words.
 */
export function MarkdownContent({ content }: { content: string }) {
  const blocks = parseMarkdownLight(content);
  const arabicAnswer = isMostlyArabic(proseTokens(blocks));
  const paragraphDirection = arabicAnswer ? undefined : 'auto';
  return (
    <div className={styles.markdown} lang={arabicAnswer ? 'ar' : undefined} dir={arabicAnswer ? 'rtl' : undefined}>
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'paragraph':
            return (
              <p key={index} dir={paragraphDirection}>
                {renderInline(block.children)}
              </p>
            );
          case 'heading':
            return (
              <p key={index} className={styles.heading} dir={paragraphDirection}>
                <strong>{renderInline(block.children)}</strong>
              </p>
            );
          case 'quote':
            return (
              <blockquote key={index}>
                {block.paragraphs.map((paragraph, paragraphIndex) => {
                  const arabic = isMostlyArabic(paragraph);
                  return (
                    <p key={paragraphIndex} lang={arabic ? 'ar' : undefined} dir={arabic ? 'rtl' : undefined}>
                      {renderInline(paragraph)}
                    </p>
                  );
                })}
              </blockquote>
            );
          case 'list': {
            const List = block.ordered ? 'ol' : 'ul';
            return (
              <List key={index} dir={paragraphDirection}>
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}>{renderInline(item)}</li>
                ))}
              </List>
            );
          }
        }
      })}
    </div>
  );
}
