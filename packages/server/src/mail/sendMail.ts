import { createTransport } from 'nodemailer';
import type { MailConfig } from '../config.js';

/** A plain-text e-mail. */
export interface PlainMail {
  to: string;
  subject: string;
  text: string;
}

/**
 * Sends one plain-text e-mail through the server's SMTP server (SMTP_URL),
 * from MAIL_FROM. Answers whether there is one to send through; a failure to
 * send is thrown for the caller to answer.
 */
export async function sendMail(mail: MailConfig | null | undefined, message: PlainMail) {
  if (!mail?.smtpUrl) return false;
  const transport = createTransport(mail.smtpUrl);
  try {
    await transport.sendMail({ from: mail.from, ...message });
    return true;
  } finally {
    transport.close();
  }
}
