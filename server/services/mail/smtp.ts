// SMTP adapter for the mail service: nodemailer with the connection given as SMTP_URL.
import nodemailer from 'nodemailer';
import type { MailTransport } from './index';

export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    name: 'smtp',
    async deliver(message) {
      await transporter.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
    },
  };
}
