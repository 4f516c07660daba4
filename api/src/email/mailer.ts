import nodemailer from 'nodemailer';
import type { SmtpConfig } from '../env.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/** Sends the app's few emails (address verification, password reset). */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** SMTP over SMTP_URL (smtps:// for TLS from the start; smtp:// upgrades with STARTTLS when offered). */
export function createSmtpMailer(config: SmtpConfig): Mailer {
  const transport = nodemailer.createTransport(config.url, { from: config.from });
  return {
    async send(mail) {
      await transport.sendMail({ to: mail.to, subject: mail.subject, text: mail.text });
    },
    close() {
      transport.close();
    },
  };
}
