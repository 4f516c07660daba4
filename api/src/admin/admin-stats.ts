import type { AppDatabase } from '../db/database.js';
import { conversationTotals } from '../conversations/conversations.repository.js';
import { feedbackTotals } from '../feedback/feedback.repository.js';
import { messageTotals, recentUserQuestions } from '../messages/messages.repository.js';
import type { AdminStats } from '../contract/admin.js';
import { userTotals } from '../users/users.repository.js';
import { trendingTopics } from './trending-topics.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A user counts as active when seen in this window. */
export const ACTIVE_USER_WINDOW_MS = 30 * DAY_MS;
/** Trending topics come from the questions of this window... */
export const TRENDING_WINDOW_MS = 7 * DAY_MS;
/** ...at most this many of the newest (bounds the work on a busy week). */
const TRENDING_MAX_QUESTIONS = 2000;
const TRENDING_TOPICS_SHOWN = 10;

/** Rounded percentage, 0 when there is nothing to divide by. */
export function percent(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 100);
}

/** The dashboard overview, from the live tables. */
export async function adminStats(db: AppDatabase, now: number): Promise<AdminStats> {
  const [users, conversations, messages, feedback, questions] = await Promise.all([
    userTotals(db, now - ACTIVE_USER_WINDOW_MS),
    conversationTotals(db, now - DAY_MS),
    messageTotals(db, now - DAY_MS),
    feedbackTotals(db),
    recentUserQuestions(db, now - TRENDING_WINDOW_MS, TRENDING_MAX_QUESTIONS),
  ]);
  return {
    totalUsers: users.total,
    activeUsers: users.active,
    totalSessions: conversations.total,
    last24hSessions: conversations.startedSince,
    avgSessionsPerUser: users.total === 0 ? 0 : Math.round((conversations.ofUsers / users.total) * 10) / 10,
    totalMessages: messages.total,
    feedbackCount: feedback.total,
    positiveRating: percent(feedback.positive, feedback.rated),
    trendingTopics: trendingTopics(questions, TRENDING_TOPICS_SHOWN),
  };
}
