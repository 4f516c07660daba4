import type { OutgoingMail } from './mailer.js';

/**
 * The text of the account emails. The account's interface language is not known
 * when a mail is sent, so each carries English and Bangla; the link is the same.
 */

const PRODUCT = 'Quran Assistant';

export const EMAIL_LINK_PATHS = {
  verify_email: '/verify-email',
  reset_password: '/reset-password',
} as const;

export function emailLink(publicOrigin: string, path: string, token: string): string {
  return `${publicOrigin}${path}?token=${encodeURIComponent(token)}`;
}

export function verificationMail(to: string, name: string, link: string, validHours: number): OutgoingMail {
  return {
    to,
    subject: `${PRODUCT}: confirm your email address / আপনার ইমেইল ঠিকানা নিশ্চিত করুন`,
    text: [
      `Assalamu alaikum ${name},`,
      '',
      `Please confirm that this address is yours by opening this link (valid for ${validHours} hours):`,
      link,
      '',
      'If you did not create an account, you can ignore this email.',
      '',
      '—',
      '',
      `আসসালামু আলাইকুম ${name},`,
      '',
      `এই ঠিকানাটি আপনার, তা নিশ্চিত করতে লিংকটি খুলুন (${validHours} ঘণ্টা কার্যকর):`,
      link,
      '',
      'আপনি অ্যাকাউন্ট না খুলে থাকলে এই ইমেইলটি উপেক্ষা করুন।',
    ].join('\n'),
  };
}

export function passwordResetMail(to: string, name: string, link: string, validMinutes: number): OutgoingMail {
  return {
    to,
    subject: `${PRODUCT}: reset your password / পাসওয়ার্ড রিসেট করুন`,
    text: [
      `Assalamu alaikum ${name},`,
      '',
      `Someone asked to reset the password of your account. To choose a new one, open this link (valid for ${validMinutes} minutes):`,
      link,
      '',
      'Choosing a new password signs you out everywhere else. If you did not ask for this, ignore this email: your password stays as it is.',
      '',
      '—',
      '',
      `আসসালামু আলাইকুম ${name},`,
      '',
      `আপনার অ্যাকাউন্টের পাসওয়ার্ড রিসেট করার অনুরোধ এসেছে। নতুন পাসওয়ার্ড বেছে নিতে লিংকটি খুলুন (${validMinutes} মিনিট কার্যকর):`,
      link,
      '',
      'নতুন পাসওয়ার্ড দিলে অন্য সব জায়গা থেকে আপনি সাইন আউট হয়ে যাবেন। আপনি অনুরোধ না করে থাকলে এই ইমেইলটি উপেক্ষা করুন: আপনার পাসওয়ার্ড যেমন আছে তেমনই থাকবে।',
    ].join('\n'),
  };
}
