import type { AppDatabase } from '../db/database.js';
import { listConversationMessages } from '../messages/messages.repository.js';
import type { VerseRetriever } from '../retrieval/types.js';
import { findLiveSharedConversation } from '../shares/shares.repository.js';
import { shareDescription } from '../shares/shares.service.js';
import { HEAD_TEXT, type PageLang } from './page-head-text.js';

/** What a page's HTML says about it before any JavaScript runs. */
export interface PageHead {
  lang: PageLang;
  /** The full <title> (and og:title). */
  title: string;
  description: string;
  /** Open Graph type: "article" for a conversation or a verse, "website" otherwise. */
  type: 'website' | 'article';
  /** Asks search engines not to index (a shared conversation is for its link's holders). */
  noIndex: boolean;
}

export interface PageHeadSources {
  db: AppDatabase;
  retriever: VerseRetriever;
}

const STATIC_PAGES = ['about', 'terms', 'privacy', 'contact'] as const;

/** English unless the link asks for Bangla with ?lng=bn (as the web app reads it). */
export function langOf(query: string): PageLang {
  return new URLSearchParams(query).get('lng') === 'bn' ? 'bn' : 'en';
}

function page(lang: PageLang, title: string | null, description: string | null, type: PageHead['type'] = 'website', noIndex = false): PageHead {
  const text = HEAD_TEXT[lang];
  return {
    lang,
    title: title ? `${title} | ${text.siteName}` : text.defaultTitle,
    description: description || text.defaultDescription,
    type,
    noIndex,
  };
}

function positiveInteger(segment: string | undefined): number | null {
  return segment !== undefined && /^[1-9][0-9]{0,3}$/.test(segment) ? Number(segment) : null;
}

/** A path segment as text; null when it is not valid percent-encoding or too long to be a code. */
function decodedSegment(segment: string): string | null {
  if (segment.length > 200) return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The head of a client route: a shared conversation's title and last question, a surah's
 * name, a verse's text, a static page's title. Anything unknown gets the default head.
 */
export function defaultPageHead(lang: PageLang): PageHead {
  return page(lang, null, null);
}

export async function resolvePageHead(pathname: string, lang: PageLang, sources: PageHeadSources): Promise<PageHead> {
  const text = HEAD_TEXT[lang];
  const segments = pathname.split('/').filter(Boolean);
  const [first, second, third] = segments;

  if (first === 'shared' && second !== undefined && segments.length === 2) {
    const shareCode = decodedSegment(second);
    const shared = shareCode === null ? null : await findLiveSharedConversation(sources.db, shareCode);
    if (!shared) return page(lang, null, null);
    const through = shared.share.sharedThroughAt;
    const messages = (await listConversationMessages(sources.db, shared.share.conversationId)).filter(
      (message) => message.createdAt <= through,
    );
    return page(lang, shared.title.trim() || text.sharedUntitled, shareDescription(messages) ?? text.sharedDescription, 'article', true);
  }

  if (first === 'quran' && segments.length <= 3) {
    const surah = sources.retriever.getSurah(positiveInteger(second) ?? 0);
    if (!surah) return page(lang, null, null);
    if (segments.length === 2) return page(lang, text.surahTitle(surah), text.surahDescription(surah));
    const ayah = positiveInteger(third);
    const verse = ayah === null ? null : sources.retriever.getVerse(surah.number, ayah);
    if (!verse) return page(lang, null, null);
    // The verse quoted exactly as the corpus has it, in the page's language.
    return page(lang, text.verseTitle(surah, verse.ayah), lang === 'bn' ? verse.bn : verse.en, 'article');
  }

  const staticPage = STATIC_PAGES.find((name) => name === first);
  if (staticPage && segments.length === 1) {
    const { title, description } = text.pages[staticPage];
    return page(lang, title, description);
  }

  return page(lang, null, null);
}
